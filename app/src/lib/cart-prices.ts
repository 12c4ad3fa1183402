/**
 * The cart's items as the catalogue has them now (storefront.md §4 "Cart", §9: prices are shown
 * in the user's currency): the cart holds what was chosen, the catalogue gives each item's title,
 * author, cover and price in the current currency, and the voucher's discounts follow the prices.
 * An item the catalogue no longer sells leaves the cart (the order would be refused for it).
 */
import { applyVoucher, removeVoucher } from '../checkout/cart-voucher.js';
import type { Cart, CartItem } from './cart.js';

/** What the catalogue says of an item, its price in major units of the current currency. */
export type CatalogueItem = Pick<CartItem, 'title' | 'author' | 'image' | 'price' | 'giftVoucher'>;

/** The catalogue's items by {@link catalogueKey}. */
export type CartCatalogue = ReadonlyMap<string, CatalogueItem>;

/** A product and a plan may share an id: the key names the kind too. */
export function catalogueKey(item: Pick<CartItem, 'id' | 'type'>): string {
  return `${item.type}:${item.id}`;
}

export interface RepricedCart {
  readonly cart: Cart;
  /** The titles whose price changed in the same currency: the buyer is told. */
  readonly changed: readonly string[];
}

/** The cart with every item as the catalogue has it in `currency`. */
export function repriceCart(cart: Cart, catalogue: CartCatalogue, currency: string): RepricedCart {
  const changed: string[] = [];
  const items: CartItem[] = [];
  for (const item of cart.items) {
    const found = catalogue.get(catalogueKey(item));
    if (found === undefined) continue;
    if (cart.pricedIn === currency && found.price !== item.price) changed.push(found.title);
    items.push({ ...item, ...found, discount: 0, discountType: null });
  }
  const giftsOnly = items.length > 0 && items.every((item) => item.gift !== undefined);
  const plain: Cart = { items, voucher: null, giftsOnly, pricedIn: currency };
  const withVoucher = cart.voucher === null ? plain : applyVoucher(plain, cart.voucher);
  return { cart: withVoucher ?? removeVoucher(plain), changed };
}
