/**
 * The search results' heading (storefront.md §2 Search results: "heading with count and term").
 */
import { Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './SearchResultsHeading.css.js';

export interface SearchResultsHeadingProps {
  /** The number of products found. */
  readonly count: number;
  /** The term searched for. */
  readonly term: string;
}

/**
 * @example
 * <SearchResultsHeading count={products.length} term={term} />
 */
export function SearchResultsHeading({ count, term }: SearchResultsHeadingProps) {
  const { t } = useTranslation();
  return (
    <Heading level={1} className={styles.heading}>
      {t('store.searchResults.heading', { count, term })}
    </Heading>
  );
}
