import type { NewPurchaseItem } from '../../repositories/purchases.js';

/** The gift columns of an item the buyer keeps: no recipient, no message. */
const NO_GIFT = {
  giftedToUserId: null,
  giftToFirstName: null,
  giftToLastName: null,
  giftToEmail: null,
  giftMessage: null,
} as const satisfies Partial<NewPurchaseItem>;

/**
 * A purchase item bought for the buyer themself (a plan's renewal, the demo's sales): every gift
 * column empty. The checkout builds its items from the cart, gifts included (cart-pricing.ts).
 *
 * @example
 * itemWithoutGift({ productId: null, subscriptionPlanId: plan.id, price: 900, discount: 0, discountType: null })
 */
export function itemWithoutGift(
  item: Omit<NewPurchaseItem, keyof typeof NO_GIFT>,
): NewPurchaseItem {
  return { ...item, ...NO_GIFT };
}
