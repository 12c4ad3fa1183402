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

  it('keeps in the cookie what was chosen, and the catalogue’s details wait for the catalogue', () => {
    const cart = addCartItem(
      addCartItem(EMPTY_CART, item(1, 10, gift('bea@example.com'))),
      item(2),
    );
    expect(JSON.parse(serialiseCart(cart))).toEqual({
      items: [
        { id: 1, type: 'Product', gift: gift('bea@example.com') },
        { id: 2, type: 'Product' },
      ],
      voucher: null,
      giftsOnly: false,
    });
    const read = parseCart(serialiseCart(cart));
    expect(read.items.map(({ id, type, gift }) => ({ id, type, gift }))).toEqual(
      cart.items.map(({ id, type, gift }) => ({ id, type, gift })),
    );
    expect(read.items.map((line) => [line.title, line.price])).toEqual([
      ['', 0],
      ['', 0],
    ]);
    expect(read.pricedIn).toBeNull();
    expect(read.giftsOnly).toBe(false);
  });

  it('keeps 20 items with long gift messages within the 4 KB a browser keeps of a cookie', () => {
    let cart = EMPTY_CART;
    for (let id = 1; id <= 20; id += 1) {
      cart = addCartItem(cart, {
        ...item(id, 10, id % 4 === 0 ? gift(`friend${id}@example.com`) : undefined),
        image: `/uploads/covers/${'x'.repeat(200)}.jpg`,
      });
    }
    expect(encodeURIComponent(serialiseCart(cart)).length).toBeLessThan(4000);
    expect(parseCart(serialiseCart(cart)).items).toHaveLength(20);
  });

  it('reads a cookie of the older shape, which kept every detail, without losing an item', () => {
    const older = JSON.stringify({
      items: [item(1, 10), item(2, 10, gift('bea@example.com'))],
      voucher: { id: 7, code: 'TEN' },
      giftsOnly: false,
    });
    const read = parseCart(older);
    expect(read.items.map(({ id, gift }) => ({ id, gift }))).toEqual([
      { id: 1, gift: undefined },
      { id: 2, gift: gift('bea@example.com') },
    ]);
    // A voucher without its terms cannot be applied again: it is entered again.
    expect(read.voucher).toBeNull();
  });

  it('keeps a voucher with its terms', () => {
    const voucher = { id: 7, code: 'TEN', value: 10, discountType: 'Percentage' as const };
    const cart = { ...addCartItem(EMPTY_CART, item(1)), voucher };
    expect(parseCart(serialiseCart(cart)).voucher).toEqual(voucher);
  });

  it('refuses a damaged cookie', () => {
    expect(parseCart('{oops')).toEqual(EMPTY_CART);
    expect(parseCart('{"items":[{"id":"x"}]}')).toEqual(EMPTY_CART);
  });
});
