/**
 * A voucher applied to the cart (storefront.md §4 "Cart"): the discounts of the model's
 * `voucherDiscounts`, which the server prices the cart by too (it refuses a cart whose discounts
 * disagree), worked out in minor units on the cart's major-unit prices.
 */
import {
  type DiscountType,
  displayedBalance as displayedMinorBalance,
  toMinorUnits,
  voucherDiscounts,
} from '@tenace/model';
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

/**
 * The cart with the voucher's discounts on its items, or undefined when it applies to none
 * ('This voucher is not valid for the items in your cart').
 */
export function applyVoucher(cart: Cart, voucher: RedeemedVoucher): Cart | undefined {
  // A plan is no product: a voucher naming a product is not for it.
  const lines = cart.items.map((item) => ({
    productId: item.type === 'Product' ? item.id : null,
    price: toMinorUnits(item.price),
  }));
  const discounts = voucherDiscounts(lines, {
    discountType: voucher.discountType,
    value: voucher.discountType === 'Percentage' ? voucher.value : toMinorUnits(voucher.value),
    balance: voucher.balance == null ? null : toMinorUnits(voucher.balance),
    productId: voucher.productId ?? null,
  });
  if (discounts === undefined) return undefined;
  const items = cart.items.map((item, index) => {
    const discount = discounts[index] ?? 0;
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
  return displayedMinorBalance(toMinorUnits(balance), toMinorUnits(cartTotal)) / 100;
}
