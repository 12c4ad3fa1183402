/**
 * The router over the route table (route-table.ts): each page is its own chunk, loaded when its
 * route is first visited (lazy-page.tsx), inside the shared layout (but the embed).
 *
 * The router runs in its declarative mode (`useRoutes` under a `BrowserRouter`): the data mode's
 * router (loaders, actions, fetchers, revalidation) weighed 16 KB gzipped more in every page's
 * first load, for loaders that only started the pages' queries, which lazy-page.tsx now does.
 */
import { Suspense, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { FEATURES } from './config.js';
import { withParentCrumbs } from './layout/crumb-trail.js';
import { DocumentTitle } from './layout/DocumentTitle.js';
import { Layout } from './layout/Layout.js';
import { RouteError } from './layout/RouteError.js';
import { RouteMatchesContext } from './layout/route-matches.js';
import { type LazyPage, lazyPage, type PageModule } from './lazy-page.js';
import {
  ADMIN_AREA,
  EMBED_PAGE,
  LAYOUT_PAGES,
  type PageHandle,
  type PageRouteEntry,
} from './route-table.js';

/**
 * What a route tells the layout: `parents` holds the crumbs of the pages the route's path runs
 * through (`withParentCrumbs`), then the route table's own.
 */
export type RouteHandle = PageHandle;

/** Every page module's chunk, by its path under `src` (route-table.ts's `page`). */
const PAGE_MODULES = import.meta.glob<PageModule>([
  './pages/*Page.tsx',
  './checkout/*Page.tsx',
  './legal/*Page.tsx',
  // The admin area's one entry: the store loads it lazily and imports nothing else of it.
  './admin/AdminArea.tsx',
]);

/** Each page module's lazy page, made once: the routes showing one page share its chunk. */
const lazyPages = new Map<string, LazyPage>();

function pageRoute({ path, page, handle }: PageRouteEntry): RouteObject {
  const load = PAGE_MODULES[`./${page}.tsx`];
  if (load === undefined) throw new Error(`route-table.ts names a missing page module: ${page}`);
  const Component = lazyPages.get(page) ?? lazyPage(load);
  lazyPages.set(page, Component);
  return { ...(path === '' ? { index: true } : { path }), Component, ...(handle && { handle }) };
}

export const ROUTES: RouteObject[] = [
  {
    // The first page's chunk is in before the first render (main.tsx, preloadFirstPage); a later
    // page's loads within its navigation's transition, which keeps the current page meanwhile.
    element: <Layout />,
    children: withParentCrumbs([
      ...LAYOUT_PAGES.filter((entry) => !entry.subscriptions || FEATURES.subscriptions).map(
        pageRoute,
      ),
      // hands.md §2: "/reveal is an inert link used in the conversation".
      { path: 'reveal', element: null },
    ]),
  },
  pageRoute(EMBED_PAGE),
  pageRoute(ADMIN_AREA),
];

/**
 * The routes' elements for the current location, with the matches provided. The layout shows a
 * skeleton while its page loads and a page's error in the page's place (its own RouteError); the
 * bare embed shows nothing until then, and its error, like the layout's own, shows here. The
 * document's title and language follow the page and the locale, the embed's too.
 */
export function AppRoutes() {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(ROUTES, location) ?? [], [location]);
  return (
    <RouteMatchesContext.Provider value={matches}>
      <DocumentTitle />
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
