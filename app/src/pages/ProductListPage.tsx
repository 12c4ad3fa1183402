/**
 * /products/all (storefront.md §2), composed of the kit's FilterPanel, SortControl and
 * ProductList: filters and sorting kept in the URL's query, and an infinitely scrolling list, 10
 * products a page; the next page loads when the end of the list comes into view. The filters and
 * the sort dropdown (react-aria's checkboxes and select) load once the page has loaded and the
 * browser is idle, their placeholders standing in until then: the cards do not wait for them.
 * Below the 770 px breakpoint (storefront.md §9) the filters fold behind a Filters button that
 * counts the chosen tags, so a phone shows the products first.
 */
import { LazyFilterPanel, LazySortControl, productListSorts } from '@tenace/components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import {
  filterGroups,
  LIST_ORDERING,
  listSortOf,
  selectionOf,
  withSelection,
} from '../catalogue/product-filters.js';
import { StoreProductList } from '../catalogue/StoreProductList.js';
import { listedTags } from '../catalogue/subscription-visibility.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import {
  type ProductListQuery,
  prefetchFirstPage,
  useProductPages,
} from '../catalogue/use-product-pages.js';
import { FEATURES, PRODUCT_PAGE_SIZE } from '../config.js';
import { FilterTagsDocument } from '../graphql/documents/FilterTags.generated.js';
import type { PagePrefetch } from '../graphql/prefetch.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import type { Locale } from '../lib/locale.js';
import './product-list-page.css';

/**
 * The list's query from the URL: its sort (storefront.md §2: author surname is a choice only
 * when authors exist) and filters, in the locale.
 */
function listQuery(params: URLSearchParams, locale: Locale, hasAuthors: boolean): ProductListQuery {
  return {
    ...LIST_ORDERING[listSortOf(params, productListSorts(hasAuthors))],
    locale,
    tags: listedTags(selectionOf(params), FEATURES.subscriptions),
  };
}

/**
 * The filters' tags and the list's first page, as the page's first render asks for them (before
 * the tags have said whether there are authors).
 */
export const prefetch: PagePrefetch = ({ client, locale, url }) => {
  void client.query(FilterTagsDocument, { language: locale.language }).toPromise();
  prefetchFirstPage(client, listQuery(url.searchParams, locale, false));
};

export default function ProductListPage() {
  const { t } = useTranslation('app');
  const kit = useTranslation().t;
  const [params, setParams] = useSearchParams();
  const { language, currency, locale } = useLocaleVariables();
  const [filterTags] = useQuery({ query: FilterTagsDocument, variables: { language } });
  const hasAuthors = (filterTags.data?.authors?.length ?? 0) > 0;
  const sorts = productListSorts(hasAuthors);
  const sort = listSortOf(params, sorts);
  const selection = selectionOf(params);
  const pages = useProductPages(listQuery(params, locale, hasAuthors));
  // On a phone the filters wait behind a button, so the products come first.
  const [filtersShown, setFiltersShown] = useState(false);
  const chosen = Object.values(selection).reduce((sum, tags) => sum + tags.length, 0);

  return (
    <div className="product-list-page">
      <h1>{t('list.title')}</h1>
      <LazySortControl
        options={sorts}
        value={sort}
        onChange={(next) => {
          const nextParams = new URLSearchParams(params);
          nextParams.set('sort', next);
          setParams(nextParams, { replace: true });
        }}
      />
      <div className="list-layout">
        <div className="list-filters" data-shown={filtersShown || undefined}>
          <button
            type="button"
            className="secondary list-filters-toggle"
            aria-expanded={filtersShown}
            aria-controls="list-filters"
            onClick={() => setFiltersShown((shown) => !shown)}
          >
            {chosen > 0 ? t('list.filtersChosen', { count: chosen }) : t('list.filters')}
          </button>
          <div id="list-filters" className="list-filters-panel">
            <LazyFilterPanel
              groups={filterGroups(
                filterTags.data,
                (type) => kit(`store.filters.purchaseType.${type}`),
                FEATURES.subscriptions,
              )}
              selection={selection}
              onChange={(next) => setParams(withSelection(params, next), { replace: true })}
            />
          </div>
        </div>
        <div>
          <ErrorAlert error={pages.error} />
          <StoreProductList
            products={pages.products}
            currency={currency}
            isLoading={pages.loading}
            // A whole page of placeholders before the first page arrives: the cards then take
            // their places instead of pushing the footer down (a layout shift on every visit).
            placeholderCount={pages.products.length === 0 ? PRODUCT_PAGE_SIZE : undefined}
            onEndReached={pages.loadMore}
          />
        </div>
      </div>
    </div>
  );
}
