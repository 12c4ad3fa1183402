import type { Language, ProductType } from '@tenace/model';
import type { ChangeVersion } from '../db/change-counter.js';
import type { CatalogueReadModel } from './catalogue-read-model.js';
import type { HandRepository } from './hands.js';
import type { ProductSearchRepository } from './product-search.js';
import type { ProductRecord, ProductRepository } from './products.js';
import { ReadCache } from './read-cache.js';
import type { ProductTagRecord, TagRecord, TagRepository } from './tags.js';

/** How many searches, list pages and lists each catalogue cache keeps. */
export const CATALOGUE_LIST_CACHE_SIZE = 2_000;

/**
 * The catalogue reads the store repeats on every page, answered from memory until the next
 * catalogue write (`Database.catalogueChanges`): a product's record, a set's collections and a
 * collection's sets from the read model (catalogue-read-model.ts), the lists on sale kept as
 * read. The catalogue is read on every page and written by staff and authors now and then; what
 * depends on the reader (ownership, canPlay, progress) is not read here and stays per request.
 */
export function cachedProductRepository(
  products: ProductRepository,
  catalogue: CatalogueReadModel,
  changes: ChangeVersion,
): ProductRepository {
  const lists = new ReadCache<string, ProductRecord[]>(changes, CATALOGUE_LIST_CACHE_SIZE);
  return {
    async records(ids) {
      const { records } = await catalogue.current();
      return ids.flatMap((id) => records.get(id) ?? []);
    },
    onSale: (type?: ProductType) => lists.load(`onSale:${type ?? ''}`, () => products.onSale(type)),
    promoted: (language: Language) =>
      lists.load(`promoted:${language}`, () => products.promoted(language)),
    onSaleByAuthor: (authorId) =>
      lists.load(`author:${authorId}`, () => products.onSaleByAuthor(authorId)),
    async collectionSets(collectionId) {
      return [...((await catalogue.current()).collectionSets.get(collectionId) ?? [])];
    },
    async collectionsContaining(setId) {
      return [...((await catalogue.current()).containing.get(setId) ?? [])];
    },
    allRecords: () => products.allRecords(),
    allCollectionSets: () => products.allCollectionSets(),
    insert: (product) => products.insert(product),
    addSetToCollection: (collectionId, setId) => products.addSetToCollection(collectionId, setId),
  };
}

/** Each product's tags from the read model, the tag lists kept until the next catalogue write. */
export function cachedTagRepository(
  tags: TagRepository,
  catalogue: CatalogueReadModel,
  changes: ChangeVersion,
): TagRepository {
  const lists = new ReadCache<string, TagRecord[]>(changes, CATALOGUE_LIST_CACHE_SIZE);
  return {
    all: (language) => lists.load(`all:${language ?? ''}`, () => tags.all(language)),
    groups: () => tags.groups(),
    byIds: (ids) => tags.byIds(ids),
    async ofProducts(productIds) {
      const snapshot = await catalogue.current();
      const found = productIds.flatMap((id) => snapshot.tags.get(id) ?? []);
      if (productIds.length < 2) return found;
      // In the order of `all`, as the repository gives them: both order by the same keys.
      const rank = (row: ProductTagRecord) => snapshot.tagRank.get(row.tag.id) ?? 0;
      return found.sort((a, b) => rank(a) - rank(b));
    },
    ofAllProducts: () => tags.ofAllProducts(),
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
  changes: ChangeVersion,
): ProductSearchRepository {
  const listings = new ReadCache<string, Awaited<ReturnType<ProductSearchRepository['listing']>>>(
    changes,
    CATALOGUE_LIST_CACHE_SIZE,
  );
  const terms = new ReadCache<string, Awaited<ReturnType<ProductSearchRepository['term']>>>(
    changes,
    CATALOGUE_LIST_CACHE_SIZE,
  );
  return {
    listing: (query) => listings.load(JSON.stringify(query), () => search.listing(query)),
    term: (query) => terms.load(JSON.stringify(query), () => search.term(query)),
  };
}

/**
 * Each set's list of hands (without their texts) from the read model; a hand's text and the
 * learners' progress are read as asked.
 */
export function cachedHandRepository(
  hands: HandRepository,
  catalogue: CatalogueReadModel,
): HandRepository {
  return {
    byId: (id) => hands.byId(id),
    async ofProducts(productIds, statuses) {
      const snapshot = await catalogue.current();
      const found = productIds.flatMap((id) => snapshot.hands.get(id) ?? []);
      return statuses === undefined
        ? found
        : found.filter((hand) => statuses.includes(hand.status));
    },
    ofAllProducts: () => hands.ofAllProducts(),
    handJsons: (ids) => hands.handJsons(ids),
    ofArticles: (articleIds, statuses) => hands.ofArticles(articleIds, statuses),
    insert: (hand) => hands.insert(hand),
    progress: (userId, handIds) => hands.progress(userId, handIds),
    saveProgress: (progress) => hands.saveProgress(progress),
  };
}
