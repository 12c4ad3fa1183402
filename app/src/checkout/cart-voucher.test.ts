import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../lib/cart.js';
import { applyVoucher, displayedBalance, removeVoucher } from './cart-voucher.js';

const item = (id: number, price: number): CartItem => ({
  id,
  title: `Set ${id}`,
  author: 'Margaret Hale',
  image: null,
  price,
  type: 'Product',
  discount: 0,
  discountType: null,
});
const cart: Cart = {
  items: [item(1, 10), item(2, 5.99)],
  voucher: null,
  giftsOnly: false,
  pricedIn: 'EUR',
};

describe('a voucher on the cart (storefront.md §4 "Cart")', () => {
  it('takes a percentage off every item', () => {
    const applied = applyVoucher(cart, {
      id: 7,
      code: 'TEN',
      value: 10,
      discountType: 'Percentage',
    });
    expect(applied?.items.map((i) => i.discount)).toEqual([1, 0.6]);
    // The terms stay with the cart, so the discounts can follow a change of prices.
    expect(applied?.voucher).toEqual({ id: 7, code: 'TEN', value: 10, discountType: 'Percentage' });
  });

  it("takes a percentage off only the voucher's product when it names one", () => {
    const applied = applyVoucher(cart, {
      id: 7,
      code: 'HALF',
      value: 50,
      discountType: 'Percentage',
      productId: 2,
    });
    expect(applied?.items.map((i) => i.discount)).toEqual([0, 3]);
  });

  it('spreads a FixedValue balance in cart order, capped at each price', () => {
    const applied = applyVoucher(cart, {
      id: 8,
      code: 'GIFT',
      value: 25,
      balance: 12,
      discountType: 'FixedValue',
    });
    expect(applied?.items.map((i) => i.discount)).toEqual([10, 2]);
    expect(applied?.items.map((i) => i.discountType)).toEqual(['FixedValue', 'FixedValue']);
  });

  it('does not apply to a cart without its product', () => {
    expect(
      applyVoucher(cart, { id: 9, code: 'X', value: 10, discountType: 'Percentage', productId: 3 }),
    ).toBeUndefined();
  });

  it('is removed with its discounts', () => {
    const applied = applyVoucher(cart, {
      id: 7,
      code: 'TEN',
      value: 100,
      discountType: 'Percentage',
    });
    const removed = removeVoucher(applied as Cart);
    expect(removed.voucher).toBeNull();
    expect(removed.items.map((i) => i.discount)).toEqual([0, 0]);
  });

  it('shows max(balance minus cart total, 0)', () => {
    expect(displayedBalance(25, 15.99)).toBe(9.01);
    expect(displayedBalance(10, 15.99)).toBe(0);
  });
});
