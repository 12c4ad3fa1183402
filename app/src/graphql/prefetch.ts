/**
 * A page's first queries, started as soon as the page's chunk is in (lazy-page.tsx), rather than
 * by its effects after it has rendered: by the time the page asks for the same document with the
 * same variables, the answer is on its way (urql shares an operation in flight) or in urql's
 * cache. A page module opts in by exporting `prefetch`.
 */
import type { Client } from '@urql/core';
import type { Params } from 'react-router';
import type { Locale } from '../lib/locale.js';

/**
 * What a page's prefetch reads: the app's client, locale and whether a session token is there,
 * the route's URL and parameters.
 */
export interface PrefetchContext {
  readonly client: Client;
  readonly locale: Locale;
  readonly signedIn: boolean;
  readonly url: URL;
  readonly params: Params;
}

/** A page module's `prefetch`: starts the queries its first render will make. */
export type PagePrefetch = (context: PrefetchContext) => void;

let appContext: (() => Omit<PrefetchContext, 'url' | 'params'>) | undefined;

/** Called by App once its client exists: where prefetches find the client and the locale. */
export function providePrefetchContext(
  context: () => Omit<PrefetchContext, 'url' | 'params'>,
): void {
  appContext = context;
}

/** Runs a page's prefetch, if it has one and the app has provided its context. */
export function runPrefetch(
  prefetch: PagePrefetch | undefined,
  route: Pick<PrefetchContext, 'url' | 'params'>,
): void {
  if (prefetch === undefined || appContext === undefined) return;
  prefetch({ ...appContext(), ...route });
}
