/**
 * Browser cookies as storefront.md §9 sets them: path /, same-site lax, one year unless said
 * otherwise. The parsing is pure (it takes the `document.cookie` string) so it is tested in Node.
 */

/** storefront.md §9: "default expiry one year". */
export const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The app's cookies (storefront.md §9: separate cookies for auth, locale and the homescreen flag). */
export const COOKIE_NAMES = {
  auth: 'bb-auth',
  locale: 'bb-locale',
  homescreen: 'bb-homescreen',
} as const;

/** The `Set-Cookie`-style string that `document.cookie` takes; the value is URL-encoded. */
export function cookieString(name: string, value: string, maxAgeSeconds = COOKIE_MAX_AGE_SECONDS) {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

/** The decoded value of `name` in a `document.cookie` string, if set. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      // A value that is not valid URL encoding was not written by the app: treat it as unset.
      return undefined;
    }
  }
  return undefined;
}

/** Reads a cookie of this page. */
export function getCookie(name: string): string | undefined {
  return readCookie(document.cookie, name);
}

/** Sets a cookie of this page for a year. */
export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox before 2025
  document.cookie = cookieString(name, value);
}

/** Removes a cookie of this page. */
export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as in setCookie
  document.cookie = cookieString(name, '', 0);
}
