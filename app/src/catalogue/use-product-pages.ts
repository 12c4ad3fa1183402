/**
 * The product list's pages (storefront.md §2: infinite scroll, 10 products a page): the first
 * page loads when the sort, filters or locale change; `loadMore` fetches the page after the last
 * one while there is one. An answer for an older query is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Client, type CombinedError, useClient } from 'urql';
import { PRODUCT_PAGE_SIZE } from '../config.js';
import { ProductPageDocument } from '../graphql/documents/ProductPage.generated.js';
import type {
  ProductPageQuery,
  ProductPageQueryVariables,
} from '../graphql/operations.generated.js';

type PageProduct = NonNullable<ProductPageQuery['dynamoProductSearch']>['products'][number];

/** The list's query without its page. */
export type ProductListQuery = Omit<ProductPageQueryVariables, 'pagination'>;

/** A page's variables: the list's query and where the page starts (null: the first page). */
export function pageVariables(
  query: ProductListQuery,
  paginationKey: string | null,
): ProductPageQueryVariables {
  return { ...query, pagination: { pageSize: PRODUCT_PAGE_SIZE, paginationKey } };
}

/**
 * Starts the list's first page (a page's prefetch, graphql/prefetch.ts): the same operation
 * `useProductPages` then asks for.
 */
export function prefetchFirstPage(client: Client, variables: ProductListQuery): void {
  // The same JSON round trip as the hook's, so the variables (and urql's key) are the same.
  void client
    .query(ProductPageDocument, pageVariables(JSON.parse(JSON.stringify(variables)), null))
    .toPromise();
}

export interface ProductPages {
  readonly products: readonly PageProduct[];
  readonly loading: boolean;
  readonly error: CombinedError | undefined;
  /** Fetches the next page, if there is one and none is loading. */
  readonly loadMore: () => void;
}

interface Loaded {
  readonly query: string;
  readonly products: readonly PageProduct[];
  /** The next page's key; null after the last page. */
  readonly next: string | null;
  readonly loading: boolean;
  readonly error: CombinedError | undefined;
}

export function useProductPages(variables: ProductListQuery): ProductPages {
  const client = useClient();
  const query = JSON.stringify(variables);
  const [loaded, setLoaded] = useState<Loaded>({
    query,
    products: [],
    next: null,
    loading: true,
    error: undefined,
  });
  const current = useRef(query);

  const fetchPage = useCallback(
    (paginationKey: string | null) => {
      const asked = current.current;
      setLoaded((state) => ({ ...state, loading: true }));
      client
        .query(
          ProductPageDocument,
          pageVariables(JSON.parse(asked) as ProductListQuery, paginationKey),
        )
        .toPromise()
        .then(({ data, error }) => {
          if (current.current !== asked) return;
          const page = data?.dynamoProductSearch;
          setLoaded((state) => ({
            query: asked,
            products: [
              ...(paginationKey === null ? [] : state.products),
              ...(page?.products ?? []),
            ],
            next: page?.paginationKey ?? null,
            loading: false,
            error,
          }));
        });
    },
    [client],
  );

  useEffect(() => {
    current.current = query;
    setLoaded({ query, products: [], next: null, loading: true, error: undefined });
    fetchPage(null);
  }, [query, fetchPage]);

  const { next, loading } = loaded;
  const loadMore = useCallback(() => {
    if (!loading && next !== null) fetchPage(next);
  }, [loading, next, fetchPage]);

  const fresh = loaded.query === query;
  return {
    products: fresh ? loaded.products : [],
    loading: !fresh || loaded.loading,
    error: fresh ? loaded.error : undefined,
    loadMore,
  };
}
