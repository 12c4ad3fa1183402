import { generatePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productPath } from '../lib/paths.js';
import { LAYOUT_PAGES } from '../route-table.js';
import { type CrumbRoute, withParentCrumbs } from './crumb-trail.js';

type Route = CrumbRoute & {
  readonly index?: boolean;
  readonly handle?: CrumbRoute['handle'] & { readonly giftBanner?: boolean };
};

/** Some of the store's routes (route-table.ts), as the trail sees them. */
const ROUTES: readonly Route[] = [
  { index: true },
  { path: 'products', handle: { crumb: 'crumb.products', giftBanner: true } },
  { path: 'products/all', handle: { crumb: 'crumb.all' } },
  { path: 'products/vouchers', handle: { crumb: 'crumb.vouchers' } },
  { path: 'products/vouchers/:id/:title', handle: { crumb: ':title' } },
  { path: 'products/:id/:title', handle: { crumb: ':title' } },
  { path: ':language/products/:linkId', handle: { crumb: 'crumb.product' } },
  { path: 'authors', handle: { crumb: 'crumb.authors' } },
  { path: 'authors/:authorId/:authorName', handle: { crumb: ':authorName' } },
  { path: 'account', handle: { crumb: 'crumb.account' } },
  { path: 'account/:tab', handle: { crumb: 'crumb.account' } },
  { path: 'subscriptions', handle: { crumb: 'crumb.subscriptions' } },
  {
    path: 'subscriptions/:subscriptionId/:subscriptionTitle',
    handle: { crumb: ':subscriptionTitle' },
  },
  {
    path: 'subscriptions/:subscriptionId/:subscriptionTitle/articles',
    handle: { crumb: 'crumb.articles' },
  },
  {
    path: 'subscriptions/:subscriptionId/:subscriptionTitle/articles/:articlePublicId/:articleTitle/:memberful?',
    handle: { crumb: ':articleTitle' },
  },
  { path: 'checkout' },
  { path: '*' },
];

const parentsOf = (path: string) =>
  withParentCrumbs(ROUTES).find((route) => route.path === path)?.handle?.parents;

describe('withParentCrumbs (admin.md §2: Home plus route crumbs)', () => {
  it('puts the page a parameter page sits under between Home and it', () => {
    expect(parentsOf('products/:id/:title')).toEqual([
      { crumb: 'crumb.products', path: 'products' },
    ]);
    expect(parentsOf('authors/:authorId/:authorName')).toEqual([
      { crumb: 'crumb.authors', path: 'authors' },
    ]);
  });

  it('gives every page on the way, nearest Home first, and only pages whose path it runs through', () => {
    expect(parentsOf('products/vouchers/:id/:title')).toEqual([
      { crumb: 'crumb.products', path: 'products' },
      { crumb: 'crumb.vouchers', path: 'products/vouchers' },
    ]);
    expect(
      parentsOf(
        'subscriptions/:subscriptionId/:subscriptionTitle/articles/:articlePublicId/:articleTitle/:memberful?',
      ),
    ).toEqual([
      { crumb: 'crumb.subscriptions', path: 'subscriptions' },
      { crumb: ':subscriptionTitle', path: 'subscriptions/:subscriptionId/:subscriptionTitle' },
      {
        crumb: 'crumb.articles',
        path: 'subscriptions/:subscriptionId/:subscriptionTitle/articles',
      },
    ]);
    expect(parentsOf('products/all')).toEqual([{ crumb: 'crumb.products', path: 'products' }]);
  });

  it('gives none to a page under no other page, or to a page that is its parent again', () => {
    expect(parentsOf('products')).toBeUndefined();
    expect(parentsOf(':language/products/:linkId')).toBeUndefined();
    expect(parentsOf('account/:tab')).toBeUndefined();
  });

  it('puts the crumbs a route gives itself, for pages elsewhere, after those of the pages its path runs through', () => {
    const set = { crumb: ':setTitle', path: 'products/:setId/:setTitle' };
    const [elsewhere, under] = withParentCrumbs<Route>([
      ...ROUTES,
      {
        path: ':language/sets/:setId/:setTitle/hands/:handId',
        handle: { crumb: ':handTitle', parents: [set] },
      },
      {
        path: 'authors/:authorId/:authorName/hands/:handId',
        handle: { crumb: ':handTitle', parents: [set] },
      },
    ]).slice(-2);
    expect(elsewhere?.handle?.parents).toEqual([set]);
    expect(under?.handle?.parents).toEqual([
      { crumb: 'crumb.authors', path: 'authors' },
      { crumb: ':authorName', path: 'authors/:authorId/:authorName' },
      set,
    ]);
  });

  it('keeps the routes without a crumb, and the rest of each handle, as they are', () => {
    const routes = withParentCrumbs(ROUTES);
    expect(routes).toHaveLength(ROUTES.length);
    expect(routes.find((route) => route.path === 'checkout')).toBe(ROUTES[15]);
    expect(routes.find((route) => route.path === 'products')?.handle).toEqual({
      crumb: 'crumb.products',
      giftBanner: true,
    });
  });
});

describe('withParentCrumbs over the store’s own route table (route-table.ts)', () => {
  const routes = withParentCrumbs<CrumbRoute>(LAYOUT_PAGES);
  const trailOf = (path: string) => {
    const route = routes.find((entry) => entry.path === path);
    if (route === undefined) throw new Error(`route-table.ts has no route ${path}`);
    return [...(route.handle?.parents ?? []).map(({ crumb }) => crumb), route.handle?.crumb];
  };

  it('leads every product, voucher and author page through its list', () => {
    expect(trailOf('products/:id/:title')).toEqual(['crumb.products', ':title']);
    expect(trailOf('products/:language/:id/:title')).toEqual(['crumb.products', ':title']);
    expect(trailOf('products/all')).toEqual(['crumb.products', 'crumb.all']);
    expect(trailOf('products/vouchers/:id/:title')).toEqual([
      'crumb.products',
      'crumb.vouchers',
      ':title',
    ]);
    expect(trailOf('authors/:authorId/:authorName')).toEqual(['crumb.authors', ':authorName']);
  });

  it('leads an article through its subscription and the subscription’s articles', () => {
    expect(
      trailOf(
        'subscriptions/:subscriptionId/:subscriptionTitle/articles/:articlePublicId/:articleTitle/:memberful?',
      ),
    ).toEqual(['crumb.subscriptions', ':subscriptionTitle', 'crumb.articles', ':articleTitle']);
  });

  it('puts the set a hand is in between Home and the hand, in a collection or not, linking to the set’s product page', () => {
    const setHands = [
      ':language/sets/:setId/:setTitle/hands/:handId/:handTitle',
      ':language/collections/:collectionId/sets/:setId/:setTitle/hands/:handId/:handTitle',
    ];
    for (const path of setHands) {
      expect(trailOf(path).slice(-2)).toEqual([':setTitle', ':handTitle']);
      const set = routes
        .find((route) => route.path === path)
        ?.handle?.parents?.find(({ crumb }) => crumb === ':setTitle');
      const params = { language: 'en', collectionId: '3', setId: '12', setTitle: 'acol-openings' };
      expect(generatePath(`/${set?.path}`, params)).toBe(
        productPath({ id: 12, title: 'Acol openings' }),
      );
    }
    expect(trailOf(setHands[0] as string)).toEqual([':setTitle', ':handTitle']);
  });

  it('puts the collection a hand was opened from before its set, and an article before its hand', () => {
    expect(
      trailOf(':language/collections/:collectionId/sets/:setId/:setTitle/hands/:handId/:handTitle'),
    ).toEqual([':collectionTitle', ':setTitle', ':handTitle']);
    // An article's hand is in no set.
    expect(trailOf('articles/:publicId/:articleTitle/hands/:handId/:handTitle')).toEqual([
      ':articleTitle',
      ':handTitle',
    ]);
  });

  it('gives an account tab, a registration code and the lists no crumb before their own', () => {
    expect(trailOf('account/:tab')).toEqual(['crumb.account']);
    expect(trailOf('register/:code')).toEqual(['crumb.register']);
    expect(trailOf('products')).toEqual(['crumb.products']);
    expect(trailOf('search')).toEqual(['crumb.search']);
  });
});
