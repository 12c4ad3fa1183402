/** One page (10 products) of the product list; it reports the next page's key when it has one. */
import { useEffect } from 'react';
import { useQuery } from 'urql';
import { PRODUCT_PAGE_SIZE } from '../config.js';
import { ProductPageDocument } from '../graphql/operations.generated.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { ProductCard } from './ProductCard.js';
import { SORT_ORDERING, type Sort } from './product-filters.js';
import { useLocaleVariables } from './use-locale-variables.js';

export interface ProductPageChunkProps {
  readonly sort: Sort;
  readonly tags: string[][];
  readonly paginationKey: string | null;
  /** The next page's key (null on the last page) and whether this page was empty. */
  readonly onLoaded: (next: string | null, count: number) => void;
}

export function ProductPageChunk({ sort, tags, paginationKey, onLoaded }: ProductPageChunkProps) {
  const { locale } = useLocaleVariables();
  const [{ data, fetching, error }] = useQuery({
    query: ProductPageDocument,
    variables: {
      ...SORT_ORDERING[sort],
      locale,
      tags,
      pagination: { pageSize: PRODUCT_PAGE_SIZE, paginationKey },
    },
  });
  const page = data?.dynamoProductSearch;
  useEffect(() => {
    if (page) onLoaded(page.paginationKey, page.products.length);
  }, [page, onLoaded]);
  if (error) return <ErrorAlert error={error} />;
  if (fetching && !page) return <PageSkeleton />;
  return (
    <>
      {page?.products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </>
  );
}
