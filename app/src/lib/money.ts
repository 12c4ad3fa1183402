/** storefront.md §9: currency symbols, two decimals. */
import type { Currency } from './locale.js';

export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  USD: '$',
  GBP: '£',
  EUR: '€',
  CAD: '$',
  AUD: '$',
  NZD: '$',
};

export function formatPrice(amount: number, currency: Currency): string {
  return `${CURRENCY_SYMBOLS[currency]}${amount.toFixed(2)}`;
}
