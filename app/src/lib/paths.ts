/**
 * The app's paths (storefront.md §2, hands.md §2). The spec leaves the product path builder
 * open: products live at /products/{id}/{slug}, collections at /collections/{id}/{slug},
 * subscriptions at their own /subscriptions/{id}/{slug}.
 */
import { type Language, slug } from '@tenace/model';
import { translationLanguage } from './locale.js';

export interface ProductRef {
  readonly id: number;
  readonly title: string;
  readonly type?: string;
}

export function productPath(product: ProductRef): string {
  if (product.type === 'GiftVoucher')
    return `/products/vouchers/${product.id}/${slug(product.title)}`;
  if (product.type === 'Collection') return `/collections/${product.id}/${slug(product.title)}`;
  if (product.type === 'Subscription') return subscriptionPath(product);
  return `/products/${product.id}/${slug(product.title)}`;
}

/** The library's hash naming a product's place: its set's shelf, or a collection's first set's. */
export const LIBRARY_PLACE = /^#product-(\d+)$/;

/** A product's place in the library (/library#product-{id}), where a bought product is played. */
export function libraryPlacePath(productId: number): string {
  return `/library#product-${productId}`;
}

/** hands.md §2: /{language}/collections/{collectionId}/sets/{setId}/{title}/hands/{handId}/{title}. */
export function handPath(options: {
  readonly language: Language;
  readonly set: ProductRef;
  readonly hand: { readonly id: number; readonly title: string };
  readonly collection?: ProductRef | undefined;
  readonly linkId?: string | undefined;
}): string {
  const { set, hand, collection } = options;
  const prefix = `/${translationLanguage(options.language)}`;
  const collectionPart = collection === undefined ? '' : `/collections/${collection.id}`;
  const path = `${prefix}${collectionPart}/sets/${set.id}/${slug(set.title)}/hands/${hand.id}/${slug(hand.title)}`;
  return options.linkId === undefined ? path : `${path}?link=${encodeURIComponent(options.linkId)}`;
}

/** storefront.md §2: /subscriptions/{subscriptionId}/{subscriptionTitle}. */
export function subscriptionPath(subscription: ProductRef): string {
  return `/subscriptions/${subscription.id}/${slug(subscription.title)}`;
}

/** storefront.md §2: the subscription's article list. */
export function articlesPath(subscription: ProductRef): string {
  return `${subscriptionPath(subscription)}/articles`;
}

export interface ArticleRef {
  readonly publicId: string;
  readonly title: string;
}

/** storefront.md §2: the article reader, /subscriptions/{id}/{title}/articles/{publicId}/{title}. */
export function articlePath(subscription: ProductRef, article: ArticleRef): string {
  return `${articlesPath(subscription)}/${encodeURIComponent(article.publicId)}/${slug(article.title)}`;
}

/** hands.md §2: /articles/{publicId}/{title}/hands/{handId}/{title}. */
export function articleHandPath(
  article: ArticleRef,
  hand: { readonly id: number; readonly title: string },
): string {
  return `/articles/${encodeURIComponent(article.publicId)}/${slug(article.title)}/hands/${hand.id}/${slug(hand.title)}`;
}

export function authorPath(author: { readonly id: number; readonly fullName: string }): string {
  return `/authors/${author.id}/${slug(author.fullName)}`;
}

/** storefront.md §2: "Scroll returns to top on route change unless the path contains noscroll". */
export function keepsScroll(pathname: string): boolean {
  return pathname.includes('noscroll');
}
