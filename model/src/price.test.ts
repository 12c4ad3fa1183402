import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './generated/enums.js';
import { CURRENCY_SYMBOLS, formatPrice } from './money.js';

describe('prices (storefront.md §9)', () => {
  it('has the six currencies with the spec symbols', () => {
    expect(CURRENCIES).toEqual(['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD']);
    expect(CURRENCY_SYMBOLS).toEqual({
      USD: '$',
      GBP: '£',
      EUR: '€',
      CAD: '$',
      AUD: '$',
      NZD: '$',
    });
  });

  it.each([
    [12.5, 'GBP', '£12.50'],
    [0, 'EUR', '€0.00'],
    [9.99, 'USD', '$9.99'],
    [1234.5, 'NZD', '$1234.50'],
    [7, 'AUD', '$7.00'],
    [3.333, 'CAD', '$3.33'],
  ] as const)('writes %s %s as %s', (amount, currency, text) => {
    expect(formatPrice(amount, currency)).toBe(text);
  });

  it('rounds to whole minor units as a person would', () => {
    expect(formatPrice(1.005, 'EUR')).toBe('€1.01');
    expect(formatPrice(0.1 + 0.2, 'EUR')).toBe('€0.30');
    expect(formatPrice(2.999, 'GBP')).toBe('£3.00');
  });

  it('puts a minus sign before the symbol, and none on a zero', () => {
    expect(formatPrice(-4.5, 'GBP')).toBe('-£4.50');
    expect(formatPrice(-0.001, 'GBP')).toBe('£0.00');
  });
});
