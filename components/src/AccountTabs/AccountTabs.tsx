/**
 * The account page's tabs (storefront.md §2: personal details, payment, purchases, password,
 * subscriptions if the flag is on; "Tabs scroll on narrow screens"). react-aria's Tabs with a
 * link per tab, so each tab is a route and the arrow keys move along the tab list; the page of
 * the current tab is the panel's content.
 */
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './AccountTabs.css.js';
import { ACCOUNT_TAB_PATHS, type AccountTab, visibleAccountTabs } from './account-tabs.js';

export interface AccountTabsProps {
  /** The tab of the page being shown. */
  readonly current: AccountTab;
  /** storefront.md §1: the subscriptions feature flag. @default false */
  readonly subscriptionsEnabled?: boolean;
  /** The current tab's page. */
  readonly children: ReactNode;
}

/**
 * @example
 * <AccountTabs current="payment"><PaymentPage /></AccountTabs>
 */
export function AccountTabs({ current, subscriptionsEnabled = false, children }: AccountTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs className={styles.tabs} selectedKey={current}>
      <TabList className={styles.list} aria-label={t('store.accountTabs.label')}>
        {visibleAccountTabs(subscriptionsEnabled).map((tab) => (
          <Tab key={tab} id={tab} href={ACCOUNT_TAB_PATHS[tab]} className={styles.tab}>
            {t(`store.accountTabs.${tab}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanel id={current} className={styles.panel}>
        {children}
      </TabPanel>
    </Tabs>
  );
}
