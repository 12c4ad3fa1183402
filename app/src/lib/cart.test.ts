import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  type CartItem,
  cartCookieName,
  cartTotal,
  EMPTY_CART,
  parseCart,
  removeCartItem,
  serialiseCart,
} from './cart.js';

const item = (id: number, price = 10, gift?: CartItem['gift']): CartItem => ({
  id,
  title: `Set ${id}`,
  author: 'Anna de Vries',
  image: null,
  price,
  type: 'Product',
  discount: 0,
  discountType: null,
  ...(gift && { gift }),
});

const gift = (toEmail: string) => ({
  toFirstName: 'Bea',
  toLastName: 'Jansen',
  toEmail,
  message: 'Enjoy!',
});

describe('the cart (storefront.md §4)', () => {
  it('is kept in bb-cart-{environment}', () => {
    expect(cartCookieName('live')).toBe('bb-cart-live');
  });

  it('merges an item already in the cart', () => {
    const cart = addCartItem(addCartItem(EMPTY_CART, item(1)), item(1, 12));
    expect(cart.items).toEqual([item(1, 12)]);
  });

  it('keeps a gift apart from the buyer’s own copy, and gifts to different people apart', () => {
    let cart = addCartItem(EMPTY_CART, item(1));
    cart = addCartItem(cart, item(1, 10, gift('bea@example.com')));
    cart = addCartItem(cart, item(1, 10, gift('cor@example.com')));
    cart = addCartItem(cart, item(1, 10, gift('BEA@example.com')));
    expect(cart.items).toHaveLength(3);
  });

  it('recomputes giftsOnly', () => {
    const gifts = addCartItem(EMPTY_CART, item(1, 10, gift('bea@example.com')));
    expect(gifts.giftsOnly).toBe(true);
    const mixed = addCartItem(gifts, item(2));
    expect(mixed.giftsOnly).toBe(false);
    expect(removeCartItem(mixed, 1).giftsOnly).toBe(true);
  });

  it('empties when the last item goes', () => {
    expect(removeCartItem(addCartItem(EMPTY_CART, item(1)), 0)).toEqual(EMPTY_CART);
  });

  it('totals in cents', () => {
    const cart = addCartItem(addCartItem(EMPTY_CART, item(1, 12.99)), item(2, 0.02));
    expect(cartTotal(cart)).toBe(13.01);
  });

  it('survives the cookie and refuses a damaged one', () => {
    const cart = addCartItem(EMPTY_CART, item(1, 10, gift('bea@example.com')));
    expect(parseCart(serialiseCart(cart))).toEqual(cart);
    expect(parseCart('{oops')).toEqual(EMPTY_CART);
    expect(parseCart('{"items":[{"id":"x"}]}')).toEqual(EMPTY_CART);
  });
});
