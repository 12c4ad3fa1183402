import { describe, expect, it } from 'vitest';
import { parseRoutePreloads, routePreloadFor, withRoutePreloads } from './route-preloads.js';

const ROUTES = parseRoutePreloads(
  JSON.stringify([
    { path: '/products/vouchers/:id/:title', modules: ['/assets/Voucher.js'], styles: [] },
    { path: '/products/:language/:id/:title', modules: ['/assets/Product.js'], styles: [] },
    { path: '/', modules: ['/assets/Home.js'], styles: ['/assets/Home.css'] },
    { path: '/*', modules: ['/assets/NotFound.js'], styles: [], status: 404 },
  ]),
);
const pageOf = (path: string) => routePreloadFor(ROUTES, path)?.modules[0];

describe('the page files index.html names for a path', () => {
  it('takes the first route that matches, as react-router would: case-insensitive, * the rest', () => {
    expect(pageOf('/products/vouchers/3/gift')).toBe('/assets/Voucher.js');
    expect(pageOf('/Products/nl/3/gift/')).toBe('/assets/Product.js');
    expect(pageOf('/')).toBe('/assets/Home.js');
    expect(pageOf('/products/vouchers/3')).toBe('/assets/NotFound.js');
  });

  it('keeps the 404 page’s status, and no status for the other routes', () => {
    expect(routePreloadFor(ROUTES, '/no/such/page')?.status).toBe(404);
    expect(routePreloadFor(ROUTES, '/')).not.toHaveProperty('status');
  });

  it('puts the stylesheets, then the module preloads, at the end of the head', () => {
    const route = routePreloadFor(ROUTES, '/');
    if (route === undefined) throw new Error('no route for /');
    expect(withRoutePreloads('<head><title>T</title></head><body></body>', route)).toBe(
      '<head><title>T</title><link rel="stylesheet" crossorigin href="/assets/Home.css">\n' +
        '<link rel="modulepreload" crossorigin href="/assets/Home.js">\n</head><body></body>',
    );
  });

  it('refuses a malformed file, naming it and the route', () => {
    expect(() => parseRoutePreloads('{}')).toThrow('route-preloads.json is not a list of routes');
    expect(() =>
      parseRoutePreloads(JSON.stringify([{ path: '/', modules: ['" onload="x'], styles: [] }])),
    ).toThrow(
      'route-preloads.json, route 0: expected a path starting with /, lists of built file paths, no status but 404 and an id parameter of the path',
    );
    expect(() =>
      parseRoutePreloads(JSON.stringify([{ path: '/', modules: [], styles: [], status: 500 }])),
    ).toThrow('route 0');
    expect(() =>
      parseRoutePreloads(JSON.stringify([{ path: 'products', modules: [], styles: [] }])),
    ).toThrow('route 0');
  });
});
