/**
 * Whether an Accept-Encoding header allows `encoding` (named, or `*`, with a q above 0).
 *
 * @example
 * acceptsEncoding('gzip, deflate, br', 'gzip'); // true
 * acceptsEncoding('br;q=1, gzip;q=0', 'gzip'); // false
 */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (header === undefined) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (token === encoding) return allowed;
    if (token === '*') wildcard = allowed;
  }
  return wildcard;
}
