/**
 * Which tabs the header shows (storefront.md §2 Layout: "tabs (products, authors, subscriptions
 * if on, my-library when logged in, login when logged out)"), and where each goes.
 */
import { STORE_PATHS } from '../store/paths.js';

export const HEADER_TABS = ['products', 'authors', 'subscriptions', 'library', 'login'] as const;
export type HeaderTab = (typeof HEADER_TABS)[number];

/** Each tab's route (storefront.md §2 route table). */
export const HEADER_TAB_PATHS: Readonly<Record<HeaderTab, string>> = {
  products: STORE_PATHS.products,
  authors: STORE_PATHS.authors,
  subscriptions: STORE_PATHS.subscriptions,
  library: STORE_PATHS.library,
  login: STORE_PATHS.login,
};

/**
 * The tabs in order, for a logged-in user or not, with the subscriptions feature flag
 * (storefront.md §1: currently off) on or off.
 */
export function visibleTabs(loggedIn: boolean, subscriptionsEnabled: boolean): HeaderTab[] {
  return HEADER_TABS.filter((tab) => {
    if (tab === 'subscriptions') return subscriptionsEnabled;
    if (tab === 'library') return loggedIn;
    if (tab === 'login') return !loggedIn;
    return true;
  });
}
