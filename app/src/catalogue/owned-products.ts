/**
 * What the signed-in user owns, as the store marks it (storefront.md §3: the purchased flag is
 * derived on the client): `User.products`, the products bought, gifted to them, or a set of a
 * collection they own. An owned product is not bought again for oneself (the API refuses it);
 * giving it to someone else stays possible (§4 Gift flow). A gift voucher is a new code each
 * time, so buying another is never buying it again.
 */
import type { Cart, CartItem } from '../lib/cart.js';

/** The ids of the products the user owns. */
export type OwnedProducts = ReadonlySet<number>;

/** A visitor's: nothing. */
export const NOTHING_OWNED: OwnedProducts = new Set();

/** Whether the user owns the product, so the store shows "Owned" instead of "Add to cart". */
export function ownsProduct(
  owned: OwnedProducts,
  product: { readonly id: number; readonly type: string },
): boolean {
  return product.type !== 'GiftVoucher' && owned.has(product.id);
}

/** The ids of the plans of the subscriptions the user holds, running (use-held-plans.ts). */
export type HeldPlans = ReadonlySet<number>;

/**
 * The cart's items bought for oneself that the user owns already (put in the cart before the
 * login, or bought since on another device): a product they own, or a plan of a subscription
 * they hold (storefront.md §4 Cart); the order would be refused for them.
 */
export function ownedCartItems(
  cart: Cart,
  owned: OwnedProducts,
  heldPlans: HeldPlans = NOTHING_OWNED,
): CartItem[] {
  return cart.items.filter(
    (item) =>
      item.gift === undefined &&
      (item.type === 'Subscription'
        ? heldPlans.has(item.id)
        : item.giftVoucher !== true && owned.has(item.id)),
  );
}
