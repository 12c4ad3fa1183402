/**
 * Breadcrumbs on the shared layout's routes (storefront.md §2 Layout: "e.g. /search shows
 * search-results"): a navigation landmark with a list of react-aria links whose last crumb is the
 * current page (`aria-current="page"`, a disabled link), the markup react-aria's Breadcrumbs
 * draws, without its collection machinery (about 5 KB gzipped that every page would load first).
 */
import { useTranslation } from 'react-i18next';
import { NativeLink } from '../store/NativeLink.js';
import * as styles from './Breadcrumbs.css.js';

export interface Crumb {
  /** The crumb's text, already translated (a product's title, an author's name…). */
  readonly label: string;
  readonly href: string;
}

export interface BreadcrumbsProps {
  /** The trail after Home, the current page last. */
  readonly items: readonly Crumb[];
}

/**
 * @example
 * <Breadcrumbs items={[{ label: t('store.breadcrumbs.searchResults'), href: '/search?search=x' }]} />
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { t } = useTranslation();
  const trail = [{ label: t('store.breadcrumbs.home'), href: '/' }, ...items];
  return (
    <nav aria-label={t('store.breadcrumbs.label')}>
      <ol className={styles.list} aria-label={t('store.breadcrumbs.label')}>
        {trail.map((crumb, index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <li
              key={crumb.href}
              className={styles.crumb}
              data-disabled={isCurrent || undefined}
              data-current={isCurrent || undefined}
            >
              {isCurrent ? (
                // The current page's crumb is a disabled link, drawn as react-aria's Link draws one.
                // biome-ignore lint/a11y/useSemanticElements: an <a> without href is no link
                // biome-ignore lint/a11y/useFocusableInteractive: a disabled link takes no focus
                <span
                  className={styles.link}
                  role="link"
                  aria-disabled="true"
                  aria-current="page"
                  data-current
                >
                  {crumb.label}
                </span>
              ) : (
                <NativeLink className={styles.link} href={crumb.href}>
                  {crumb.label}
                </NativeLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
