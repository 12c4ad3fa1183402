/**
 * The voucher (promo) code box's rule (storefront.md §5: "Promo code: max 50, trimmed,
 * upper-cased"; §9 promo code 50).
 */
import { maxLength, type Rule } from './validation.js';

export const PROMO_CODE_MAX = 50;

/** The code as it is redeemed: trimmed and upper-cased. */
export function normalisePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

/** At most 50 characters once trimmed. */
export const promoCodeRule: Rule = (value, values) =>
  maxLength(PROMO_CODE_MAX)(normalisePromoCode(value), values);
