/**
 * A route's page as a chunk of its own, fetched when the route is first shown; meanwhile the
 * page suspends (a navigation keeps the current page until the next one is in, as the router
 * wraps navigations in a transition). The page's first queries (its module's `prefetch`,
 * graphql/prefetch.ts) leave as soon as the chunk is in, before it renders. `preload` does both
 * ahead of the first render (main.tsx waits for the first page's chunk), and a page whose chunk
 * is in renders without suspending.
 */
import { type ComponentType, createElement, lazy } from 'react';
import { type Location, type Params, useLocation, useParams } from 'react-router';
import { type PagePrefetch, runPrefetch } from './graphql/prefetch.js';

export type PageModule = { default: ComponentType; prefetch?: PagePrefetch };

export type LazyPage = ComponentType & {
  /** Fetches the page's chunk and starts its prefetch for `url`; resolves once the chunk is in. */
  readonly preload: (url: URL, params: Params) => Promise<void>;
};

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Suspending = lazy(loadOnce);
  const start = (url: URL, params: Params) =>
    loadOnce().then((module) => runPrefetch(module.prefetch, { url, params }));
  /** The navigation whose prefetch has started: its location, or its URL before the first render. */
  let started: Location | string | undefined;
  function LazyPage() {
    const location = useLocation();
    const params = useParams();
    // Started while rendering, not from an effect: the page below suspends until its chunk is
    // in, and an effect would run only after it had rendered (and sent its queries itself). Once
    // per navigation (the router's location object), however often this renders.
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
