/** Checks the stored token once: the user it belongs to, or a visitor (a 401 goes to /login). */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useQuery } from 'urql';
import { CurrentUserDocument } from '../graphql/documents/CurrentUser.generated.js';
import { tokenAtom, userAtom } from '../state/auth.js';

export function SessionBootstrap() {
  const token = useAtomValue(tokenAtom);
  const setUser = useSetAtom(userAtom);
  const [{ data, error, fetching }] = useQuery({
    query: CurrentUserDocument,
    pause: token === null,
    requestPolicy: 'network-only',
  });
  useEffect(() => {
    if (token === null) setUser(null);
    else if (!fetching && data !== undefined) setUser(data.currentUser);
    else if (!fetching && error !== undefined) setUser(null);
  }, [token, data, error, fetching, setUser]);
  return null;
}
