/**
 * Every public route of storefront.md §2 and hands.md §2 that draws a page, with the 404 for any
 * other path: its path (react-router's syntax) and its page module. Plain data, read by the
 * router (routes.tsx) and by the build (vite.config.ts), which writes the files each path's page
 * loads for the API to preload with index.html (`route-preloads.json`). `handle.crumb` names a
 * route's breadcrumb: an `app` text key, or a colon and a parameter whose words it shows
 * (admin.md §2; layout/crumb-label.ts), for the routes with a title or name.
 */

import type { ParentCrumb } from './layout/crumb-trail.js';

/** What a page's route tells the layout (routes.tsx adds the parent crumbs). */
export interface PageHandle {
  /** The breadcrumb's text key, or ':' and the route parameter it shows (':title'). */
  readonly crumb?: string;
  /**
   * Crumbs before the page's own for pages its path does not run through (a hand's set, whose
   * page is under /products); routes.tsx puts those its path runs through before them.
   */
  readonly parents?: readonly ParentCrumb[];
  /**
   * The page's name in the tab's title (layout/page-title.ts) where its crumb does not name it
   * (a page without a crumb): a text key, or ':' and a route parameter like `crumb`.
   */
  readonly title?: string;
  /** Shows the gift banner linking to /products/vouchers (admin.md §2). */
  readonly giftBanner?: boolean;
  /** A bare page without header and footer (the embed). */
  readonly bare?: boolean;
}

export interface PageRouteEntry {
  /** The path inside the layout, or (the embed) on its own; '' is the index route. */
  readonly path: string;
  /** The page module, from `src` without its extension. */
  readonly page: string;
  readonly handle?: PageHandle;
  /**
   * The HTTP status the server answers the route's addresses with (storefront.md §8: the 404
   * page is a 404); 200 when not given. The build passes it on in route-preloads.json.
   */
  readonly status?: 404;
  /** storefront.md §2: a subscription page, only with the subscriptions flag (else the 404). */
  readonly subscriptions?: true;
  /**
   * The route parameter holding the id of the thing the page shows, and its kind: the server
   * answers 404 when the id is no id or names nothing (storefront.md §8), as the page then shows
   * the 404 page. The build passes it on in route-preloads.json.
   */
  readonly names?: RouteEntity;
}

/** The kinds of thing a route's id names, as the server looks them up (one row each). */
export const ROUTE_ENTITY_KINDS = ['product', 'author'] as const;

/** A route's id parameter and the kind of thing it names. */
export interface RouteEntity {
  readonly kind: (typeof ROUTE_ENTITY_KINDS)[number];
  readonly param: string;
}

/** A product, a collection, a set, a gift voucher or a subscription: all are products. */
const PRODUCT_ID = { kind: 'product', param: 'id' } as const;
const SUBSCRIPTION_ID = { kind: 'product', param: 'subscriptionId' } as const;

/**
 * The set a hand is in (a hand of a set, in a collection or not): its crumb links to the set's
 * product page (lib/paths.ts `productPath` of a set: /products/{id}/{slug}) and shows the set's
 * title once the hand is in (HandPage names `setTitle` after the hand's product).
 */
const SET_CRUMB = { crumb: ':setTitle', path: 'products/:setId/:setTitle' } as const;
/** A hand of a set: Home › the set › the hand. */
const HAND_OF_SET = {
  page: 'pages/HandPage',
  handle: { crumb: ':handTitle', parents: [SET_CRUMB] },
} as const;
/**
 * A hand of a set opened from a collection: Home › the collection › the set › the hand. The route
 * has the collection's id only; HandPage names `collectionTitle` once it has the collection, and
 * the crumb links to its product page (/collections/{id}/{slug}).
 */
const HAND_OF_COLLECTION = {
  page: 'pages/HandPage',
  handle: {
    crumb: ':handTitle',
    parents: [
      { crumb: ':collectionTitle', path: 'collections/:collectionId/:collectionTitle' },
      SET_CRUMB,
    ],
  },
} as const;
/**
 * A hand of a subscription article: Home › the article › the hand. The crumb links to the article
 * reader, whose path needs the subscription: HandPage gives it (`subscriptionId`,
 * `subscriptionTitle`) from the route state the reader opened the hand with (hands.md §2).
 */
const HAND_OF_ARTICLE = {
  page: 'pages/HandPage',
  handle: {
    crumb: ':handTitle',
    parents: [
      {
        crumb: ':articleTitle',
        path: 'subscriptions/:subscriptionId/:subscriptionTitle/articles/:publicId/:articleTitle',
      },
    ],
  },
} as const;
/** storefront.md §8: the 404 page, answered with the status 404. */
const NOT_FOUND_PAGE = (path: string): PageRouteEntry => ({
  path,
  page: 'pages/NotFoundPage',
  handle: { title: 'title.notFound' },
  status: 404,
});
const PRODUCT = {
  page: 'pages/ProductPage',
  handle: { crumb: ':title' },
  names: PRODUCT_ID,
} as const;

/** The pages inside the shared layout, in the router's order. */
export const LAYOUT_PAGES: readonly PageRouteEntry[] = [
  { path: '', page: 'pages/HomePage' },
  {
    path: 'products',
    page: 'pages/StorePage',
    handle: { crumb: 'crumb.products', giftBanner: true },
  },
  {
    path: 'products/all',
    page: 'pages/ProductListPage',
    handle: { crumb: 'crumb.all', giftBanner: true },
  },
  { path: 'products/vouchers', page: 'pages/VouchersPage', handle: { crumb: 'crumb.vouchers' } },
  {
    path: 'products/vouchers/:id/:title',
    page: 'pages/VoucherPage',
    handle: { crumb: ':title' },
    names: PRODUCT_ID,
  },
  { path: 'products/:id/:title', ...PRODUCT },
  { path: 'products/:language/:id/:title', ...PRODUCT },
  { path: 'collections/:id/:title', ...PRODUCT },
  { path: 'sets/:id/:title', ...PRODUCT },
  {
    path: ':language/products/:linkId',
    page: 'pages/LinkProductPage',
    handle: { crumb: 'crumb.product' },
  },
  { path: 'authors', page: 'pages/AuthorsPage', handle: { crumb: 'crumb.authors' } },
  {
    path: 'authors/:authorId/:authorName',
    page: 'pages/AuthorPage',
    handle: { crumb: ':authorName' },
    names: { kind: 'author', param: 'authorId' },
  },
  { path: 'library', page: 'pages/LibraryPage', handle: { crumb: 'crumb.library' } },
  { path: 'search', page: 'pages/SearchPage', handle: { crumb: 'crumb.search' } },
  { path: 'account', page: 'pages/AccountPage', handle: { crumb: 'crumb.account' } },
  { path: 'account/:tab', page: 'pages/AccountPage', handle: { crumb: 'crumb.account' } },
  // storefront.md §2: checkout, and the return page after iDEAL.
  { path: 'checkout', page: 'checkout/CheckoutPage', handle: { title: 'title.checkout' } },
  {
    path: 'checkout/idealpayment',
    page: 'checkout/IdealPaymentPage',
    handle: { title: 'title.payment' },
  },
  { path: 'login', page: 'pages/LoginPage', handle: { crumb: 'crumb.login' } },
  { path: 'register', page: 'pages/RegisterPage', handle: { crumb: 'crumb.register' } },
  {
    path: 'register/:code',
    page: 'pages/CompleteRegistrationPage',
    handle: { crumb: 'crumb.register' },
  },
  {
    path: 'forgottenpassword',
    page: 'pages/ForgottenPasswordPage',
    handle: { crumb: 'crumb.forgotten' },
  },
  {
    path: 'resetpassword/:token',
    page: 'pages/ResetPasswordPage',
    handle: { crumb: 'crumb.reset' },
  },
  // The link e-mailed to prove an address (registration, a new e-mail): docs/decisions.md.
  {
    path: 'confirmemail/:code',
    page: 'pages/ConfirmEmailPage',
    handle: { crumb: 'crumb.confirmEmail' },
  },
  { path: 'help', page: 'pages/HelpPage', handle: { crumb: 'crumb.help' } },
  // The legal pages, linked from the footer (docs/decisions.md "Legal").
  { path: 'terms', page: 'legal/TermsPage', handle: { crumb: 'crumb.terms' } },
  { path: 'privacy', page: 'legal/PrivacyPage', handle: { crumb: 'crumb.privacy' } },
  { path: 'cookies', page: 'legal/CookiesPage', handle: { crumb: 'crumb.cookies' } },
  { path: 'withdrawal', page: 'legal/WithdrawalPage', handle: { crumb: 'crumb.withdrawal' } },
  { path: 'logout', page: 'pages/LogoutPage', handle: { title: 'title.logout' } },
  { path: 'error401', page: 'pages/Error401Page', handle: { title: 'title.sessionExpired' } },
  NOT_FOUND_PAGE('error404'),
  { path: 'skeletons', page: 'pages/SkeletonsPage', handle: { crumb: 'crumb.skeletons' } },
  // hands.md §2 "Public hand routes": the collections part is optional.
  {
    path: ':language/collections/:collectionId/sets/:setId/:setTitle/hands/:handId/:handTitle',
    ...HAND_OF_COLLECTION,
  },
  { path: ':language/sets/:setId/:setTitle/hands/:handId/:handTitle', ...HAND_OF_SET },
  { path: 'articles/:publicId/:articleTitle/hands/:handId/:handTitle', ...HAND_OF_ARTICLE },
  {
    path: 'subscriptions',
    page: 'pages/SubscriptionsPage',
    handle: { crumb: 'crumb.subscriptions' },
    subscriptions: true,
  },
  {
    path: 'subscriptions/:subscriptionId/:subscriptionTitle',
    page: 'pages/SubscriptionPage',
    handle: { crumb: ':subscriptionTitle' },
    subscriptions: true,
    names: SUBSCRIPTION_ID,
  },
  {
    path: 'subscriptions/:subscriptionId/:subscriptionTitle/articles',
    page: 'pages/ArticlesPage',
    handle: { crumb: 'crumb.articles' },
    subscriptions: true,
    names: SUBSCRIPTION_ID,
  },
  {
    path: 'subscriptions/:subscriptionId/:subscriptionTitle/articles/:articlePublicId/:articleTitle/:memberful?',
    page: 'pages/ArticlePage',
    handle: { crumb: ':articleTitle' },
    subscriptions: true,
  },
  NOT_FOUND_PAGE('*'),
];

/**
 * The admin area (admin.md §2; DESIGN.md "app": areas with walls): its own layout, routes,
 * documents and texts in a chunk of its own (src/admin), outside the store's layout. Its page
 * module routes the paths under /admin itself (admin/admin-routes.ts).
 */
export const ADMIN_AREA: PageRouteEntry = {
  path: 'admin/*',
  page: 'admin/AdminArea',
  handle: { bare: true, title: 'title.admin' },
};

/** The iframe embed for third-party sites: the player alone, outside the layout. */
export const EMBED_PAGE: PageRouteEntry = {
  path: 'embed/hands/:handId',
  page: 'pages/EmbedHandPage',
  handle: { bare: true, title: 'title.hand' },
};
