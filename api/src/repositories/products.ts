import { type Language, type ProductType, sortKey } from '@tenace/model';
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { plainText } from '../domain/plain-text.js';
import type { AuthorRow } from './authors.js';
import type { PriceRow } from './prices.js';

export type ProductRow = Database['tables']['products']['$inferSelect'];
export type CollectionSetRow = Database['tables']['collectionSets']['$inferSelect'];
/** A product as written: the sort and search keys are derived from the title and description. */
export type NewProduct = Omit<ProductRow, 'id' | 'titleKey' | 'searchKey'>;

/** A product as its views use it: without the sort and search keys only queries use. */
export type ProductFields = Omit<ProductRow, 'titleKey' | 'searchKey'>;

/** A product with its price tier and author, which every view of it needs. */
export interface ProductRecord {
  readonly product: ProductFields;
  readonly price: PriceRow;
  readonly author: AuthorRow | null;
}

/** Products, and the sets of collections (storefront.md §3 "Product", "Collection"). */
export interface ProductRepository {
  /** The records of the products with these ids, in the order of `ids` (unknown ids left out). */
  records(ids: readonly number[]): Promise<ProductRecord[]>;
  /** The products on sale, of one type when given, newest first. */
  onSale(type?: ProductType): Promise<ProductRecord[]>;
  /** The promoted products on sale in `language`, newest first. */
  promoted(language: Language): Promise<ProductRecord[]>;
  /** An author's products on sale, newest first. */
  onSaleByAuthor(authorId: number): Promise<ProductRecord[]>;
  /** The entries of a collection, in order. */
  collectionSets(collectionId: number): Promise<CollectionSetRow[]>;
  /** The collections a set belongs to. */
  collectionsContaining(setId: number): Promise<number[]>;
  /** Every product's record, by id (the catalogue read model's load); they share their tiers and authors' rows. */
  allRecords(): Promise<ProductRecord[]>;
  /** Every collection's entries: by collection, each in order (the read model's load). */
  allCollectionSets(): Promise<CollectionSetRow[]>;
  insert(product: NewProduct): Promise<ProductRow>;
  /** Appends a set to a collection. */
  addSetToCollection(collectionId: number, setId: number): Promise<CollectionSetRow>;
}

export function createProductRepository({
  db,
  tables: { products, prices, authors, collectionSets },
}: Database): ProductRepository {
  const {
    titleKey: _titleKey,
    searchKey: _searchKey,
    ...productColumns
  } = getTableColumns(products);
  const select = () =>
    db
      .select({ product: productColumns, price: prices, author: authors })
      .from(products)
      .innerJoin(prices, eq(products.priceId, prices.id))
      .leftJoin(authors, eq(products.authorId, authors.id));
  // A product page asks for one product: that query is built and planned once (Drizzle's
  // building and SQLite's planning were half of such a request's CPU time, api/BENCHMARKS.md).
  const oneRecord = select()
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('products_record');
  const containingSet = db
    .select({ collectionId: collectionSets.collectionId })
    .from(collectionSets)
    .where(eq(collectionSets.setId, sql.placeholder('setId')))
    .prepare('products_collections_containing');
  const newestFirst = desc(products.id);
  const setsOf = (collectionId: number) =>
    db
      .select()
      .from(collectionSets)
      .where(eq(collectionSets.collectionId, collectionId))
      .orderBy(asc(collectionSets.position), asc(collectionSets.id));
  return {
    async records(ids) {
      if (ids.length === 0) return [];
      if (ids.length === 1) return oneRecord.execute({ id: ids[0] });
      const rows = await select().where(inArray(products.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.product.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    onSale(type) {
      return select()
        .where(and(eq(products.onSale, true), type ? eq(products.type, type) : undefined))
        .orderBy(newestFirst);
    },
    promoted(language) {
      return select()
        .where(
          and(
            eq(products.onSale, true),
            eq(products.promoted, true),
            eq(products.language, language),
          ),
        )
        .orderBy(newestFirst);
    },
    onSaleByAuthor(authorId) {
      return select()
        .where(and(eq(products.onSale, true), eq(products.authorId, authorId)))
        .orderBy(newestFirst);
    },
    collectionSets: setsOf,
    async collectionsContaining(setId) {
      const rows = await containingSet.execute({ setId });
      return rows.map((row) => row.collectionId);
    },
    async allRecords() {
      // Three plain reads joined here: 10,000 products name a few tiers and authors, which each
      // record then shares instead of carrying copies. One after another: the read model asks in
      // a read snapshot, whose one connection answers one query at a time.
      const productRows = await db.select(productColumns).from(products).orderBy(asc(products.id));
      const priceRows = await db.select().from(prices);
      const authorRows = await db.select().from(authors);
      const priceById = new Map(priceRows.map((price) => [price.id, price]));
      const authorById = new Map(authorRows.map((author) => [author.id, author]));
      return productRows.flatMap((product) => {
        const price = priceById.get(product.priceId);
        if (price === undefined) return [];
        const author =
          product.authorId === null ? null : (authorById.get(product.authorId) ?? null);
        return [{ product, price, author }];
      });
    },
    allCollectionSets() {
      return db
        .select()
        .from(collectionSets)
        .orderBy(
          asc(collectionSets.collectionId),
          asc(collectionSets.position),
          asc(collectionSets.id),
        );
    },
    async insert(product) {
      const [row] = await db
        .insert(products)
        .values({
          ...product,
          titleKey: sortKey(product.title),
          searchKey: sortKey(`${product.title} ${plainText(product.description)}`),
        })
        .returning();
      if (row === undefined) throw new Error('insert into products returned no row');
      return row;
    },
    async addSetToCollection(collectionId, setId) {
      const entries = await setsOf(collectionId);
      const position = Math.max(-1, ...entries.map((entry) => entry.position)) + 1;
      const [row] = await db
        .insert(collectionSets)
        .values({ collectionId, setId, position })
        .returning();
      if (row === undefined) throw new Error('insert into collection_sets returned no row');
      return row;
    },
  };
}
