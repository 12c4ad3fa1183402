import { describe, expect, it } from 'vitest';
import { type Cart, type CartItem, EMPTY_CART } from '../lib/cart.js';
import { NOTHING_OWNED, ownedCartItems, ownsProduct } from './owned-products.js';

const item = (id: number, extra: Partial<CartItem> = {}): CartItem => ({
  id,
  title: `Item ${id}`,
  author: 'Anne Jansen',
  image: null,
  price: 12.99,
  type: 'Product',
  discount: 0,
  discountType: null,
  ...extra,
});

const gift = {
  toFirstName: 'Bea',
  toLastName: 'Bakker',
  toEmail: 'bea@example.com',
  message: 'Hi',
};

describe('owned products', () => {
  it('a set or collection in User.products is owned; a gift voucher never is', () => {
    const owned = new Set([3, 8]);
    expect(ownsProduct(owned, { id: 3, type: 'Set' })).toBe(true);
    expect(ownsProduct(owned, { id: 4, type: 'Collection' })).toBe(false);
    expect(ownsProduct(owned, { id: 8, type: 'GiftVoucher' })).toBe(false);
    expect(ownsProduct(NOTHING_OWNED, { id: 3, type: 'Set' })).toBe(false);
  });

  it('flags the items bought for oneself that are owned, not gifts, vouchers or plans', () => {
    const cart: Cart = {
      ...EMPTY_CART,
      items: [
        item(3),
        item(3, { gift }),
        item(5),
        item(8, { giftVoucher: true }),
        item(3, { type: 'Subscription' }),
      ],
    };
    expect(ownedCartItems(cart, new Set([3, 8])).map((line) => line.id)).toEqual([3]);
    expect(ownedCartItems(cart, NOTHING_OWNED)).toEqual([]);
  });

  it('flags a plan for oneself of a subscription the user holds, not one given as a gift', () => {
    // Plan 7 shares its id with product 7: the plan is held, the product not owned.
    const cart: Cart = {
      ...EMPTY_CART,
      items: [
        item(7),
        item(7, { type: 'Subscription' }),
        item(7, { type: 'Subscription', gift }),
        item(9, { type: 'Subscription' }),
      ],
    };
    const flagged = ownedCartItems(cart, NOTHING_OWNED, new Set([7]));
    expect(flagged).toEqual([item(7, { type: 'Subscription' })]);
  });
});
