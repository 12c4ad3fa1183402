import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { LOCAL_ROUTES } from './local-provider.js';
import { WEBHOOK_ROUTE } from './routes.js';

const LOCAL_BODY_MAX = 16 * 1024;
const WEBHOOK_BODY_MAX = 256 * 1024;

/** What a raw HTTP/1.1 exchange gave back: the answer's text and how much body was sent. */
interface Exchange {
  readonly answer: string;
  readonly bodyBytesSent: number;
}

/**
 * Sends a request head over a plain socket, then feeds `chunk` from `nextChunk` (respecting the
 * socket's back-pressure) until it returns undefined or the server answers or hangs up. The
 * server sees exactly what a hostile client would send, with no fetch implementation in between.
 */
function exchange(
  port: number,
  head: string,
  nextChunk: (sent: number) => string | undefined,
): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let bodyBytesSent = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ answer, bodyBytesSent });
    };
    socket.on('data', (data) => {
      answer += data.toString('latin1');
    });
    socket.on('error', finish);
    socket.on('close', finish);
    const pump = () => {
      while (!done && answer === '') {
        const chunk = nextChunk(bodyBytesSent);
        if (chunk === undefined) return;
        bodyBytesSent += chunk.length;
        if (!socket.write(chunk)) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    socket.write(head, pump);
  });
}

const DECLARED = 100 * 1024 * 1024;
const STREAM_CHUNK = 64 * 1024;
const STREAM_TOTAL = 64 * 1024 * 1024;

describe.each(testDatabaseTargets())('payment routes refuse large bodies ($name)', (target) => {
  let drop: () => Promise<void>;
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    const opened = await target.open();
    drop = opened.drop;
    const { app } = createTestApi(opened.database);
    server = await new Promise((resolve) => {
      const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(listening),
      );
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await drop();
  });

  const routes = [
    { path: WEBHOOK_ROUTE, limit: WEBHOOK_BODY_MAX },
    { path: `${LOCAL_ROUTES}/v1/payment_methods`, limit: LOCAL_BODY_MAX },
    { path: `${LOCAL_ROUTES}/authenticate/pi_1`, limit: LOCAL_BODY_MAX },
  ];

  it.each(routes)(
    'answers 413 to a declared 100 MB body on $path before a byte of it is sent',
    async ({ path }) => {
      const result = await exchange(
        port,
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${DECLARED}\r\n\r\n`,
        () => undefined,
      );
      expect(result.bodyBytesSent).toBe(0);
      expect(result.answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(result.answer).toMatch(/\r\nConnection: close\r\n/i);
      expect(result.answer).toContain('{"error":"Payload too large"}');
    },
  );

  it.each(routes)(
    'cuts off a chunked body on $path soon after it passes the limit',
    async ({ path, limit }) => {
      const piece = 'x'.repeat(STREAM_CHUNK);
      const chunk = `${piece.length.toString(16)}\r\n${piece}\r\n`;
      const result = await exchange(
        port,
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
        (sent) => (sent < STREAM_TOTAL ? chunk : undefined),
      );
      expect(result.answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(result.answer).toMatch(/\r\nConnection: close\r\n/i);
      // Past the limit only what the sockets' buffers held was sent: never the whole stream.
      expect(result.bodyBytesSent).toBeGreaterThan(limit);
      expect(result.bodyBytesSent).toBeLessThan(STREAM_TOTAL / 4);
    },
  );

  it('still takes a webhook body within the limit, and judges its signature', async () => {
    const body = JSON.stringify({ id: 'evt_1', padding: 'x'.repeat(WEBHOOK_BODY_MAX - 100) });
    const result = await exchange(
      port,
      `POST ${WEBHOOK_ROUTE} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      (sent) => (sent === 0 ? body : undefined),
    );
    expect(result.answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(result.answer).toContain('{"error":"Invalid signature"}');
  });
});
