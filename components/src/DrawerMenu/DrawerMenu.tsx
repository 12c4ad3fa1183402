/**
 * The menu drawer's contents on narrow screens (storefront.md §2 Layout: "menu (mobile menu with
 * search, tabs and account tabs)"): the search box, the header's tabs stacked, and for a
 * logged-in user the account tabs, the staff area and Log out; then the app's settings (the
 * currency, which the header has no room for on a phone).
 */

import { isStaff } from '@tenace/model';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TAB_PATHS, visibleAccountTabs } from '../AccountTabs/account-tabs.js';
import { SearchBox } from '../SearchBox/SearchBox.js';
import { HeaderTabs } from '../StoreHeader/HeaderTabs.js';
import type { HeaderTab } from '../StoreHeader/header-tabs.js';
import { STORE_PATHS } from '../store/paths.js';
import type { StoreUser } from '../store/user.js';
import * as styles from './DrawerMenu.css.js';

export interface DrawerMenuProps {
  readonly user: StoreUser | null;
  /** storefront.md §1: the subscriptions feature flag. @default false */
  readonly subscriptionsEnabled?: boolean;
  readonly currentTab?: HeaderTab;
  /** Called with a sanitised, non-blank search term. */
  readonly onSearch: (term: string) => void;
  /** Controls below the links, set apart by a rule: labels and fields in one row. */
  readonly settings?: ReactNode;
}

/**
 * @example
 * <Drawer type="menu" onClose={close}><DrawerMenu user={user} onSearch={search} /></Drawer>
 */
export function DrawerMenu(props: DrawerMenuProps) {
  const { user, subscriptionsEnabled = false, currentTab, onSearch, settings } = props;
  const { t } = useTranslation();
  return (
    <div className={styles.menu}>
      <SearchBox onSearch={onSearch} fullWidth />
      <HeaderTabs
        loggedIn={user !== null}
        subscriptionsEnabled={subscriptionsEnabled}
        currentTab={currentTab}
        orientation="column"
      />
      {user && (
        <nav aria-label={t('store.accountTabs.label')}>
          <ul className={styles.list}>
            {isStaff(user.type) && (
              <li>
                <Link className={styles.link} href={STORE_PATHS.admin}>
                  {t(`store.account.${user.type}`)}
                </Link>
              </li>
            )}
            {visibleAccountTabs(subscriptionsEnabled).map((tab) => (
              <li key={tab}>
                <Link className={styles.link} href={ACCOUNT_TAB_PATHS[tab]}>
                  {t(`store.accountTabs.${tab}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link className={styles.link} href={STORE_PATHS.logout}>
                {t('store.account.logout')}
              </Link>
            </li>
          </ul>
        </nav>
      )}
      {settings && <div className={styles.settings}>{settings}</div>}
    </div>
  );
}
