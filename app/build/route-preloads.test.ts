import { describe, expect, it } from 'vitest';
import { EMBED_PAGE, LAYOUT_PAGES } from '../src/route-table.js';
import { rankPaths } from './route-preloads.js';

const paths = (list: readonly string[]) =>
  rankPaths(list.map((path) => ({ path }))).map((r) => r.path);

describe('the order in which the server tries the routes', () => {
  it('puts static segments before parameters and the splat last, as react-router ranks them', () => {
    expect(
      paths(['/*', '/products/:language/:id/:title', '/products/vouchers/:id/:title', '/']),
    ).toEqual(['/products/vouchers/:id/:title', '/products/:language/:id/:title', '/', '/*']);
    expect(paths(['/products/:id', '/products/all'])).toEqual(['/products/all', '/products/:id']);
  });

  it('spells an optional last segment out both ways', () => {
    expect(paths(['/articles/:id/:title/:memberful?'])).toEqual([
      '/articles/:id/:title/:memberful',
      '/articles/:id/:title',
    ]);
  });

  it('keeps the route table’s order between equally specific paths', () => {
    expect(paths(['/sets/:id/:title', '/collections/:id/:title'])).toEqual([
      '/sets/:id/:title',
      '/collections/:id/:title',
    ]);
  });

  it('ranks every route of the table, the embed included', () => {
    const ranked = paths([...LAYOUT_PAGES, EMBED_PAGE].map((entry) => `/${entry.path}`));
    expect(ranked.at(-1)).toBe('/*');
    expect(ranked.indexOf('/products/all')).toBeLessThan(ranked.indexOf('/products/:id/:title'));
  });
});

describe('the status the server answers a route with', () => {
  it('is 404 for the 404 page’s routes only (storefront.md §8)', () => {
    const answered404 = [...LAYOUT_PAGES, EMBED_PAGE]
      .filter((entry) => entry.status === 404)
      .map((entry) => entry.path);
    expect(answered404).toEqual(['error404', '*']);
  });
});

describe('the pages whose id the server looks up', () => {
  it('are those showing one product or author, naming a parameter of their path', () => {
    const looked = [...LAYOUT_PAGES, EMBED_PAGE].filter((entry) => entry.names !== undefined);
    expect(new Set(looked.map((entry) => entry.page))).toEqual(
      new Set([
        'pages/ProductPage',
        'pages/VoucherPage',
        'pages/AuthorPage',
        'pages/SubscriptionPage',
        'pages/ArticlesPage',
      ]),
    );
    for (const entry of looked) expect(entry.path).toContain(`:${entry.names?.param}/`);
  });
});
