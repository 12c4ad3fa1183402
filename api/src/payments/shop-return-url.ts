/**
 * Where the local provider may send a browser back to after the bank (api/README.md
 * "Payments": "the return URL on the app's origin"). The app is served by this process, so the
 * origin the browser called the provider on is the shop's as much as `PUBLIC_URL` is: the README's
 * own address, `http://127.0.0.1:3000`, must work while `PUBLIC_URL` defaults to
 * `http://localhost:3000`, and a return URL anywhere else is refused (no open redirect).
 */

/**
 * The return URL made absolute against the shop, when it leads back to one of the shop's
 * origins (`PUBLIC_URL`'s and the one the request came in on); else undefined.
 *
 * @example
 * shopReturnUrl('/checkout/idealpayment', ['http://localhost:3000', 'http://127.0.0.1:3000'])
 * // 'http://localhost:3000/checkout/idealpayment'
 */
export function shopReturnUrl(
  returnUrl: string,
  shopOrigins: readonly [string, ...string[]],
): string | undefined {
  try {
    const origins = shopOrigins.map((address) => new URL(address).origin);
    const url = new URL(returnUrl, origins[0]);
    return origins.includes(url.origin) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
