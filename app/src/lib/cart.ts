/**
 * The cart's rules (storefront.md §3 Cart, §4 Cart): items merge, the last removal empties the
 * cart, `giftsOnly` is recomputed on every change, and the whole cart lives in the
 * `bb-cart-{environment}` cookie as URL-encoded JSON. Vouchers and checkout come with payments.
 */

/** storefront.md §4 Gift flow: the recipient's details. */
export interface CartGift {
  readonly toFirstName: string;
  readonly toLastName: string;
  readonly toEmail: string;
  readonly message: string;
}

/** A cart item (storefront.md §3): `price` in major units of the cart's currency. */
export interface CartItem {
  readonly id: number;
  readonly title: string;
  readonly author: string;
  readonly image: string | null;
  readonly price: number;
  readonly type: 'Product' | 'Subscription';
  readonly discount: number;
  readonly discountType: 'Percentage' | 'FixedValue' | null;
  readonly gift?: CartGift;
}

export interface Cart {
  readonly items: readonly CartItem[];
  readonly voucher: null | { readonly id: number; readonly code: string };
  /** True when every item is a gift. */
  readonly giftsOnly: boolean;
}

export const EMPTY_CART: Cart = { items: [], voucher: null, giftsOnly: false };

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

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    typeof item.title === 'string' &&
    typeof item.price === 'number' &&
    (item.type === 'Product' || item.type === 'Subscription')
  );
}

/** The cart kept in the cookie; a missing or damaged cookie is an empty cart. */
export function parseCart(value: string | undefined): Cart {
  if (value === undefined) return EMPTY_CART;
  try {
    const parsed = JSON.parse(value) as { items?: unknown; voucher?: Cart['voucher'] };
    if (!Array.isArray(parsed.items)) return EMPTY_CART;
    const items = parsed.items.filter(isCartItem);
    return withItems({ ...EMPTY_CART, voucher: parsed.voucher ?? null }, items);
  } catch {
    return EMPTY_CART;
  }
}

/** The cookie's value (the cookie writer URL-encodes it). */
export function serialiseCart(cart: Cart): string {
  return JSON.stringify(cart);
}
