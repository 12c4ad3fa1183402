/**
 * After a purchase the signed-in user is read again (storefront.md §4 "Checkout": "if saving was
 * chosen the saved method is stored on the user"), so the library lists what was just bought.
 */
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useClient } from 'urql';
import { CurrentUserDocument } from '../graphql/documents/CurrentUser.generated.js';
import { userAtom } from '../state/auth.js';

export function useRefreshUser(): () => Promise<void> {
  const client = useClient();
  const setUser = useSetAtom(userAtom);
  return useCallback(async () => {
    const result = await client
      .query(CurrentUserDocument, {}, { requestPolicy: 'network-only' })
      .toPromise();
    const user = result.data?.currentUser;
    if (user) setUser(user);
  }, [client, setUser]);
}
