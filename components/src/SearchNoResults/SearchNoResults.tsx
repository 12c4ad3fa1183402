/**
 * The empty search result (storefront.md §2 Search results: "'your search didn't return results'
 * with tips (search by author etc., check spelling, broaden) and lists of system, difficulty and
 * product-type tags linking to /search?search={tag}").
 */
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { link } from '../StatePanel/StatePanel.css.js';
import { StatePanel } from '../StatePanel/StatePanel.js';
import * as styles from './SearchNoResults.css.js';

/** The tag groups the empty result suggests, in the spec's order. */
export const SUGGESTED_TAG_GROUPS = ['System', 'Difficulty', 'Type'] as const;
export type SuggestedTagGroup = (typeof SUGGESTED_TAG_GROUPS)[number];

export interface SearchNoResultsProps {
  /** Tag names per group, in the user's language. */
  readonly tags: Readonly<Partial<Record<SuggestedTagGroup, readonly string[]>>>;
}

/** The search page of a tag (storefront.md §2: "/search?search={tag}"). */
export function tagSearchPath(tag: string): string {
  return `/search?search=${encodeURIComponent(tag)}`;
}

/**
 * @example
 * <SearchNoResults tags={{ System: ['Acol'], Difficulty: ['Beginner'], Type: ['Set'] }} />
 */
export function SearchNoResults({ tags }: SearchNoResultsProps) {
  const { t } = useTranslation();
  return (
    <StatePanel title={t('store.searchResults.empty')}>
      <h3 className={styles.subtitle}>{t('store.searchResults.tipsTitle')}</h3>
      <ul className={styles.tips}>
        <li>{t('store.searchResults.tipAuthor')}</li>
        <li>{t('store.searchResults.tipSpelling')}</li>
        <li>{t('store.searchResults.tipBroaden')}</li>
      </ul>
      <h3 className={styles.subtitle}>{t('store.searchResults.tagGroups')}</h3>
      {SUGGESTED_TAG_GROUPS.filter((group) => (tags[group]?.length ?? 0) > 0).map((group) => (
        <ul key={group} className={styles.tags} aria-label={t(`store.filters.group.${group}`)}>
          {tags[group]?.map((tag) => (
            <li key={tag}>
              <Link className={link} href={tagSearchPath(tag)}>
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      ))}
    </StatePanel>
  );
}
