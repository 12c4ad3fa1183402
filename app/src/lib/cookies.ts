/**
 * Browser cookies as storefront.md §9 sets them: path /, same-site lax, one year unless said
 * otherwise, and `Secure` on a page served over TLS, so that the auth token never travels over
 * plain HTTP (docs/decisions.md "HTTP hardening"). The parsing is pure (it takes the
 * `document.cookie` string) so it is tested in Node.
 */

/** storefront.md §9: "default expiry one year". */
export const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The app's cookies (storefront.md §9: separate cookies for auth, locale and the homescreen flag). */
export const COOKIE_NAMES = {
  auth: 'bb-auth',
  locale: 'bb-locale',
  homescreen: 'bb-homescreen',
} as const;

/**
 * The `Set-Cookie`-style string that `document.cookie` takes; the value is URL-encoded, and
 * `secure` (the page came over https) keeps the cookie off plain HTTP.
 */
export function cookieString(
  name: string,
  value: string,
  options: { readonly maxAgeSeconds?: number; readonly secure: boolean },
) {
  const maxAge = options.maxAgeSeconds ?? COOKIE_MAX_AGE_SECONDS;
  const secure = options.secure ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
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

/** Whether this page came over https: its cookies are then sent over https only. */
function servedOverTls(): boolean {
  return window.location.protocol === 'https:';
}

/** Reads a cookie of this page. */
export function getCookie(name: string): string | undefined {
  return readCookie(document.cookie, name);
}

/** Sets a cookie of this page for a year. */
export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox before 2025
  document.cookie = cookieString(name, value, { secure: servedOverTls() });
}

/** Removes a cookie of this page. */
export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as in setCookie
  document.cookie = cookieString(name, '', { maxAgeSeconds: 0, secure: servedOverTls() });
}
