/**
 * The header's tabs: a navigation landmark of links (they go to routes, so they are links, not
 * an ARIA tab list), the current one marked with `aria-current="page"`. The menu drawer shows the
 * same tabs stacked.
 */
import { useTranslation } from 'react-i18next';
import { NativeLink } from '../store/NativeLink.js';
import * as styles from './HeaderTabs.css.js';
import { HEADER_TAB_PATHS, type HeaderTab, visibleTabs } from './header-tabs.js';

export interface HeaderTabsProps {
  readonly loggedIn: boolean;
  /** storefront.md §1: the subscriptions feature flag. @default false */
  readonly subscriptionsEnabled?: boolean;
  /** The tab of the page being shown. */
  readonly currentTab?: HeaderTab;
  /** @default 'row' */
  readonly orientation?: 'row' | 'column';
}

/**
 * @example
 * <HeaderTabs loggedIn={user !== null} currentTab="products" />
 */
export function HeaderTabs(props: HeaderTabsProps) {
  const { loggedIn, subscriptionsEnabled = false, currentTab, orientation = 'row' } = props;
  const { t } = useTranslation();
  return (
    <nav aria-label={t('store.tabs.label')}>
      <ul className={styles.list} data-orientation={orientation}>
        {visibleTabs(loggedIn, subscriptionsEnabled).map((tab) => (
          <li key={tab}>
            <NativeLink
              className={styles.tab}
              href={HEADER_TAB_PATHS[tab]}
              aria-current={tab === currentTab ? 'page' : undefined}
              data-current={tab === currentTab || undefined}
            >
              {t(`store.tabs.${tab}`)}
            </NativeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
