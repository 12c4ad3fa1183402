import { describe, expect, it } from 'vitest';
import { normalisePromoCode, PROMO_CODE_MAX, promoCodeRule } from './promo-code.js';

describe('the promo code (storefront.md §5)', () => {
  it('is trimmed and upper-cased', () => {
    expect(normalisePromoCode('  spring-25 ')).toBe('SPRING-25');
  });

  it('has at most 50 characters once trimmed', () => {
    expect(PROMO_CODE_MAX).toBe(50);
    expect(promoCodeRule(` ${'a'.repeat(50)} `, {})).toBeUndefined();
    expect(promoCodeRule('a'.repeat(51), {})).toEqual({ message: 'tooLong', max: 50 });
  });
});
