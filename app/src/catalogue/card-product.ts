/**
 * A product from the API as the kit's ProductCard takes it (storefront.md §3 Product): the price
 * as a number in the visitor's currency, the author's name, the cover, the path to its page and,
 * when the query selected them, its difficulty and system tags; "Owned" instead of the price when
 * the user owns it (owned-products.ts).
 */
import type { ProductSummary as CardProduct } from '@tenace/components';
import type { Currency } from '@tenace/model';
import { productPath } from '../lib/paths.js';
import { NOTHING_OWNED, type OwnedProducts, ownsProduct } from './owned-products.js';

/** The tag groups a card shows, in this order (the rest belong to the filters). */
export const CARD_TAG_GROUPS = ['Difficulty', 'System'] as const;

/** What catalogue queries select of a product for a list. */
export interface ApiListProduct {
  readonly id: number;
  readonly type: CardProduct['type'];
  readonly title: string;
  readonly images: { readonly cover: string | null };
  /** The price in `currency`, major units (the query's currency or locale). */
  readonly priceLocal: number;
  readonly author?: { readonly fullName: string } | null;
  readonly tagsCache?: readonly { readonly group: string | null; readonly name: string }[];
}

/** One API product as a card shows it, priced in the currency the query asked for. */
export function cardProduct(
  product: ApiListProduct,
  currency: Currency,
  owned: OwnedProducts = NOTHING_OWNED,
): CardProduct {
  const tags = CARD_TAG_GROUPS.flatMap((group) =>
    (product.tagsCache ?? []).filter((tag) => tag.group === group).map((tag) => tag.name),
  );
  return {
    id: product.id,
    title: product.title,
    type: product.type,
    author: product.author?.fullName ?? null,
    image: product.images.cover,
    price: product.priceLocal,
    currency,
    ...(tags.length > 0 && { tags }),
    ...(ownsProduct(owned, product) && { purchased: true }),
    href: productPath(product),
  };
}

/** A list of API products as cards. */
export function cardProducts(
  products: readonly ApiListProduct[],
  currency: Currency,
  owned: OwnedProducts = NOTHING_OWNED,
): CardProduct[] {
  return products.map((product) => cardProduct(product, currency, owned));
}
