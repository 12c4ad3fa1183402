import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.js';
import { appRoutes } from './app-routes.js';

const dir = mkdtempSync(join(tmpdir(), 'tenace-app-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
writeFileSync(join(tmpdir(), 'tenace-secret.txt'), 'secret');
// A build's precompressed copies (app/vite.config.ts): the entry in both encodings, index.html
// in gzip only.
const ENTRY = 'export const answer = 42;';
writeFileSync(join(dir, 'assets', 'index-def456.js'), ENTRY);
writeFileSync(join(dir, 'assets', 'index-def456.js.br'), brotliCompressSync(ENTRY));
writeFileSync(join(dir, 'assets', 'index-def456.js.gz'), gzipSync(ENTRY));
const compressedDir = mkdtempSync(join(tmpdir(), 'tenace-app-gz-'));
const INDEX = '<!doctype html><div id="root"></div><script src="/assets/index-def456.js"></script>';
writeFileSync(join(compressedDir, 'index.html'), INDEX);
writeFileSync(join(compressedDir, 'index.html.gz'), gzipSync(INDEX));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(compressedDir, { recursive: true, force: true });
});

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

function app(appDir: string) {
  const root = new Hono<AppEnv>();
  root.get('/graphql', (c) => c.text('api'));
  root.route('/', appRoutes(appDir));
  root.notFound((c) => c.json({ error: 'Not found' }, 404));
  return root;
}

describe('the store app served by the API', () => {
  it('serves hashed assets with a year of caching', async () => {
    const response = await app(dir).request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers the app’s routes with index.html', async () => {
    for (const path of ['/', '/products/all', '/nl/sets/3/x/hands/4/y', '/no/such/page']) {
      const response = await app(dir).request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('id="root"');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('leaves the API’s own paths and missing files alone', async () => {
    expect(await (await app(dir).request('/graphql')).text()).toBe('api');
    expect((await app(dir).request('/assets/missing.js')).status).toBe(404);
  });

  it('never serves a file outside the build', async () => {
    expect((await app(dir).request('/..%2ftenace-secret.txt')).status).toBe(404);
    expect((await app(dir).request('/%2e%2e/tenace-secret.txt')).status).toBe(404);
  });

  it('serves nothing without a build', async () => {
    expect((await app(join(dir, 'missing')).request('/')).status).toBe(404);
  });

  it('sends the brotli copy to a browser that accepts it, else gzip, else the file', async () => {
    const request = (acceptEncoding?: string) =>
      app(dir).request('/assets/index-def456.js', {
        headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
      });
    const brotli = await request('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await bytes(brotli)).toString()).toBe(ENTRY);

    const gzip = await request('gzip, br;q=0');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(ENTRY);

    for (const plain of [await request(), await request('identity'), await request('br;q=0')]) {
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.text()).toBe(ENTRY);
    }
  });

  it('sends index.html compressed for the app’s routes, never cached without asking', async () => {
    for (const path of ['/', '/index.html', '/products/all']) {
      const response = await app(compressedDir).request(path, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(gunzipSync(await bytes(response)).toString()).toBe(INDEX);
    }
  });

  it('sends a file without a compressed copy as it is, with no Vary', async () => {
    const response = await app(dir).request('/assets/main-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(await response.text()).toBe('console.log(1)');
  });
});
