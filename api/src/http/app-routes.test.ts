import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '../logging/logger.js';
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
// A build that names each route's page files (app/build/route-preloads.ts).
const preloadDir = mkdtempSync(join(tmpdir(), 'tenace-app-preload-'));
const HEAD_INDEX =
  '<html><head><title>Tenace</title></head><body><div id="root"></div></body></html>';
writeFileSync(join(preloadDir, 'index.html'), HEAD_INDEX);
writeFileSync(join(preloadDir, 'index.html.gz'), gzipSync(HEAD_INDEX));
writeFileSync(
  join(preloadDir, 'route-preloads.json'),
  JSON.stringify([
    {
      path: '/products/all',
      modules: ['/assets/ProductListPage-a1.js', '/assets/ListBox-b2.js'],
      styles: ['/assets/ProductListPage-c3.css'],
    },
    { path: '/products/:id/:title', modules: ['/assets/ProductPage-d4.js'], styles: [] },
    { path: '/*', modules: ['/assets/NotFoundPage-e5.js'], styles: [], status: 404 },
  ]),
);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(compressedDir, { recursive: true, force: true });
  rmSync(preloadDir, { recursive: true, force: true });
});

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** The log lines the routes wrote, as entries. */
let logs: Record<string, unknown>[] = [];

function app(appDir: string) {
  const root = new Hono<AppEnv>();
  root.get('/graphql', (c) => c.text('api'));
  logs = [];
  const logger = createJsonLogger('debug', (line) => logs.push(JSON.parse(line)));
  // No page of these builds names an id (route-entities.test.ts covers those that do).
  root.route(
    '/',
    appRoutes(appDir, logger, async () => true),
  );
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

  it('names the page files of the path’s route in index.html, the most specific route first', async () => {
    const page = async (path: string) => {
      const response = await app(preloadDir).request(path, {
        headers: { 'Accept-Encoding': 'gzip, br' },
      });
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      return response.text();
    };
    const list = await page('/products/all');
    expect(list).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/ProductListPage-c3.css">',
    );
    expect(list).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/ProductListPage-a1.js">',
    );
    expect(list).toContain('<link rel="modulepreload" crossorigin href="/assets/ListBox-b2.js">');
    expect(list).not.toContain('ProductPage-d4');
    expect(list.indexOf('ListBox-b2')).toBeLessThan(list.indexOf('</head>'));
    expect(await page('/products/7/weak-twos')).toContain('/assets/ProductPage-d4.js');
    expect(await page('/no/such/page')).toContain('/assets/NotFoundPage-e5.js');
  });

  it('answers a path without a page of its own with the app’s 404 page and the status 404', async () => {
    const unknown = await app(preloadDir).request('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await unknown.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/assets/NotFoundPage-e5.js');
    expect((await app(preloadDir).request('/products/7/weak-twos')).status).toBe(200);
  });

  it('sends index.html without page files when their list is malformed, and logs it', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'tenace-app-broken-'));
    try {
      writeFileSync(join(broken, 'index.html'), HEAD_INDEX);
      writeFileSync(
        join(broken, 'route-preloads.json'),
        JSON.stringify([{ path: '/', modules: ['"><script>'], styles: [] }]),
      );
      const response = await app(broken).request('/');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('</head>');
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('modulepreload');
      expect(logs).toEqual([
        expect.objectContaining({
          level: 'error',
          file: join(broken, 'route-preloads.json'),
        }),
      ]);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
