/**
 * Every public route of storefront.md §2 and hands.md §2, with the 404 for any other path. Each
 * page is its own chunk, loaded when its route is first visited. `handle.crumb` names a route's
 * breadcrumb: an `app` text key, or a colon and a parameter whose words it shows (admin.md §2;
 * layout/crumb-label.ts), for the routes with a title or name.
 */
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { FEATURES } from './config.js';
import { type PagePrefetch, runPrefetch } from './graphql/prefetch.js';
import { type ParentCrumb, withParentCrumbs } from './layout/crumb-trail.js';
import { Layout } from './layout/Layout.js';
import { RouteError } from './layout/RouteError.js';

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

type PageModule = Promise<{ default: React.ComponentType; prefetch?: PagePrefetch }>;

interface PageRoute {
  readonly lazy: () => Promise<{ Component: React.ComponentType }>;
  readonly loader: LoaderFunction;
  readonly handle?: RouteHandle;
}

function page(load: () => PageModule, handle?: RouteHandle): PageRoute {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    // The page's first queries leave once its chunk is in, before it renders (graphql/prefetch.ts);
    // the loader does not wait for their answers, so a page still shows while it loads.
    loader: async ({ request, params }) => {
      runPrefetch((await load()).prefetch, { url: new URL(request.url), params });
      return null;
    },
    ...(handle && { handle }),
  };
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
    // No fallback while the first page's chunk loads: main.tsx renders once the router has it.
    element: <Layout />,
    errorElement: <RouteError />,
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

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(ROUTES);
}
