import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.js';
import { requestBodyLimit } from './request-body-limit.js';

const LIMIT = 1000;

/** A body sent in chunks, without a Content-Length: the size is known only as it arrives. */
function streamed(text: string) {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let start = 0; start < bytes.length; start += 300)
        controller.enqueue(bytes.subarray(start, start + 300));
      controller.close();
    },
  });
}

// Over a real socket, as the server runs it: the Node adapter reads bodies its own way.
describe('requestBodyLimit on the Node server', () => {
  let url: string;
  let server: ReturnType<typeof serve>;
  beforeAll(async () => {
    const app = new Hono<AppEnv>();
    app.use(
      '*',
      requestBodyLimit({ maxSize: LIMIT, onError: (c) => c.json({ error: 'too large' }, 413) }),
    );
    app.all('*', async (c) => c.json({ received: (await c.req.text()).length }));
    server = await new Promise((resolve) => {
      const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(listening),
      );
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (body: string | ReadableStream<Uint8Array>) =>
    fetch(url, { method: 'POST', body, duplex: 'half' } as RequestInit).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));

  it('passes a body of the limit or less, stated length or streamed, to the handler whole', async () => {
    expect(await post('x'.repeat(LIMIT))).toEqual({ status: 200, body: { received: LIMIT } });
    expect(await post(streamed('y'.repeat(LIMIT)))).toEqual({
      status: 200,
      body: { received: LIMIT },
    });
  });

  it('refuses a body over the limit, whether its length is stated or it is streamed', async () => {
    expect(await post('x'.repeat(LIMIT + 1))).toEqual({
      status: 413,
      body: { error: 'too large' },
    });
    expect(await post(streamed('y'.repeat(LIMIT + 1)))).toEqual({
      status: 413,
      body: { error: 'too large' },
    });
  });

  it('lets GET through, which has no body', async () => {
    const response = await fetch(url);
    expect(await response.json()).toEqual({ received: 0 });
  });
});
