/**
 * The admin area's guard (admin.md §2, §6): "Anyone not logged in, or whose user type is not
 * authorised for a page, is redirected to /login." It waits while the session is being checked,
 * and sends nothing along to /login (no return address, no state): the login page itself takes
 * a signed-in user on to /library.
 */
import type { UserType } from '@tenace/model';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { tokenAtom, userAtom } from '../state/auth.js';

export interface RequireRoleProps {
  /** The user types that may see `children`. */
  readonly allowed: readonly UserType[];
  readonly children: ReactNode;
}

export function RequireRole({ allowed, children }: RequireRoleProps) {
  const user = useAtomValue(userAtom);
  const token = useAtomValue(tokenAtom);
  // The token is being checked (SessionBootstrap): wait for its user.
  if (user === undefined && token !== null) return <PageSkeleton />;
  if (!user || !(allowed as readonly string[]).includes(user.type)) {
    return <Navigate to="/login" replace />;
  }
  return children;
}
