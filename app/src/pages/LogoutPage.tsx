/** /logout (admin.md §2): ends the session, clears the user, goes to /. */
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { LogoutDocument } from '../graphql/documents/Logout.generated.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { signOutAtom } from '../state/auth.js';

export default function LogoutPage() {
  const [, logout] = useMutation(LogoutDocument);
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    void logout({}).finally(() => {
      signOut();
      void navigate('/', { replace: true });
    });
  }, []);
  return <PageSkeleton rows={1} />;
}
