import type { DiscountType } from '@tenace/model';
/**
 * A voucher applied to the cart (storefront.md §4 "Cart"): a Percentage discount on every item,
 * or only the voucher's product when it names one; a FixedValue discount spread across the items
 * in cart order until the balance runs out, capped at each item's price. The server prices the
 * cart the same way (api/src/services/sales/voucher-discounts.ts: a percentage rounded half up to
 * the minor unit) and refuses a cart whose discounts disagree.
 */
import type { Cart } from '../lib/cart.js';

/** A redeemed voucher, as redeemVoucher answers it (major units). */
export interface RedeemedVoucher {
  readonly id: number;
  readonly code: string;
  readonly value: number;
  readonly discountType: DiscountType;
  readonly balance?: number | null;
  readonly productId?: number | null;
}

const cents = (major: number) => Math.round(major * 100);

/**
 * The cart with the voucher's discounts on its items, or undefined when it applies to none
 * ('This voucher is not valid for the items in your cart').
 */
export function applyVoucher(cart: Cart, voucher: RedeemedVoucher): Cart | undefined {
  // A voucher naming no product is for every item, plans included.
  const applies = (item: Cart['items'][number]) =>
    voucher.productId == null || (item.type === 'Product' && item.id === voucher.productId);
  if (!cart.items.some(applies)) return undefined;
  let remaining = cents(voucher.balance ?? voucher.value);
  const items = cart.items.map((item) => {
    const price = cents(item.price);
    let discount = 0;
    if (applies(item)) {
      if (voucher.discountType === 'Percentage') {
        discount = Math.min(price, Math.round((price * voucher.value) / 100));
      } else {
        discount = Math.max(0, Math.min(price, remaining));
        remaining -= discount;
      }
    }
    return {
      ...item,
      discount: discount / 100,
      discountType: discount > 0 ? voucher.discountType : null,
    };
  });
  // Its terms are kept with the cart: the discounts follow the prices (cart-prices.ts).
  const { id, code, value, discountType, balance, productId } = voucher;
  return { ...cart, items, voucher: { id, code, value, discountType, balance, productId } };
}

/** storefront.md §4: "Removing the voucher clears discounts and the remaining balance". */
export function removeVoucher(cart: Cart): Cart {
  return {
    ...cart,
    voucher: null,
    items: cart.items.map((item) => ({ ...item, discount: 0, discountType: null })),
  };
}

/** storefront.md §4: "Displayed balance = max(balance minus cart total, 0)" (major units). */
export function displayedBalance(balance: number, cartTotal: number): number {
  return Math.max(cents(balance) - cents(cartTotal), 0) / 100;
}
