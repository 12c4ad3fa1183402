import type { ChangeCounter } from '../db/change-counter.js';
import type { Language } from '../domain/language.js';
import type { ProductType } from '../domain/product-type.js';
import type { HandRepository, ListedHand } from './hands.js';
import type { ProductSearchRepository } from './product-search.js';
import type { CollectionSetRow, ProductRecord, ProductRepository } from './products.js';
import { ReadCache } from './read-cache.js';
import type { TagRecord, TagRepository } from './tags.js';

/**
 * How many keys each catalogue cache keeps: every product of a catalogue ten times the generated
 * benchmark's would fit in the by-id caches; searches and list pages are fewer and larger.
 */
export const CATALOGUE_CACHE_SIZES = { byId: 100_000, lists: 2_000 } as const;

/**
 * The catalogue reads the store repeats on every page (a product's record and tags, a set's
 * collections, the lists on sale), kept in memory until the next catalogue write
 * (`Database.catalogueChanges`). The catalogue is read on every page and written by staff and
 * authors now and then; what depends on the reader (ownership, canPlay, progress) is not read
 * here and stays per request.
 */
export function cachedProductRepository(
  products: ProductRepository,
  changes: ChangeCounter,
): ProductRepository {
  const records = new ReadCache<number, ProductRecord | undefined>(
    changes,
    CATALOGUE_CACHE_SIZES.byId,
  );
  const containing = new ReadCache<number, number[]>(changes, CATALOGUE_CACHE_SIZES.byId);
  const sets = new ReadCache<number, CollectionSetRow[]>(changes, CATALOGUE_CACHE_SIZES.byId);
  const lists = new ReadCache<string, ProductRecord[]>(changes, CATALOGUE_CACHE_SIZES.lists);
  return {
    async records(ids) {
      const found = await records.loadMany(ids, async (missing) => {
        const rows = await products.records(missing);
        return new Map(rows.map((row) => [row.product.id, row]));
      });
      return found.filter((record) => record !== undefined);
    },
    onSale: (type?: ProductType) => lists.load(`onSale:${type ?? ''}`, () => products.onSale(type)),
    promoted: (language: Language) =>
      lists.load(`promoted:${language}`, () => products.promoted(language)),
    onSaleByAuthor: (authorId) =>
      lists.load(`author:${authorId}`, () => products.onSaleByAuthor(authorId)),
    collectionSets: (collectionId) =>
      sets.load(collectionId, () => products.collectionSets(collectionId)),
    collectionsContaining: (setId) =>
      containing.load(setId, () => products.collectionsContaining(setId)),
    insert: (product) => products.insert(product),
    addSetToCollection: (collectionId, setId) => products.addSetToCollection(collectionId, setId),
  };
}

/** Each product's tags and the tag lists, kept until the next catalogue write (see above). */
export function cachedTagRepository(tags: TagRepository, changes: ChangeCounter): TagRepository {
  type ProductTag = TagRecord & { productId: number };
  const ofProducts = new ReadCache<number, ProductTag[]>(changes, CATALOGUE_CACHE_SIZES.byId);
  const lists = new ReadCache<string, TagRecord[]>(changes, CATALOGUE_CACHE_SIZES.lists);
  return {
    all: (language) => lists.load(`all:${language ?? ''}`, () => tags.all(language)),
    groups: () => tags.groups(),
    byIds: (ids) => tags.byIds(ids),
    async ofProducts(productIds) {
      const found = await ofProducts.loadMany(productIds, async (missing) => {
        const byProduct = new Map<number, ProductTag[]>(missing.map((id) => [id, []]));
        for (const row of await tags.ofProducts(missing)) byProduct.get(row.productId)?.push(row);
        return byProduct;
      });
      if (found.length < 2) return found.flat();
      // In the order of `all`, as the repository gives them: both order by the same keys.
      const everyTag = await lists.load('all:', () => tags.all());
      const rank = new Map(everyTag.map((record, index) => [record.tag.id, index]));
      return found.flat().sort((a, b) => (rank.get(a.tag.id) ?? 0) - (rank.get(b.tag.id) ?? 0));
    },
    ofUser: (userId) => tags.ofUser(userId),
    setUserTags: (userId, tagIds) => tags.setUserTags(userId, tagIds),
    insertGroup: (group) => tags.insertGroup(group),
    insert: (tag) => tags.insert(tag),
    tagProduct: (productId, tagIds) => tags.tagProduct(productId, tagIds),
  };
}

/**
 * The search results and the product list's pages, by the whole query, kept until the next
 * catalogue write (see above): the same few searches and filters are asked for again and again.
 */
export function cachedProductSearchRepository(
  search: ProductSearchRepository,
  changes: ChangeCounter,
): ProductSearchRepository {
  const listings = new ReadCache<string, Awaited<ReturnType<ProductSearchRepository['listing']>>>(
    changes,
    CATALOGUE_CACHE_SIZES.lists,
  );
  const terms = new ReadCache<string, Awaited<ReturnType<ProductSearchRepository['term']>>>(
    changes,
    CATALOGUE_CACHE_SIZES.lists,
  );
  return {
    listing: (query) => listings.load(JSON.stringify(query), () => search.listing(query)),
    term: (query) => terms.load(JSON.stringify(query), () => search.term(query)),
  };
}

/**
 * Each set's list of hands (without their texts), kept until the next catalogue write (see
 * above); a hand's text and the learners' progress are read as asked.
 */
export function cachedHandRepository(
  hands: HandRepository,
  changes: ChangeCounter,
): HandRepository {
  const ofProducts = new ReadCache<number, ListedHand[]>(changes, CATALOGUE_CACHE_SIZES.byId);
  return {
    byId: (id) => hands.byId(id),
    async ofProducts(productIds, statuses) {
      if (statuses !== undefined) return hands.ofProducts(productIds, statuses);
      const found = await ofProducts.loadMany(productIds, async (missing) => {
        const bySet = new Map<number, ListedHand[]>(missing.map((id) => [id, []]));
        for (const hand of await hands.ofProducts(missing))
          bySet.get(hand.productId ?? 0)?.push(hand);
        return bySet;
      });
      return found.flat();
    },
    handJsons: (ids) => hands.handJsons(ids),
    ofArticles: (articleIds, statuses) => hands.ofArticles(articleIds, statuses),
    insert: (hand) => hands.insert(hand),
    progress: (userId, handIds) => hands.progress(userId, handIds),
    saveProgress: (progress) => hands.saveProgress(progress),
  };
}
