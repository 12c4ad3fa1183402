/**
 * Breadcrumbs on the shared layout's routes (storefront.md §2 Layout: "e.g. /search shows
 * search-results"): react-aria's Breadcrumbs, a navigation landmark whose last crumb is the
 * current page (`aria-current="page"`, not a link).
 */
import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
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
      <AriaBreadcrumbs className={styles.list}>
        {trail.map((crumb) => (
          <Breadcrumb key={crumb.href} className={styles.crumb}>
            <Link className={styles.link} href={crumb.href}>
              {crumb.label}
            </Link>
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}
