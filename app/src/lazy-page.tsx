/**
 * A route's page as a chunk of its own, fetched when the route is first shown; meanwhile the
 * page suspends (a navigation keeps the current page until the next one is in, as the router
 * wraps navigations in a transition). The page's first queries (its module's `prefetch`,
 * graphql/prefetch.ts) leave as soon as the chunk is in, before it renders. `preload` does both
 * ahead of the first render (main.tsx waits for the first page's chunk), and a page whose chunk
 * is in renders without suspending.
 *
 * A chunk that failed to load (the network, or a deploy that removed the old hashed file) is
 * shown as the route's error, then forgotten (`forgetFailedPages`), so that the page's next
 * render (a later navigation to it, or the error panel's Try again) asks for it again.
 */
import { type ComponentType, createElement, lazy } from 'react';
import { type Location, type Params, useLocation, useParams } from 'react-router';
import { type PagePrefetch, runPrefetch } from './graphql/prefetch.js';

export type PageModule = { default: ComponentType; prefetch?: PagePrefetch };

export type LazyPage = ComponentType & {
  /** Fetches the page's chunk and starts its prefetch for `url`; resolves once the chunk is in. */
  readonly preload: (url: URL, params: Params) => Promise<void>;
};

/**
 * A page's chunk failed to load: the network, or a deploy that removed the old build's files
 * (the route's error panel then checks the version file, layout/PageCodeFailed.tsx). Keeps the
 * loader's message, which the panel shows.
 */
export class PageCodeError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PageCodeError';
  }
}

/** How each page whose chunk failed to load forgets it, until `forgetFailedPages` runs them. */
const failedPages = new Set<() => void>();

/**
 * Lets every page whose chunk failed to load ask for it again at its next render. The route's
 * error boundary calls it once its panel is on screen (a commit), never during a render: React
 * renders a navigation more than once before it commits it (it starts a suspended transition
 * over once its promise settles, and renders once more, synchronously, after an error), and
 * react-router's Router makes a new location object each time, so a render cannot tell a new
 * navigation from React's retries of the same one. Forgotten during a render, the failure
 * started a new request at each of those retries and never reached the error panel.
 */
export function forgetFailedPages(): void {
  for (const forget of failedPages) forget();
  failedPages.clear();
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failedPages.add(forgetFailure);
        throw new PageCodeError(error);
      },
    );
    return loading;
  };
  // React's `lazy` keeps its failure for good: forgetting one takes a new `lazy`.
  let Suspending = lazy(loadOnce);
  /** The navigation whose prefetch has started: its location, or its URL before the first render. */
  let started: Location | string | undefined;
  function forgetFailure() {
    loading = undefined;
    Suspending = lazy(loadOnce);
    started = undefined;
  }
  const start = (url: URL, params: Params) =>
    loadOnce().then((module) => runPrefetch(module.prefetch, { url, params }));
  function LazyPage() {
    const location = useLocation();
    const params = useParams();
    // Started while rendering, not from an effect: the page below suspends until its chunk is
    // in, and an effect would run only after it had rendered (and sent its queries itself). Once
    // per location object: a render React starts over gets a new one for the same navigation,
    // whose start joins the chunk request and the queries already in flight.
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    if (started !== location && started !== url.href) {
      // A failed chunk is met by the page's own render, which shows the error.
      start(url, params).catch(() => undefined);
    }
    started = location;
    return createElement(loaded ?? Suspending);
  }
  return Object.assign(LazyPage, {
    preload: (url: URL, params: Params) => {
      started = url.href;
      return start(url, params);
    },
  });
}
