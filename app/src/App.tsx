/**
 * The providers (Jotai store, urql client, i18next, the kit's theme) around the router.
 */
import { tenaceTheme } from '@tenace/components';
import type { i18n } from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { createGraphqlClient } from './graphql/client.js';
import { providePrefetchContext } from './graphql/prefetch.js';
import { createAppRouter } from './routes.js';
import { signOutAtom, tokenAtom } from './state/auth.js';
import { localeAtom } from './state/locale.js';

type Store = ReturnType<typeof import('jotai').createStore>;

export interface AppProps {
  readonly store: Store;
  readonly i18n: i18n;
}

/**
 * The urql client, then the router: creating the router runs the first page's loader, which
 * starts its queries with the client (graphql/prefetch.ts).
 */
function createClientAndRouter(store: Store) {
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
  return { client, router };
}

export function App({ store, i18n }: AppProps) {
  const { router, client } = useMemo(() => createClientAndRouter(store), [store]);
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
