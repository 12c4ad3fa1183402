import type { Context } from 'hono';

/**
 * Whether the browser reached this server over TLS: the public address is https (TLS ends
 * before the server, at a proxy or a tunnel), or a trusted proxy says so in X-Forwarded-Proto.
 * Each proxy sets the header or adds its own value to the end: the last one is the proxy's,
 * any before it the client may have written.
 *
 * @example
 * servedOverTls(c, true, 'http://127.0.0.1:4000') // true behind a proxy sending X-Forwarded-Proto: https
 */
export function servedOverTls(c: Context, trustProxy: boolean, publicUrl: string): boolean {
  if (publicUrl.startsWith('https:')) return true;
  if (!trustProxy) return false;
  const proto = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
  return proto === 'https';
}
