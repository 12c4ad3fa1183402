import type { Context } from 'hono';

/**
 * The client's address: the first `X-Forwarded-For` entry when the server sits behind a trusted
 * proxy, else the socket's peer address; undefined when neither is known (in-process requests).
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress;
}
