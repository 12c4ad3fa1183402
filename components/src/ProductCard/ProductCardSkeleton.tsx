/**
 * A loading placeholder in the shape of a product card (storefront.md §2: "/skeletons: Loading
 * placeholder demo"; search results show placeholder rows while loading). Hidden from screen
 * readers: the list announces that it is loading.
 */
import * as styles from './ProductCardSkeleton.css.js';

/**
 * @example
 * <ProductCardSkeleton />
 */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-skeleton>
      <div className={styles.cover} />
      <div className={styles.lines}>
        <div className={styles.line} data-width="short" />
        <div className={styles.line} data-width="long" />
        <div className={styles.line} data-width="medium" />
        <div className={styles.line} data-width="short" />
      </div>
    </div>
  );
}
