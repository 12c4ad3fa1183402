/**
 * The providers (Jotai store, urql client, i18next, the kit's theme) around the router.
 */
import { tenaceTheme } from '@tenace/components';
import type { Client } from '@urql/core';
import type { i18n } from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { createGraphqlClient } from './graphql/client.js';
import { providePrefetchContext } from './graphql/prefetch.js';
import { type AppRouter, createAppRouter } from './routes.js';
import { signOutAtom, tokenAtom } from './state/auth.js';
import { localeAtom } from './state/locale.js';

type Store = ReturnType<typeof import('jotai').createStore>;

export interface AppProps {
  readonly store: Store;
  readonly i18n: i18n;
  readonly client: Client;
  /** Created by `createClientAndRouter`, rendered once it is ready. */
  readonly router: AppRouter;
}

/**
 * The urql client, then the router: creating the router starts the first page's chunk and its
 * loader, which starts the page's queries with the client (graphql/prefetch.ts). `ready`
 * resolves once the router has the first page's chunk (or its error): rendering then draws the
 * layout and the page in one go, rather than the layout with a skeleton first and everything
 * again a moment later, which on a slow CPU cost more than the wait for the chunk.
 */
export function createClientAndRouter(store: Store): {
  client: Client;
  router: AppRouter;
  ready: Promise<void>;
} {
  const client = createGraphqlClient({
    token: () => store.get(tokenAtom),
    // storefront.md §4: "A 401 error clears the auth cookie and redirects to /login."
    onUnauthenticated: () => {
      store.set(signOutAtom);
      if (window.location.pathname !== '/login') void router.navigate('/login');
    },
  });
  providePrefetchContext(() => ({
    client,
    locale: store.get(localeAtom),
    signedIn: store.get(tokenAtom) !== null,
  }));
  const router = createAppRouter();
  const ready = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  return { client, router, ready };
}

export function App({ store, i18n, client, router }: AppProps) {
  return (
    <JotaiProvider store={store}>
      <UrqlProvider value={client}>
        <I18nextProvider i18n={i18n}>
          <div className={tenaceTheme}>
            <RouterProvider router={router} />
          </div>
        </I18nextProvider>
      </UrqlProvider>
    </JotaiProvider>
  );
}
