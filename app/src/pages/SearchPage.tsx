/**
 * Search results (storefront.md §2 "Search results"), composed of the kit's store components: the
 * heading with count and term, the sort dropdown (title ascending by default; creation date
 * descending, others ascending), the products; while loading, 5 minus the number found
 * placeholder cards; an empty result gives tips and the system, difficulty and type tags as
 * searches. Subscriptions are hidden with the flag off. The sort dropdown (react-aria's select)
 * loads once the page has loaded and the browser is idle, its placeholder showing the order until
 * then, as on the product list: the results do not wait for it.
 */
import {
  LazySortControl,
  SEARCH_SORTS,
  SearchNoResults,
  SearchResultsHeading,
  searchOrder,
  searchPlaceholderCount,
} from '@tenace/components';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { StoreProductList } from '../catalogue/StoreProductList.js';
import { searchSortOf, suggestedTags } from '../catalogue/search-params.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { FEATURES, SEARCH_LIMIT } from '../config.js';
import { ProductSearchDocument } from '../graphql/documents/ProductSearch.generated.js';
import { SearchTagsDocument } from '../graphql/documents/SearchTags.generated.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { currency, language } = useLocaleVariables();
  const term = params.get('search') ?? '';
  const sort = searchSortOf(params);
  const [{ data, fetching, error }] = useQuery({
    query: ProductSearchDocument,
    variables: {
      searchTerm: term,
      limit: SEARCH_LIMIT,
      offset: 0,
      ...searchOrder(sort),
      currency,
    },
    requestPolicy: 'network-only',
    pause: term === '',
  });
  const [tags] = useQuery({ query: SearchTagsDocument, variables: { language } });
  const products = (data?.productSearch?.products ?? [])
    .map((hit) => hit.product)
    .filter((product) => FEATURES.subscriptions || product.productType !== 'Subscription');

  return (
    <section className="search-page">
      <SearchResultsHeading count={products.length} term={term} />
      <LazySortControl
        options={SEARCH_SORTS}
        value={sort}
        onChange={(next) => {
          const nextParams = new URLSearchParams(params);
          nextParams.set('sort', next);
          setParams(nextParams, { replace: true });
        }}
      />
      <ErrorAlert error={error} />
      <StoreProductList
        products={products}
        currency={currency}
        isLoading={fetching}
        placeholderCount={searchPlaceholderCount(products.length)}
        empty={<SearchNoResults tags={suggestedTags(tags.data?.tags ?? [])} />}
      />
    </section>
  );
}
