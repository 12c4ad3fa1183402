/**
 * /products/all (storefront.md §2): filters, sorting and an infinitely scrolling list, 10
 * products a page. A page loads when the end of the list comes into view.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilterPanel } from '../catalogue/FilterPanel.js';
import { ProductPageChunk } from '../catalogue/ProductPageChunk.js';
import { SORTS, sortOf, tagsOf } from '../catalogue/product-filters.js';

export default function ProductListPage() {
  const { t } = useTranslation('app');
  const [params, setParams] = useSearchParams();
  const sort = sortOf(params);
  const query = params.toString();
  const [keys, setKeys] = useState<(string | null)[]>([null]);
  const [next, setNext] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);
  const end = useRef<HTMLDivElement>(null);

  // A new filter or sort starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the trigger
  useEffect(() => {
    setKeys([null]);
    setNext(null);
    setEmpty(false);
  }, [query]);

  const loaded = useCallback(
    (page: number, nextKey: string | null, count: number) => {
      if (page === 0) setEmpty(count === 0);
      setNext((current) => (page === keys.length - 1 ? nextKey : current));
    },
    [keys.length],
  );

  const loadMore = useCallback(() => {
    if (next !== null)
      setKeys((current) => (current.includes(next) ? current : [...current, next]));
  }, [next]);

  useEffect(() => {
    const target = end.current;
    if (target === null || next === null) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMore(),
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [next, loadMore]);

  const tags = tagsOf(params);
  return (
    <div className="product-list-page">
      <h1>{t('list.title')}</h1>
      <label className="sort">
        {t('list.sort')}{' '}
        <select
          value={sort}
          onChange={(event) => {
            const nextParams = new URLSearchParams(params);
            nextParams.set('sort', event.target.value);
            setParams(nextParams, { replace: true });
          }}
        >
          {SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`list.sorts.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="list-layout">
        <FilterPanel />
        <div>
          {empty ? (
            <p>{t('list.empty')}</p>
          ) : (
            <ul className="product-grid" aria-live="polite">
              {keys.map((key, page) => (
                <ProductPageChunk
                  key={`${query}|${key ?? ''}`}
                  sort={sort}
                  tags={tags}
                  paginationKey={key}
                  onLoaded={(nextKey, count) => loaded(page, nextKey, count)}
                />
              ))}
            </ul>
          )}
          <div ref={end} />
          {next !== null && (
            <button type="button" onClick={loadMore}>
              {t('list.more')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
