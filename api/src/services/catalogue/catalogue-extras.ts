import { DEFAULT_LANGUAGE, type Language } from '@tenace/model';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { ProductLinkRow } from '../../repositories/product-links.js';
import { ACCESS_MESSAGES } from '../access/messages.js';
import type { Caller } from '../accounts/session-service.js';
import { requireUser } from '../accounts/session-service.js';
import { toUserView, type UserView } from '../accounts/user-view.js';
import type { CatalogueDeps } from './catalogue-deps.js';
import { CATALOGUE_MESSAGES } from './messages.js';
import { currencyFor, presentProducts } from './present.js';
import {
  type PriceView,
  type ProductView,
  presentPrice,
  presentTag,
  type TagGroupView,
  type TagView,
} from './views.js';

/** The GraphQL `Collection` (storefront.md §3): a collection's ordered sets. */
export interface CollectionView {
  readonly id: number;
  readonly product: ProductView;
  readonly collectionSets: readonly {
    readonly id: number;
    readonly ordered: number;
    readonly product: ProductView;
  }[];
}

/** storefront.md §7: prices, productLinks, the tags, updateUserTags; a product's sets. */
export function createCatalogueExtras(deps: CatalogueDeps) {
  const collectionEntries = async (caller: Caller, collection: ProductView) => {
    if (collection.type !== 'Collection') return [];
    const reader = await deps.readers.of(caller);
    if (!reader.ok) return [];
    const entries = await deps.products.collectionSets(collection.id);
    const sets = await presentProducts(
      deps.tags,
      await deps.products.records(entries.map((entry) => entry.setId)),
      reader.value,
      collection.currency,
    );
    const setsById = new Map(sets.map((set) => [set.id, set]));
    return entries.flatMap((entry) => {
      const product = setsById.get(entry.setId);
      return product === undefined ? [] : [{ id: entry.id, ordered: entry.position, product }];
    });
  };

  return {
    /** The price tiers, cheapest first. */
    async prices(): Promise<Outcome<PriceView[]>> {
      return succeed((await deps.prices.all()).map(presentPrice));
    },

    /** Staff: a product's links (admin.md §3); a Publisher only those of their own content. */
    async productLinks(
      caller: Caller,
      args: { productId: number; language?: Language | null },
    ): Promise<Outcome<ProductLinkRow[]>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const [record] = await deps.products.records([args.productId]);
      if (record === undefined) return fail('NOT_FOUND', CATALOGUE_MESSAGES.productNotFound);
      const owners = {
        createdById: record.product.createdById,
        authorUserId: record.author?.userId ?? null,
      };
      if (!reader.value.mayPreview(owners)) return fail('FORBIDDEN', ACCESS_MESSAGES.forbidden);
      return succeed(await deps.links.ofProduct(args.productId, args.language ?? undefined));
    },

    /** The tags, of one language when given, in filter order. */
    async tags(args: { language?: Language | null }): Promise<Outcome<TagView[]>> {
      return succeed((await deps.tags.all(args.language ?? undefined)).map(presentTag));
    },

    /** The tag groups, named in `language`. */
    async tagGroups(args: { language?: Language | null }): Promise<Outcome<TagGroupView[]>> {
      const language = args.language ?? DEFAULT_LANGUAGE;
      return succeed(
        (await deps.tags.groups()).map((group) => ({
          ...group,
          name: language === 'nlNL' ? group.nameNlNL : group.nameEnGB,
        })),
      );
    },

    /** Replaces the tags the signed-in user follows; an unknown tag is NOT_FOUND. */
    async updateUserTags(
      caller: Caller,
      args: { tags: readonly number[] },
    ): Promise<Outcome<UserView>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const ids = [...new Set(args.tags)];
      const known = await deps.tags.byIds(ids);
      if (known.length !== ids.length) return fail('NOT_FOUND', CATALOGUE_MESSAGES.tagNotFound);
      await deps.tags.setUserTags(signedIn.value.user.id, ids);
      return succeed(toUserView(signedIn.value.user, signedIn.value.token));
    },

    /** The tags a user follows (`User.tags`). */
    async userTags(userId: number): Promise<TagView[]> {
      return (await deps.tags.ofUser(userId)).map(presentTag);
    },

    /** `User.products`: what a user owns, sets of owned collections included. */
    ownedProductIds(userId: number): Promise<number[]> {
      return deps.ownership.ownedProductIds(userId);
    },

    /** A collection's sets, in order (`Product.sets`); none for other products. */
    async setsOf(caller: Caller, product: ProductView): Promise<ProductView[]> {
      return (await collectionEntries(caller, product)).map((entry) => entry.product);
    },

    /** A collection's entries (`Product.collection`); null for other products. */
    async collectionOf(caller: Caller, product: ProductView): Promise<CollectionView | null> {
      if (product.type !== 'Collection') return null;
      return { id: product.id, product, collectionSets: await collectionEntries(caller, product) };
    },

    /** Products by id, in `currency` (for the other services' nested products). */
    async productViews(caller: Caller, ids: readonly number[], currency?: ProductView['currency']) {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return [];
      return presentProducts(
        deps.tags,
        await deps.products.records(ids),
        reader.value,
        currencyFor(reader.value, currency),
      );
    },
  };
}
