import { describe, expect, it } from 'vitest';
import { formatPrice } from './money.js';

describe('prices (storefront.md §9)', () => {
  it('show the symbol and two decimals', () => {
    expect(formatPrice(12.9, 'GBP')).toBe('£12.90');
    expect(formatPrice(5, 'EUR')).toBe('€5.00');
    expect(formatPrice(0, 'NZD')).toBe('$0.00');
  });
});
