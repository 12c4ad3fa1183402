import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  type Cart,
  type CartItem,
  EMPTY_CART,
  parseCart,
  serialiseCart,
} from './cart.js';
import { type CartCatalogue, catalogueKey, repriceCart } from './cart-prices.js';

const item = (id: number, price: number, type: CartItem['type'] = 'Product'): CartItem => ({
  id,
  title: `Set ${id}`,
  author: 'Margaret Hale',
  image: null,
  price,
  type,
  discount: 0,
  discountType: null,
});

const catalogue = (...items: CartItem[]): CartCatalogue =>
  new Map(
    items.map((entry) => [
      catalogueKey(entry),
      {
        title: entry.title,
        author: entry.author,
        image: `/covers/${entry.id}.jpg`,
        price: entry.price,
      },
    ]),
  );

const pricedCart = (currency: string, ...items: CartItem[]): Cart => ({
  ...items.reduce(addCartItem, EMPTY_CART),
  pricedIn: currency,
});

describe('the cart priced by the catalogue (storefront.md §4 "Cart", §9)', () => {
  it('takes the prices of the new currency, with no notice', () => {
    const cart = pricedCart('GBP', item(1, 10), item(2, 12));
    const { cart: repriced, changed } = repriceCart(
      cart,
      catalogue(item(1, 11.5), item(2, 13.99)),
      'EUR',
    );
    expect(repriced.items.map((line) => line.price)).toEqual([11.5, 13.99]);
    expect(repriced.pricedIn).toBe('EUR');
    expect(changed).toEqual([]);
  });

  it('tells which prices really changed in the same currency', () => {
    const cart = pricedCart('EUR', item(1, 10), item(2, 12));
    const { cart: repriced, changed } = repriceCart(
      cart,
      catalogue(item(1, 10), item(2, 14)),
      'EUR',
    );
    expect(repriced.items.map((line) => line.price)).toEqual([10, 14]);
    expect(changed).toEqual(['Set 2']);
  });

  it('fills in the details of a cart read from the cookie', () => {
    const cookie = parseCart(
      serialiseCart(pricedCart('EUR', item(1, 10), item(3, 7, 'Subscription'))),
    );
    const { cart: repriced, changed } = repriceCart(
      cookie,
      catalogue(item(1, 10), item(3, 7, 'Subscription')),
      'EUR',
    );
    expect(repriced.items).toEqual([
      { ...item(1, 10), image: '/covers/1.jpg' },
      { ...item(3, 7, 'Subscription'), image: '/covers/3.jpg' },
    ]);
    expect(changed).toEqual([]);
  });

  it('does not mistake a plan for the product of the same id', () => {
    const cart = pricedCart('EUR', item(1, 10, 'Subscription'));
    const { cart: repriced } = repriceCart(cart, catalogue(item(1, 99)), 'EUR');
    expect(repriced.items).toEqual([]);
  });

  it('drops an item the catalogue no longer sells', () => {
    const cart = pricedCart('EUR', item(1, 10), item(2, 12));
    const { cart: repriced } = repriceCart(cart, catalogue(item(2, 12)), 'EUR');
    expect(repriced.items.map((line) => line.id)).toEqual([2]);
  });

  it('has the voucher’s discounts follow the new prices', () => {
    const voucher = { id: 7, code: 'TEN', value: 10, discountType: 'Percentage' as const };
    const cart = { ...pricedCart('GBP', item(1, 10)), voucher };
    const { cart: repriced } = repriceCart(cart, catalogue(item(1, 20)), 'EUR');
    expect(repriced.items.map((line) => line.discount)).toEqual([2]);
    expect(repriced.voucher).toEqual(voucher);
  });

  it('lets go of a voucher that no longer applies to any item', () => {
    const voucher = {
      id: 7,
      code: 'SET2',
      value: 50,
      discountType: 'Percentage' as const,
      productId: 2,
    };
    const cart = { ...pricedCart('EUR', item(1, 10), item(2, 12)), voucher };
    const { cart: repriced } = repriceCart(cart, catalogue(item(1, 10)), 'EUR');
    expect(repriced.voucher).toBeNull();
    expect(repriced.items.map((line) => line.discount)).toEqual([0]);
  });
});
