import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { normalisePromoCode, promoCodeRule } from './field-rules.js';
import { PROMO_CODE_MAX } from './limits.js';

describe('the promo code (storefront.md §5)', () => {
  it('is trimmed and upper-cased', () => {
    expect(normalisePromoCode('  spring-25 ')).toBe('SPRING-25');
    expect(v.parse(promoCodeRule, '  spring-25 ')).toBe('SPRING-25');
  });

  it('has at most 50 characters once trimmed', () => {
    expect(PROMO_CODE_MAX).toBe(50);
    expect(v.safeParse(promoCodeRule, ` ${'a'.repeat(50)} `).success).toBe(true);
    expect(v.safeParse(promoCodeRule, 'a'.repeat(51)).success).toBe(false);
  });
});
