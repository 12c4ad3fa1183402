/**
 * The dashboards the Admin-only External links menu lists (admin.md §2: payments, e-mail, error
 * reporting, API monitoring), named in configuration: ADMIN_EXTERNAL_LINKS, a JSON object of
 * name -> http(s) URL, in the menu's order. Unset: none, and the menu says so.
 */

/** One entry of the External links menu. */
export interface ExternalLink {
  readonly name: string;
  readonly url: string;
}

/**
 * Reads ADMIN_EXTERNAL_LINKS: the links, or a sentence naming what is wrong with the value.
 *
 * @example
 * parseExternalLinks('{"Payments":"https://dashboard.stripe.com"}');
 * // { ok: true, value: [{ name: 'Payments', url: 'https://dashboard.stripe.com' }] }
 */
export function parseExternalLinks(
  text: string | undefined,
): { ok: true; value: readonly ExternalLink[] } | { ok: false; message: string } {
  if (text === undefined) return { ok: true, value: [] };
  const problem = {
    ok: false,
    message: `ADMIN_EXTERNAL_LINKS must be a JSON object of names to http(s) URLs, not '${text}'`,
  } as const;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return problem;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return problem;
  const links: ExternalLink[] = [];
  for (const [name, url] of Object.entries(parsed)) {
    if (name.trim() === '' || typeof url !== 'string' || !isHttpUrl(url)) return problem;
    links.push({ name: name.trim(), url });
  }
  return { ok: true, value: links };
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
