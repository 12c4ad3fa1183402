/** The signed-in user and their session token (storefront.md §4 "Login and session"). */
import { atom } from 'jotai';
import type { User } from '../graphql/types.js';
import { COOKIE_NAMES, deleteCookie, getCookie, setCookie } from '../lib/cookies.js';

/** The bearer token, kept in the auth cookie. */
export const tokenAtom = atom<string | null>(getCookie(COOKIE_NAMES.auth) ?? null);

/** The signed-in user; null for a visitor, undefined while the token is being checked. */
export const userAtom = atom<User | null | undefined>(undefined);

/** Signs in: the token goes to the auth cookie. */
export const signInAtom = atom(null, (_get, set, user: User, token: string) => {
  setCookie(COOKIE_NAMES.auth, token);
  set(tokenAtom, token);
  set(userAtom, user);
});

/** Signs out (or a 401): the auth cookie is cleared. */
export const signOutAtom = atom(null, (_get, set) => {
  deleteCookie(COOKIE_NAMES.auth);
  set(tokenAtom, null);
  set(userAtom, null);
});
