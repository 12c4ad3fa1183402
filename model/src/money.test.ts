import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './generated/enums.js';
import { CURRENCY_SYMBOLS, formatMoney, toMajorUnits } from './money.js';

describe('formatMoney (storefront.md §9: symbols, two decimals)', () => {
  it.each([
    [1299, 'USD', '$12.99'],
    [1299, 'GBP', '£12.99'],
    [1299, 'EUR', '€12.99'],
    [1299, 'CAD', '$12.99'],
    [1299, 'AUD', '$12.99'],
    [1299, 'NZD', '$12.99'],
    [0, 'GBP', '£0.00'],
    [5, 'EUR', '€0.05'],
    [500, 'USD', '$5.00'],
    [123456, 'USD', '$1234.56'],
    [-250, 'EUR', '-€2.50'],
  ] as const)('%i minor units of %s is %s', (minor, currency, text) => {
    expect(formatMoney(minor, currency)).toBe(text);
  });

  it('always shows the major units with exactly two decimals', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.constantFrom(...CURRENCIES), (minor, currency) => {
        const text = formatMoney(minor, currency);
        expect(text.startsWith(CURRENCY_SYMBOLS[currency])).toBe(true);
        expect(text.slice(CURRENCY_SYMBOLS[currency].length)).toBe(toMajorUnits(minor).toFixed(2));
      }),
    );
  });
});
