/**
 * After login or registration (storefront.md §4 "Login and session"): the token is stored, the
 * user set; staff go to /admin, and a user on the home, reset-password or login path to /library.
 */
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import type { UserWithToken } from '../graphql/types.js';
import { signInAtom } from '../state/auth.js';

const TO_LIBRARY = [/^\/$/, /^\/resetpassword(\/|$)/, /^\/login$/];

export function useSignIn() {
  const signIn = useSetAtom(signInAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (user: UserWithToken, destination?: string) => {
    const { token, ...rest } = user;
    if (token) signIn(rest, token);
    if (user.type !== 'Customer') window.location.assign('/admin');
    else if (destination !== undefined) void navigate(destination);
    else if (TO_LIBRARY.some((path) => path.test(pathname))) void navigate('/library');
  };
}
