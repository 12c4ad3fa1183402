import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { idOfSegment } from './route-entities.js';

// A build whose route list names the id each product and author page shows
// (app/build/route-preloads.ts), as the app's build writes it.
const appDir = mkdtempSync(join(tmpdir(), 'tenace-app-entities-'));
writeFileSync(join(appDir, 'index.html'), '<html><head></head><body><div id="root"></div></body>');
const PAGE = { modules: [], styles: [] };
writeFileSync(
  join(appDir, 'route-preloads.json'),
  JSON.stringify([
    { path: '/products/vouchers/:id/:title', ...PAGE, names: { kind: 'product', param: 'id' } },
    { path: '/products/all', ...PAGE },
    { path: '/products/:id/:title', ...PAGE, names: { kind: 'product', param: 'id' } },
    { path: '/sets/:id/:title', ...PAGE, names: { kind: 'product', param: 'id' } },
    {
      path: '/authors/:authorId/:authorName',
      ...PAGE,
      names: { kind: 'author', param: 'authorId' },
    },
    { path: '/*', ...PAGE, status: 404 },
  ]),
);
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

describe('the id of a page’s address', () => {
  it('is a positive 32-bit integer spelled without sign, zeros or fraction', () => {
    expect(idOfSegment('7')).toBe(7);
    expect(idOfSegment('2147483647')).toBe(2147483647);
    for (const segment of ['', '0', '07', '-7', '7.0', '7abc', 'abc', '2147483648', '99999999999'])
      expect(idOfSegment(segment)).toBeNull();
  });
});

describe.each(testDatabaseTargets())('a page’s address naming nothing on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  it('is answered with 404, and one naming a product or an author with 200 (storefront.md §8)', async () => {
    const api = createTestApi(database, { deployment: { appDir } });
    const catalogue = catalogueFixture(api);
    const price = await catalogue.price();
    const author = await catalogue.author();
    const set = await catalogue.product({ priceId: price.id, authorId: author.id });
    const status = async (path: string) => (await api.app.request(path)).status;

    expect(await status(`/products/${set.id}/a-set`)).toBe(200);
    expect(await status(`/sets/${set.id}/a-set`)).toBe(200);
    expect(await status(`/authors/${author.id}/ann-author`)).toBe(200);
    expect(await status('/products/all')).toBe(200);

    const unknown = set.id + author.id + 1000;
    for (const path of [
      `/products/${unknown}/no-such-product`,
      `/sets/${unknown}/no-such-set`,
      `/products/vouchers/${unknown}/no-such-voucher`,
      `/authors/${unknown}/no-such-author`,
      '/products/abc/no-such-product',
      '/products/99999999999/no-such-product',
      '/authors/0/nobody',
    ]) {
      const response = await api.app.request(path);
      expect(response.status, path).toBe(404);
      // The app's page all the same, which shows its 404 page.
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });
});
