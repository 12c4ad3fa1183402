/**
 * Money as the store shows it (storefront.md §9: "Currency symbols: USD $, GBP £, EUR €, CAD $,
 * AUD $, NZD $; prices shown with two decimals"). Amounts are kept in integer minor units
 * (DESIGN.md "Data"); the API answers major units, which `formatPrice` takes.
 */
import type { Currency } from './generated/enums.js';

/** storefront.md §9: the currency symbols. */
export const CURRENCY_SYMBOLS = {
  USD: '$',
  GBP: '£',
  EUR: '€',
  CAD: '$',
  AUD: '$',
  NZD: '$',
} as const satisfies Record<Currency, string>;

/** storefront.md §4 "Locale and currency": the default is USD. */
export const DEFAULT_CURRENCY: Currency = 'USD';

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
 * Major units as whole minor units, rounded as a person would (1.005 is 101, not 100: the binary
 * fraction just below is nudged up).
 *
 * @example
 * toMinorUnits(12.5) // 1250
 */
export function toMinorUnits(major: number): number {
  const minor = Math.round(Math.abs(major) * 100 + Number.EPSILON * 100);
  return major < 0 && minor > 0 ? -minor : minor;
}

/**
 * An amount in minor units as shown: the symbol, then the amount with two decimals and a decimal
 * point, in either language. Worked out on the integer, so no binary fraction shows.
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

/**
 * An amount in major units (as the API answers prices) as shown: `formatMoney` of its minor units.
 *
 * @example
 * formatPrice(12.5, 'GBP') // '£12.50'
 */
export function formatPrice(major: number, currency: Currency): string {
  return formatMoney(toMinorUnits(major), currency);
}
