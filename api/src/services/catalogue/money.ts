import type { Currency } from '../../domain/currency.js';
import type { PriceRow } from '../../repositories/prices.js';

/** storefront.md §9: the currency symbols. */
export const CURRENCY_SYMBOLS = {
  USD: '$',
  GBP: '£',
  EUR: '€',
  CAD: '$',
  AUD: '$',
  NZD: '$',
} as const satisfies Record<Currency, string>;

/** A tier's amount in one currency, in minor units. */
export function amountIn(price: PriceRow, currency: Currency): number {
  return price[`price${currency}`];
}

/**
 * Minor units as major units: every one of the six currencies has two decimals.
 *
 * @example
 * toMajorUnits(1299) // 12.99
 */
export function toMajorUnits(minor: number): number {
  return minor / 100;
}

/**
 * An amount as shown (storefront.md §9: the symbol, then the amount with two decimals). Worked
 * out on the integer, so no binary fraction shows.
 *
 * @example
 * formatMoney(1299, 'GBP') // '£12.99'
 * formatMoney(500, 'NZD') // '$5.00'
 */
export function formatMoney(minor: number, currency: Currency): string {
  const sign = minor < 0 ? '-' : '';
  const units = Math.abs(minor);
  const cents = String(units % 100).padStart(2, '0');
  return `${sign}${CURRENCY_SYMBOLS[currency]}${Math.floor(units / 100)}.${cents}`;
}
