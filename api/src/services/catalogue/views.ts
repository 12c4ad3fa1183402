import {
  type Currency,
  formatMoney,
  type Language,
  type ProductType,
  type PurchaseType,
  toMajorUnits,
} from '@tenace/model';
import { purchaseTypeOf } from '../../domain/product-type.js';
import type { AuthorLinkRow, AuthorRow } from '../../repositories/authors.js';
import type { PriceRow } from '../../repositories/prices.js';
import type { ProductRecord } from '../../repositories/products.js';
import type { TagRecord } from '../../repositories/tags.js';
import { amountIn } from './money.js';

/** The GraphQL `Price`: a tier in major units. */
export interface PriceView {
  readonly id: number;
  readonly name: string;
  readonly priceUSD: number;
  readonly priceGBP: number;
  readonly priceEUR: number;
  readonly priceCAD: number;
  readonly priceAUD: number;
  readonly priceNZD: number;
}

export interface TagGroupView {
  readonly id: number;
  readonly name: string;
  readonly nameEnGB: string;
  readonly nameNlNL: string;
  readonly position: number;
}

export interface TagView {
  readonly id: number;
  readonly name: string;
  readonly language: Language;
  readonly tagGroupId: number | null;
  readonly tagGroup: TagGroupView | null;
  readonly position: number;
}

/** storefront.md §3 "tagsCache (group, name)". */
export interface TagCacheEntry {
  readonly group: string | null;
  readonly name: string;
}

export interface AuthorLinkView {
  readonly id: number;
  readonly linkType: AuthorLinkRow['linkType'];
  readonly linkUrl: string;
}

/** The GraphQL `Author`; its links, products and tags are fields resolved on demand. */
export interface AuthorView {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly bio: string;
  readonly avatarPath: string;
  readonly backgroundImagePath: string | null;
  readonly royaltyPercentage: number | null;
  readonly language: Language;
  /** The currency the author's products are priced in (not a GraphQL field). */
  readonly currency: Currency;
}

/** The GraphQL `Product`; its hands, sets and collection are fields resolved on demand. */
export interface ProductView {
  readonly id: number;
  readonly type: ProductType;
  readonly productType: PurchaseType;
  readonly title: string;
  readonly description: string;
  readonly language: Language;
  readonly images: { readonly cover: string | null };
  readonly onSale: boolean;
  readonly promoted: boolean;
  readonly productLinksEnabled: boolean;
  readonly priceId: number;
  readonly price: PriceView;
  readonly currency: Currency;
  readonly priceLocal: number;
  readonly priceLocalFormatted: string;
  readonly tagsCache: readonly TagCacheEntry[];
  readonly tags: readonly TagView[];
  readonly author: AuthorView | null;
  readonly dateCreated: string;
}

export function presentPrice(price: PriceRow): PriceView {
  return {
    id: price.id,
    name: price.name,
    priceUSD: toMajorUnits(price.priceUSD),
    priceGBP: toMajorUnits(price.priceGBP),
    priceEUR: toMajorUnits(price.priceEUR),
    priceCAD: toMajorUnits(price.priceCAD),
    priceAUD: toMajorUnits(price.priceAUD),
    priceNZD: toMajorUnits(price.priceNZD),
  };
}

/** A tier's amount in `currency`: the Local fields of a product or plan. */
export function localPrice(price: PriceRow, currency: Currency) {
  const minor = amountIn(price, currency);
  return {
    currency,
    priceLocal: toMajorUnits(minor),
    priceLocalFormatted: formatMoney(minor, currency),
  };
}

/** A tag, its group named in the tag's language (storefront.md §3 "Tag"). */
export function presentTag({ tag, group }: TagRecord): TagView {
  return {
    id: tag.id,
    name: tag.name,
    language: tag.language,
    tagGroupId: tag.tagGroupId,
    tagGroup:
      group === null
        ? null
        : {
            id: group.id,
            name: tag.language === 'nlNL' ? group.nameNlNL : group.nameEnGB,
            nameEnGB: group.nameEnGB,
            nameNlNL: group.nameNlNL,
            position: group.position,
          },
    position: tag.position,
  };
}

export function tagCacheEntry(tag: TagView): TagCacheEntry {
  return { group: tag.tagGroup?.name ?? null, name: tag.name };
}

/** An author; the royalty percentage only for an Admin (admin.md §6: royalties are Admin's). */
export function presentAuthor(
  author: AuthorRow,
  options: { readonly currency: Currency; readonly admin: boolean },
): AuthorView {
  return {
    id: author.id,
    firstName: author.firstName,
    lastName: author.lastName,
    fullName: `${author.firstName} ${author.lastName}`,
    bio: author.bio,
    avatarPath: author.avatarPath,
    backgroundImagePath: author.backgroundImagePath,
    royaltyPercentage: options.admin ? author.royaltyPercentage : null,
    language: author.language,
    currency: options.currency,
  };
}

/** A product priced in `currency`, with its tags. */
export function presentProduct(
  { product, price, author }: ProductRecord,
  tags: readonly TagRecord[],
  options: { readonly currency: Currency; readonly admin: boolean },
): ProductView {
  const tagViews = tags.map(presentTag);
  return {
    id: product.id,
    type: product.type,
    productType: purchaseTypeOf(product.type),
    title: product.title,
    description: product.description,
    language: product.language,
    images: { cover: product.coverImagePath },
    onSale: product.onSale,
    promoted: product.promoted,
    productLinksEnabled: product.productLinksEnabled,
    priceId: product.priceId,
    price: presentPrice(price),
    ...localPrice(price, options.currency),
    tagsCache: tagViews.map(tagCacheEntry),
    tags: tagViews,
    author: author === null ? null : presentAuthor(author, options),
    dateCreated: product.createdAt.toISOString(),
  };
}
