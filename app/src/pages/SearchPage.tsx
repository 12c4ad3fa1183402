/**
 * Search results (storefront.md §2 "Search results"): heading with count and term, a sort
 * dropdown (title ascending by default; creation date descending, others ascending), the
 * products; while loading, 5 minus the number found placeholder rows; an empty result gives tips
 * and the system, difficulty and type tags as searches. Subscriptions are hidden with the flag off.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { ProductGrid } from '../catalogue/ProductGrid.js';
import {
  SEARCH_ORDERING_KEYS,
  SEARCH_ORDERINGS,
  searchDirection,
} from '../catalogue/search-order.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { FEATURES, SEARCH_LIMIT } from '../config.js';
import { ProductSearchDocument, SearchTagsDocument } from '../graphql/operations.generated.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';

/** storefront.md §2: "lists of system, difficulty and product-type tags". */
const TIP_GROUPS = ['System', 'Difficulty', 'Type'] as const;

export default function SearchPage() {
  const { t } = useTranslation('app');
  const [params, setParams] = useSearchParams();
  const { currency, language } = useLocaleVariables();
  const term = params.get('search') ?? '';
  const orderBy = SEARCH_ORDERINGS.find((o) => o === params.get('orderBy')) ?? 'product.title';
  const [{ data, fetching, error }] = useQuery({
    query: ProductSearchDocument,
    variables: {
      searchTerm: term,
      limit: SEARCH_LIMIT,
      offset: 0,
      orderBy,
      orderByDirection: searchDirection(orderBy),
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
      <h1>{t('search.heading', { count: products.length, term })}</h1>
      <label className="sort">
        {t('list.sort')}{' '}
        <select
          value={orderBy}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            next.set('orderBy', event.target.value);
            setParams(next, { replace: true });
          }}
        >
          {SEARCH_ORDERINGS.map((option) => (
            <option key={option} value={option}>
              {t(`search.orderings.${SEARCH_ORDERING_KEYS[option]}`)}
            </option>
          ))}
        </select>
      </label>
      <ErrorAlert error={error} />
      <ProductGrid products={products} />
      {fetching && <PageSkeleton rows={Math.max(5 - products.length, 0)} />}
      {!fetching && products.length === 0 && (
        <div className="search-empty">
          <p>{t('search.empty')}</p>
          <ul>
            <li>{t('search.tip1')}</li>
            <li>{t('search.tip2')}</li>
            <li>{t('search.tip3')}</li>
          </ul>
          {TIP_GROUPS.map((group) => {
            const names = (tags.data?.tags ?? []).filter((tag) => tag.tagGroup?.nameEnGB === group);
            if (names.length === 0) return null;
            return (
              <nav key={group} aria-label={group}>
                <ul className="tags">
                  {names.map((tag) => (
                    <li key={tag.id}>
                      <Link to={`/search?search=${encodeURIComponent(tag.name)}`}>{tag.name}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            );
          })}
        </div>
      )}
    </section>
  );
}
