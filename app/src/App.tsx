/**
 * The providers (Jotai store, urql client, i18next, the kit's theme) around the router.
 */
import type { Client } from '@urql/core';
import type { i18n } from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { createGraphqlClient } from './graphql/client.js';
import { providePrefetchContext } from './graphql/prefetch.js';
import { RouterNavigation } from './router-navigation.js';
import { AppRoutes, preloadFirstPage } from './routes.js';
import { signOutAtom, tokenAtom } from './state/auth.js';
import { localeAtom } from './state/locale.js';

type Store = ReturnType<typeof import('jotai').createStore>;

export interface AppProps {
  readonly store: Store;
  readonly i18n: i18n;
  /** Created by `createClientAndFirstPage`, as is `routerNavigation`. */
  readonly client: Client;
  readonly routerNavigation: RouterNavigation;
}

/**
 * The urql client, then the first page: its chunk is fetched and, once in, its prefetch starts
 * the page's queries with the client (graphql/prefetch.ts). `ready` resolves once the chunk is
 * in (or has failed): rendering then draws the layout and the page in one go, rather than the
 * layout with a skeleton first and everything again a moment later, which on a slow CPU cost
 * more than the wait for the chunk.
 */
export function createClientAndFirstPage(store: Store): {
  client: Client;
  routerNavigation: RouterNavigation;
  ready: Promise<void>;
} {
  const routerNavigation = new RouterNavigation();
  const client = createGraphqlClient({
    token: () => store.get(tokenAtom),
    // storefront.md §4: "A 401 error clears the auth cookie and redirects to /login."
    onUnauthenticated: () => {
      store.set(signOutAtom);
      if (window.location.pathname !== '/login') routerNavigation.go('/login');
    },
  });
  providePrefetchContext(() => ({
    client,
    locale: store.get(localeAtom),
    signedIn: store.get(tokenAtom) !== null,
  }));
  return { client, routerNavigation, ready: preloadFirstPage() };
}

/**
 * Hands the router's navigate to code outside the component tree (the client's 401 handling),
 * from an effect: react-router ignores a navigate called before its component has mounted.
 */
function NavigationBridge({ routerNavigation }: { readonly routerNavigation: RouterNavigation }) {
  const navigate = useNavigate();
  useEffect(
    () => routerNavigation.attach((path) => void navigate(path)),
    [routerNavigation, navigate],
  );
  return null;
}

export function App({ store, i18n, client, routerNavigation }: AppProps) {
  return (
    <JotaiProvider store={store}>
      <UrqlProvider value={client}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <NavigationBridge routerNavigation={routerNavigation} />
            <AppRoutes />
          </BrowserRouter>
        </I18nextProvider>
      </UrqlProvider>
    </JotaiProvider>
  );
}
