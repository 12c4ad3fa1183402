import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.js';
import { appRoutes } from './app-routes.js';

const dir = mkdtempSync(join(tmpdir(), 'tenace-app-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
writeFileSync(join(tmpdir(), 'tenace-secret.txt'), 'secret');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
});
