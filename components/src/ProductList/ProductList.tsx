/**
 * A list of product cards (storefront.md §2: the store, search results, the filterable list)
 * with loading placeholders after the products already shown, the empty message ('no matching
 * products found', §8) and, for the infinitely scrolling list, a call when its end scrolls into
 * view. The list is `aria-busy` while loading, and a status line says so.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard, type ProductSummary } from '../ProductCard/ProductCard.js';
import { ProductCardSkeleton } from '../ProductCard/ProductCardSkeleton.js';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './ProductList.css.js';

export interface ProductListProps {
  readonly products: readonly ProductSummary[];
  /** @default false */
  readonly isLoading?: boolean;
  /** Placeholder cards while loading (e.g. `searchPlaceholderCount(found)`). @default 3 */
  readonly placeholderCount?: number;
  /** Shown when there are no products and nothing is loading; by default the spec's message. */
  readonly empty?: ReactNode;
  /** Called when the end of the list scrolls into view (infinite scrolling, page size 10). */
  readonly onEndReached?: () => void;
  /** A card's buy control (the app's, which knows the cart), if it has one. */
  readonly renderAction?: (product: ProductSummary) => ReactNode;
}

/**
 * @example
 * <ProductList products={page} isLoading={fetching} onEndReached={loadNextPage} />
 */
export function ProductList(props: ProductListProps) {
  const {
    products,
    isLoading = false,
    placeholderCount = 3,
    empty,
    onEndReached,
    renderAction,
  } = props;
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  // The latest callback, so a new function on every render does not re-create the observer
  // (which would report the end again at once).
  const endReached = useRef(onEndReached);
  useEffect(() => {
    endReached.current = onEndReached;
  }, [onEndReached]);
  const paging = onEndReached !== undefined;
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !paging || isLoading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) endReached.current?.();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [paging, isLoading]);
  if (!isLoading && products.length === 0) {
    return (
      <div className={styles.empty} data-empty>
        {empty ?? <p>{t('store.product.empty')}</p>}
      </div>
    );
  }
  return (
    <div className={styles.wrapper}>
      <ul
        className={styles.list}
        aria-label={t('store.product.list')}
        aria-busy={isLoading}
        data-loading={isLoading || undefined}
      >
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} action={renderAction?.(product)} />
          </li>
        ))}
        {isLoading &&
          Array.from({ length: placeholderCount }, (_, index) => (
            // Placeholders have no identity but their place.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`placeholder-${index}`} aria-hidden="true">
              <ProductCardSkeleton />
            </li>
          ))}
      </ul>
      <p className={visuallyHidden} role="status">
        {isLoading ? t('store.product.loading') : ''}
      </p>
      {onEndReached && <div ref={end} className={styles.end} data-end />}
    </div>
  );
}
