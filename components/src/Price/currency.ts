/**
 * The store's currencies and how a price is written (storefront.md §1: six currencies; §9:
 * "Currency symbols: USD $, GBP £, EUR €, CAD $, AUD $, NZD $; prices shown with two decimals").
 */

export const CURRENCIES = ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** storefront.md §9. */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  USD: '$',
  GBP: '£',
  EUR: '€',
  CAD: '$',
  AUD: '$',
  NZD: '$',
};

/**
 * A price in major units as the spec writes it: the currency symbol, then the amount with two
 * decimals and a decimal point, in either language (the same text as the API's
 * `priceLocalFormatted`). The amount is rounded to whole minor units first, so binary fractions
 * such as 1.005 round as a person would.
 *
 * @example
 * formatPrice(12.5, 'GBP'); // '£12.50'
 */
export function formatPrice(amount: number, currency: Currency): string {
  const minor = Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100);
  const sign = amount < 0 && minor > 0 ? '-' : '';
  const cents = String(minor % 100).padStart(2, '0');
  return `${sign}${CURRENCY_SYMBOLS[currency]}${Math.floor(minor / 100)}.${cents}`;
}
