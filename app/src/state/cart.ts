/** The cart, kept in the `bb-cart-{environment}` cookie (storefront.md §3). */
import { atom } from 'jotai';
import { ENVIRONMENT } from '../config.js';
import {
  addCartItem,
  type Cart,
  type CartItem,
  cartCookieName,
  parseCart,
  removeCartItem,
  serialiseCart,
} from '../lib/cart.js';
import { getCookie, setCookie } from '../lib/cookies.js';

const COOKIE = cartCookieName(ENVIRONMENT);

const storedCartAtom = atom<Cart>(parseCart(getCookie(COOKIE)));

/** The cart; every change is written to the cookie. */
export const cartAtom = atom(
  (get) => get(storedCartAtom),
  (_get, set, cart: Cart) => {
    setCookie(COOKIE, serialiseCart(cart));
    set(storedCartAtom, cart);
  },
);

export const addToCartAtom = atom(null, (get, set, item: CartItem) => {
  set(cartAtom, addCartItem(get(cartAtom), item));
});

export const removeFromCartAtom = atom(null, (get, set, index: number) => {
  set(cartAtom, removeCartItem(get(cartAtom), index));
});

/**
 * Asks for the catalogue's prices again, past any answer kept by the client: the order was
 * refused because a price changed (CartPricing updates the cart and says so).
 */
export const cartPricesCheckAtom = atom(0);
