/** The six currencies (storefront.md §1). */
export const CURRENCIES = ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** storefront.md §4 "Locale and currency": the default is USD. */
export const DEFAULT_CURRENCY: Currency = 'USD';
