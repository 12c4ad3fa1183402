import type { DiscountType } from '@tenace/model';
/**
 * The cart's rules (storefront.md §3 Cart, §4 Cart): items merge, the last removal empties the
 * cart, `giftsOnly` is recomputed on every change, and the cart lives in the
 * `bb-cart-{environment}` cookie as URL-encoded JSON. The cookie keeps only what was chosen
 * (each item's id, type and gift details, and the voucher): a browser keeps at most 4 KB per
 * cookie, and the title, author, cover and price are the catalogue's, read in the current
 * currency (cart-prices.ts).
 */
import type { RedeemedVoucher } from '../checkout/cart-voucher.js';

/** storefront.md §4 Gift flow: the recipient's details. */
export interface CartGift {
  readonly toFirstName: string;
  readonly toLastName: string;
  readonly toEmail: string;
  readonly message: string;
}

/** A cart item (storefront.md §3): `price` in major units of the cart's `pricedIn` currency. */
export interface CartItem {
  readonly id: number;
  readonly title: string;
  readonly author: string;
  readonly image: string | null;
  readonly price: number;
  readonly type: 'Product' | 'Subscription';
  readonly discount: number;
  readonly discountType: DiscountType | null;
  readonly gift?: CartGift;
  /** A gift voucher: each one bought is a new code, so it is never already owned. */
  readonly giftVoucher?: boolean;
}

/** What identifies an item: all the cookie keeps of it. */
export type CartLine = Pick<CartItem, 'id' | 'type' | 'gift'>;

export interface Cart {
  readonly items: readonly CartItem[];
  readonly voucher: RedeemedVoucher | null;
  /** True when every item is a gift. */
  readonly giftsOnly: boolean;
  /**
   * The currency the items' details were read from the catalogue in; null until they are (a
   * cart read from the cookie knows only its lines).
   */
  readonly pricedIn: string | null;
}

export const EMPTY_CART: Cart = { items: [], voucher: null, giftsOnly: false, pricedIn: null };

/** storefront.md §3: "'bb-cart-' plus the environment". */
export function cartCookieName(environment: string): string {
  return `bb-cart-${environment}`;
}

function withItems(cart: Cart, items: readonly CartItem[]): Cart {
  if (items.length === 0) return EMPTY_CART;
  return { ...cart, items, giftsOnly: items.every((item) => item.gift !== undefined) };
}

/**
 * Two entries are the same line when they are the same product or subscription for the same
 * person: the buyer, or one gift recipient (by e-mail). A gift for someone else is its own line.
 */
function sameLine(a: CartItem, b: CartItem): boolean {
  return (
    a.id === b.id &&
    a.type === b.type &&
    a.gift?.toEmail.toLowerCase() === b.gift?.toEmail.toLowerCase()
  );
}

/** Adds an item, merging it with the same line if the cart has it (the newer entry wins). */
export function addCartItem(cart: Cart, item: CartItem): Cart {
  const index = cart.items.findIndex((existing) => sameLine(existing, item));
  const items =
    index < 0
      ? [...cart.items, item]
      : cart.items.map((existing, i) => (i === index ? item : existing));
  return withItems(cart, items);
}

/** Removes the line at `index`; removing the last line empties the cart. */
export function removeCartItem(cart: Cart, index: number): Cart {
  return withItems(
    cart,
    cart.items.filter((_, i) => i !== index),
  );
}

/** Whether the buyer's own copy (not a gift) of a product is in the cart. */
export function hasOwnCopy(cart: Cart, productId: number): boolean {
  return cart.items.some((item) => item.id === productId && item.gift === undefined);
}

/** The cart's total in major units, discounts taken off. */
export function cartTotal(cart: Cart): number {
  const cents = cart.items.reduce(
    (sum, item) => sum + Math.round(item.price * 100) - Math.round(item.discount * 100),
    0,
  );
  return Math.max(cents, 0) / 100;
}

const isGift = (value: unknown): value is CartGift =>
  typeof value === 'object' &&
  value !== null &&
  ['toFirstName', 'toLastName', 'toEmail', 'message'].every(
    (field) => typeof (value as Record<string, unknown>)[field] === 'string',
  );

/** A line of the cookie, in this shape or the older one that kept every detail of the item. */
function cartLineOf(value: unknown): CartItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const line = value as Record<string, unknown>;
  if (typeof line.id !== 'number' || (line.type !== 'Product' && line.type !== 'Subscription'))
    return undefined;
  // The details wait for the catalogue (cart-prices.ts): the cookie's may be out of date.
  return {
    id: line.id,
    type: line.type,
    title: '',
    author: '',
    image: null,
    price: 0,
    discount: 0,
    discountType: null,
    ...(isGift(line.gift) && { gift: line.gift }),
  };
}

const isVoucher = (value: unknown): value is RedeemedVoucher => {
  if (typeof value !== 'object' || value === null) return false;
  const voucher = value as Record<string, unknown>;
  return (
    typeof voucher.id === 'number' &&
    typeof voucher.code === 'string' &&
    typeof voucher.value === 'number' &&
    (voucher.discountType === 'Percentage' || voucher.discountType === 'FixedValue')
  );
};

/**
 * The cart kept in the cookie; a missing or damaged cookie is an empty cart. A voucher kept by
 * an older cookie without its terms is dropped (it is entered again), its items are kept.
 */
export function parseCart(value: string | undefined): Cart {
  if (value === undefined) return EMPTY_CART;
  try {
    const parsed = JSON.parse(value) as { items?: unknown; voucher?: unknown };
    if (!Array.isArray(parsed.items)) return EMPTY_CART;
    const items = parsed.items.map(cartLineOf).filter((item) => item !== undefined);
    const voucher = isVoucher(parsed.voucher) ? parsed.voucher : null;
    return withItems({ ...EMPTY_CART, voucher }, items);
  } catch {
    return EMPTY_CART;
  }
}

/**
 * The cookie's value (the cookie writer URL-encodes it): the spec's Cart (storefront.md §3:
 * items, voucher, giftsOnly), each item kept as the line chosen.
 */
export function serialiseCart(cart: Cart): string {
  const items: CartLine[] = cart.items.map(({ id, type, gift }) => ({
    id,
    type,
    ...(gift && { gift }),
  }));
  return JSON.stringify({ items, voucher: cart.voucher, giftsOnly: cart.giftsOnly });
}
