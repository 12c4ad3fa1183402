/**
 * Build-time settings (storefront.md §1): the environment, the feature flags and the app's
 * version. Vite reads `VITE_*` variables when the app is built.
 */

/** storefront.md §1: the environments. */
export const ENVIRONMENTS = ['local', 'dev', 'hotfix', 'test', 'live'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

function environmentOf(value: string | undefined): Environment {
  return (ENVIRONMENTS as readonly string[]).includes(value ?? '')
    ? (value as Environment)
    : 'local';
}

/** The environment the app was built for (`VITE_ENVIRONMENT`, default local). */
export const ENVIRONMENT: Environment = environmentOf(import.meta.env.VITE_ENVIRONMENT);

/** storefront.md §1: "App version 4.0.4", shown in the footer. */
export const APP_VERSION = '4.0.4';

/** Feature flags. */
export const FEATURES = {
  /** storefront.md §1: the subscriptions flag, "currently off" (`VITE_FEATURE_SUBSCRIPTIONS=true` turns it on). */
  subscriptions: import.meta.env.VITE_FEATURE_SUBSCRIPTIONS === 'true',
} as const;

/** storefront.md §9: "Version check every 60000 ms". */
export const VERSION_CHECK_MS = 60_000;
export const PRODUCT_PAGE_SIZE = 10;
/** storefront.md §9: "home lists show up to 4 products per group". */
export const HOME_LIST_SIZE = 4;
/** admin.md §2: "a teachers strip (up to 5 authors having at least one product)". */
export const HOME_AUTHORS = 5;
/** storefront.md §7: "Storefront search uses limit 1000, offset 0". */
export const SEARCH_LIMIT = 1000;
