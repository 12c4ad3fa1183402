import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, forwardedClient, type TrustedProxies } from './client-ip.js';

describe('forwardedClient', () => {
  it.each<[string, string | undefined, TrustedProxies, string | undefined]>([
    [
      'one proxy: the right-most entry, whatever the client wrote before it',
      'forged, 203.0.113.9',
      { count: 1 },
      '203.0.113.9',
    ],
    ['one proxy, one entry', '203.0.113.9', { count: 1 }, '203.0.113.9'],
    [
      'two proxies: the second entry from the right',
      'forged, 203.0.113.9, 10.0.0.1',
      { count: 2 },
      '203.0.113.9',
    ],
    ['fewer entries than proxies: the left-most', '203.0.113.9', { count: 2 }, '203.0.113.9'],
    ['no header: the peer', undefined, { count: 1 }, '10.0.0.2'],
    [
      'proxies by address: past every trusted hop',
      'forged, 203.0.113.9, 10.0.0.1',
      { addresses: ['10.0.0.1', '10.0.0.2'] },
      '203.0.113.9',
    ],
    [
      "an untrusted peer: the peer, the header is the client's own",
      'forged',
      { addresses: ['10.0.0.9'] },
      '10.0.0.2',
    ],
    [
      'IPv4-mapped peer matches its IPv4 proxy',
      '203.0.113.9',
      { addresses: ['10.0.0.2'] },
      '203.0.113.9',
    ],
  ])('%s', (_case, header, proxies, expected) => {
    const peer = _case.startsWith('IPv4-mapped') ? '::ffff:10.0.0.2' : '10.0.0.2';
    expect(forwardedClient(peer, header, proxies)).toBe(expected);
  });
});

describe('clientIp over HTTP', () => {
  const app = (trustProxy: boolean) =>
    new Hono().get('/', (c) => c.text(clientIp(c, trustProxy) ?? 'unknown'));
  const ask = (trustProxy: boolean) =>
    app(trustProxy).request('/', { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } });

  it('takes the hop the proxy saw, never the client-written left-most one', async () => {
    expect(await (await ask(true)).text()).toBe('203.0.113.9');
  });

  it('ignores the header when no proxy is trusted', async () => {
    expect(await (await ask(false)).text()).toBe('unknown');
  });
});
