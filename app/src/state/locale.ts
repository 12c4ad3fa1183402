/** The locale in use (storefront.md §4): resolved once at start, changed by the visitor. */
import { atom } from 'jotai';
import { COOKIE_NAMES, getCookie, setCookie } from '../lib/cookies.js';
import { type Locale, parseLocaleCookie, resolveLocale } from '../lib/locale.js';

/** The locale; until the API answers, the cookie's choice over the defaults. */
export const localeAtom = atom<Locale>(
  resolveLocale({ cookie: parseLocaleCookie(getCookie(COOKIE_NAMES.locale)) }),
);

/** Whether the locale has been resolved against the user or the country yet. */
export const localeResolvedAtom = atom(false);

/** A choice the visitor made: kept in the locale cookie, which wins from then on. */
export const chooseLocaleAtom = atom(null, (get, set, change: Partial<Locale>) => {
  const next = { ...get(localeAtom), ...change };
  setCookie(COOKIE_NAMES.locale, JSON.stringify(next));
  set(localeAtom, next);
  return next;
});
