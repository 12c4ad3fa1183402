/**
 * The account page's tabs (storefront.md §2 route table: "/account: Account with tabs: personal
 * details (index), payment, purchases, password, subscriptions (subscriptions only if flag
 * on)"). The spec names the tabs; their paths below /account are our choice.
 */
export const ACCOUNT_TABS = [
  'details',
  'payment',
  'purchases',
  'password',
  'subscriptions',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const ACCOUNT_TAB_PATHS: Readonly<Record<AccountTab, string>> = {
  details: '/account',
  payment: '/account/payment',
  purchases: '/account/purchases',
  password: '/account/password',
  subscriptions: '/account/subscriptions',
};

/** The account tabs in order; subscriptions only with the feature flag on (§1: currently off). */
export function visibleAccountTabs(subscriptionsEnabled: boolean): AccountTab[] {
  return ACCOUNT_TABS.filter((tab) => tab !== 'subscriptions' || subscriptionsEnabled);
}
