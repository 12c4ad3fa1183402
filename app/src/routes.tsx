/**
 * Every public route of storefront.md §2 and hands.md §2, with the 404 for any other path. Each
 * page is its own chunk, loaded when its route is first visited (lazy-page.tsx). `handle.crumb`
 * names a route's breadcrumb: an `app` text key, or a colon and a parameter whose words it shows
 * (admin.md §2; layout/crumb-label.ts), for the routes with a title or name.
 *
 * The router runs in its declarative mode (`useRoutes` under a `BrowserRouter`): the data mode's
 * router (loaders, actions, fetchers, revalidation) weighed 16 KB gzipped more in every page's
 * first load, for loaders that only started the pages' queries, which lazy-page.tsx now does.
 */
import { Suspense, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { FEATURES } from './config.js';
import { type ParentCrumb, withParentCrumbs } from './layout/crumb-trail.js';
import { Layout } from './layout/Layout.js';
import { RouteError } from './layout/RouteError.js';
import { RouteMatchesContext } from './layout/route-matches.js';
import { type LazyPage, lazyPage, type PageModule } from './lazy-page.js';

/** What a route tells the layout. */
export interface RouteHandle {
  /** The breadcrumb's text key, or ':' and the route parameter it shows (':title'). */
  readonly crumb?: string;
  /** The crumbs of the pages the route's path runs through, set by `withParentCrumbs`. */
  readonly parents?: readonly ParentCrumb[];
  /** Shows the gift banner linking to /products/vouchers (admin.md §2). */
  readonly giftBanner?: boolean;
  /** A bare page without header and footer (the embed). */
  readonly bare?: boolean;
}

interface PageRoute {
  readonly Component: LazyPage;
  readonly handle?: RouteHandle;
}

function page(load: () => Promise<PageModule>, handle?: RouteHandle): PageRoute {
  return { Component: lazyPage(load), ...(handle && { handle }) };
}

const handPage = page(() => import('./pages/HandPage.js'), { crumb: ':handTitle' });

/** storefront.md §2: the subscription pages, only with the subscriptions flag (else the 404). */
const SUBSCRIPTION_ROUTES: RouteObject[] = [
  {
    path: 'subscriptions',
    ...page(() => import('./pages/SubscriptionsPage.js'), { crumb: 'crumb.subscriptions' }),
  },
  {
    path: 'subscriptions/:subscriptionId/:subscriptionTitle',
    ...page(() => import('./pages/SubscriptionPage.js'), { crumb: ':subscriptionTitle' }),
  },
  {
    path: 'subscriptions/:subscriptionId/:subscriptionTitle/articles',
    ...page(() => import('./pages/ArticlesPage.js'), { crumb: 'crumb.articles' }),
  },
  {
    path: 'subscriptions/:subscriptionId/:subscriptionTitle/articles/:articlePublicId/:articleTitle/:memberful?',
    ...page(() => import('./pages/ArticlePage.js'), { crumb: ':articleTitle' }),
  },
];

export const ROUTES: RouteObject[] = [
  {
    // The first page's chunk is in before the first render (main.tsx, preloadFirstPage); a later
    // page's loads within its navigation's transition, which keeps the current page meanwhile.
    element: <Layout />,
    children: withParentCrumbs([
      { index: true, ...page(() => import('./pages/HomePage.js')) },
      {
        path: 'products',
        ...page(() => import('./pages/StorePage.js'), {
          crumb: 'crumb.products',
          giftBanner: true,
        }),
      },
      {
        path: 'products/all',
        ...page(() => import('./pages/ProductListPage.js'), {
          crumb: 'crumb.all',
          giftBanner: true,
        }),
      },
      {
        path: 'products/vouchers',
        ...page(() => import('./pages/VouchersPage.js'), { crumb: 'crumb.vouchers' }),
      },
      {
        path: 'products/vouchers/:id/:title',
        ...page(() => import('./pages/VoucherPage.js'), { crumb: ':title' }),
      },
      {
        path: 'products/:id/:title',
        ...page(() => import('./pages/ProductPage.js'), { crumb: ':title' }),
      },
      {
        path: 'products/:language/:id/:title',
        ...page(() => import('./pages/ProductPage.js'), { crumb: ':title' }),
      },
      {
        path: 'collections/:id/:title',
        ...page(() => import('./pages/ProductPage.js'), { crumb: ':title' }),
      },
      {
        path: 'sets/:id/:title',
        ...page(() => import('./pages/ProductPage.js'), { crumb: ':title' }),
      },
      {
        path: ':language/products/:linkId',
        ...page(() => import('./pages/LinkProductPage.js'), { crumb: 'crumb.product' }),
      },
      {
        path: 'authors',
        ...page(() => import('./pages/AuthorsPage.js'), { crumb: 'crumb.authors' }),
      },
      {
        path: 'authors/:authorId/:authorName',
        ...page(() => import('./pages/AuthorPage.js'), { crumb: ':authorName' }),
      },
      {
        path: 'library',
        ...page(() => import('./pages/LibraryPage.js'), { crumb: 'crumb.library' }),
      },
      { path: 'search', ...page(() => import('./pages/SearchPage.js'), { crumb: 'crumb.search' }) },
      {
        path: 'account',
        ...page(() => import('./pages/AccountPage.js'), { crumb: 'crumb.account' }),
      },
      {
        path: 'account/:tab',
        ...page(() => import('./pages/AccountPage.js'), { crumb: 'crumb.account' }),
      },
      // storefront.md §2: checkout, and the return page after iDEAL.
      { path: 'checkout', ...page(() => import('./checkout/CheckoutPage.js')) },
      { path: 'checkout/idealpayment', ...page(() => import('./checkout/IdealPaymentPage.js')) },
      { path: 'login', ...page(() => import('./pages/LoginPage.js'), { crumb: 'crumb.login' }) },
      {
        path: 'register',
        ...page(() => import('./pages/RegisterPage.js'), { crumb: 'crumb.register' }),
      },
      {
        path: 'register/:code',
        ...page(() => import('./pages/CompleteRegistrationPage.js'), { crumb: 'crumb.register' }),
      },
      {
        path: 'forgottenpassword',
        ...page(() => import('./pages/ForgottenPasswordPage.js'), { crumb: 'crumb.forgotten' }),
      },
      {
        path: 'resetpassword/:token',
        ...page(() => import('./pages/ResetPasswordPage.js'), { crumb: 'crumb.reset' }),
      },
      { path: 'help', ...page(() => import('./pages/HelpPage.js'), { crumb: 'crumb.help' }) },
      { path: 'logout', ...page(() => import('./pages/LogoutPage.js')) },
      { path: 'error401', ...page(() => import('./pages/Error401Page.js')) },
      { path: 'error404', ...page(() => import('./pages/NotFoundPage.js')) },
      {
        path: 'skeletons',
        ...page(() => import('./pages/SkeletonsPage.js'), { crumb: 'crumb.skeletons' }),
      },
      // hands.md §2 "Public hand routes": the collections part is optional.
      {
        path: ':language/collections/:collectionId/sets/:setId/:setTitle/hands/:handId/:handTitle',
        ...handPage,
      },
      { path: ':language/sets/:setId/:setTitle/hands/:handId/:handTitle', ...handPage },
      { path: 'articles/:publicId/:articleTitle/hands/:handId/:handTitle', ...handPage },
      ...(FEATURES.subscriptions ? SUBSCRIPTION_ROUTES : []),
      // hands.md §2: "/reveal is an inert link used in the conversation".
      { path: 'reveal', element: null },
      { path: '*', ...page(() => import('./pages/NotFoundPage.js')) },
    ]),
  },
  // The iframe embed for third-party sites: the player alone.
  {
    path: 'embed/hands/:handId',
    ...page(() => import('./pages/EmbedHandPage.js'), { bare: true }),
  },
];

/**
 * The routes' elements for the current location, under RouteError, with the matches provided.
 * The layout shows a skeleton while its page loads; the bare embed shows nothing until then.
 */
export function AppRoutes() {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(ROUTES, location) ?? [], [location]);
  return (
    <RouteMatchesContext.Provider value={matches}>
      <RouteError>
        <Suspense fallback={null}>{useRoutes(ROUTES, location)}</Suspense>
      </RouteError>
    </RouteMatchesContext.Provider>
  );
}

/**
 * Fetches the chunk of the page the browser's address shows and starts its prefetch; resolves
 * once the chunk is in, or has failed (the first render then shows the error).
 */
export function preloadFirstPage(): Promise<void> {
  const match = matchRoutes(ROUTES, window.location)?.at(-1);
  const Component = match?.route.Component as Partial<LazyPage> | undefined;
  if (match === undefined || Component?.preload === undefined) return Promise.resolve();
  const { pathname, search, origin } = window.location;
  return Component.preload(new URL(`${pathname}${search}`, origin), match.params).catch(
    () => undefined,
  );
}
