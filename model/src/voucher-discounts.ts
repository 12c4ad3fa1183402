/**
 * The voucher rules of the cart, which the server prices by and the app previews by (the server
 * refuses a cart whose discounts disagree): all in minor units.
 */
import type { DiscountType } from './generated/enums.js';

/** A cart line as the voucher rules see it: its product (null for a plan) and price. */
export interface PricedLine {
  readonly productId: number | null;
  /** Minor units in the cart's currency. */
  readonly price: number;
}

/** What a voucher gives, as the rules need it. */
export interface VoucherTerms {
  readonly discountType: DiscountType;
  /** A percentage (0–100) for Percentage vouchers; minor units for FixedValue ones. */
  readonly value: number;
  /** What is left to spend of a FixedValue voucher; null: its whole value. */
  readonly balance: number | null;
  /** The one product the voucher is for; null: every item. */
  readonly productId: number | null;
}

/**
 * The discount of each line under a voucher (storefront.md §4 "Cart"), in line order, or
 * `undefined` when the voucher applies to no line ('This voucher is not valid for the items in
 * your cart').
 *
 * - Percentage: every line, or only the voucher's product when it names one; each discount is
 *   the percentage of the line's price rounded half up to the minor unit (docs/decisions.md).
 * - FixedValue: the balance is spent line by line in cart order, each line at most its price,
 *   until it runs out; a voucher naming a product is spent on that product's lines only.
 *
 * @example
 * voucherDiscounts([{ productId: 1, price: 1000 }, { productId: 2, price: 500 }],
 *   { discountType: 'FixedValue', value: 1200, balance: 1200, productId: null })
 * // [1000, 200]
 */
export function voucherDiscounts(
  lines: readonly PricedLine[],
  voucher: VoucherTerms,
): number[] | undefined {
  const eligible = (line: PricedLine) =>
    voucher.productId === null || line.productId === voucher.productId;
  if (!lines.some(eligible)) return undefined;
  if (voucher.discountType === 'Percentage') {
    return lines.map((line) =>
      eligible(line) ? Math.min(line.price, Math.round((line.price * voucher.value) / 100)) : 0,
    );
  }
  let remaining = voucher.balance ?? voucher.value;
  return lines.map((line) => {
    if (!eligible(line)) return 0;
    const discount = Math.max(0, Math.min(line.price, remaining));
    remaining -= discount;
    return discount;
  });
}

/**
 * The voucher credit left to show beside the cart (storefront.md §4 "Cart": max(balance minus
 * cart total, 0)).
 */
export function displayedBalance(balance: number, cartTotal: number): number {
  return Math.max(balance - cartTotal, 0);
}
