/**
 * The urql client (storefront.md §7): POSTs to /graphql with the bearer token from the auth
 * cookie; any UNAUTHENTICATED answer clears the session and goes to /login (§8).
 */
import { Client, cacheExchange, fetchExchange, mapExchange } from '@urql/core';
import { normaliseError, UNAUTHENTICATED } from '../lib/errors.js';

export interface ClientOptions {
  /** The current bearer token, read on every request. */
  readonly token: () => string | null;
  /** Called on a 401 (UNAUTHENTICATED). */
  readonly onUnauthenticated: () => void;
}

export function createGraphqlClient({ token, onUnauthenticated }: ClientOptions): Client {
  return new Client({
    url: '/graphql',
    preferGetMethod: false,
    exchanges: [
      mapExchange({
        onError(error) {
          if (normaliseError(error).code === UNAUTHENTICATED) onUnauthenticated();
        },
      }),
      cacheExchange,
      fetchExchange,
    ],
    fetchOptions: () => {
      const bearer = token();
      return bearer === null ? {} : { headers: { authorization: `Bearer ${bearer}` } };
    },
  });
}
