import { isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * The reverse proxies in front of the server, nearest last: how many there are, or their
 * addresses. `X-Forwarded-For` is read from the right, past these hops only: every entry left of
 * the first untrusted hop was written by the client and proves nothing.
 */
export type TrustedProxies = { readonly count: number } | { readonly addresses: readonly string[] };

/** The common set-up, and the default: one proxy, whose peer is the right-most entry. */
export const ONE_PROXY: TrustedProxies = { count: 1 };

/**
 * The client's address. Behind trusted proxies: the right-most `X-Forwarded-For` hop that is not
 * one of them (the address the outermost proxy saw), else the socket's peer address; undefined
 * when neither is known (in-process requests).
 */
export function clientIp(
  c: Context,
  trustProxy: boolean,
  proxies: TrustedProxies = ONE_PROXY,
): string | undefined {
  const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming?.socket?.remoteAddress;
  return trustProxy ? forwardedClient(peer, c.req.header('x-forwarded-for'), proxies) : peer;
}

/**
 * The client behind `proxies`, given the socket's peer and the `X-Forwarded-For` header: with a
 * count of N, the N-th entry from the right; with addresses, the right-most hop (the peer first)
 * that is not a proxy. A chain shorter than the proxies gives its left-most entry: the request
 * came in past some of them, and that entry is still one a proxy wrote.
 *
 * @example
 * forwardedClient('10.0.0.2', 'forged, 203.0.113.9', { count: 1 }); // '203.0.113.9'
 */
export function forwardedClient(
  peer: string | undefined,
  forwardedFor: string | undefined,
  proxies: TrustedProxies,
): string | undefined {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  if ('count' in proxies)
    return hops.length === 0 ? peer : hops[Math.max(0, hops.length - proxies.count)];
  const trusted = new Set(proxies.addresses.map(plainAddress));
  const chain = peer === undefined ? hops : [...hops, peer];
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const hop = chain[index];
    if (hop !== undefined && !trusted.has(plainAddress(hop))) return hop;
  }
  return chain[0];
}

/** `TRUSTED_PROXIES`: a whole number of proxies from 1, or a comma-separated list of their IP addresses. */
export function parseTrustedProxies(text: string): TrustedProxies | undefined {
  if (/^\d+$/.test(text) && Number(text) >= 1) return { count: Number(text) };
  const addresses = text.split(',').map((address) => address.trim());
  return addresses.every((address) => isIP(plainAddress(address)) !== 0)
    ? { addresses }
    : undefined;
}

/** An IPv4 address as Node reports it on a dual-stack socket (`::ffff:10.0.0.2`) is the IPv4 one. */
function plainAddress(address: string): string {
  return address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}
