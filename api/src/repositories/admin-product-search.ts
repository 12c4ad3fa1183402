import type { ProductType } from '@tenace/model';
import { and, asc, count, desc, eq, inArray, min, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { productMatchesWord } from './product-words.js';
import { bytewise } from './sql-text.js';

/**
 * What the admin's product lists sort by (admin.md §7 ProductSearchAdmin): the product's id, title,
 * type, the collection holding it, its author's surname, creation date, and its two flags.
 */
export const ADMIN_PRODUCT_ORDERINGS = [
  'id',
  'title',
  'type',
  'collectionId',
  'authorLastName',
  'createdAt',
  'onSale',
  'promoted',
] as const;
export type AdminProductOrdering = (typeof ADMIN_PRODUCT_ORDERINGS)[number];

export interface AdminProductQuery {
  /** Words in sort-key form; each must occur in the title, description, author or a tag. */
  readonly words: readonly string[];
  /** Only products of these types, when given. */
  readonly types?: readonly ProductType[];
  readonly orderBy: AdminProductOrdering;
  readonly descending: boolean;
  readonly limit: number;
  readonly offset: number;
}

/** The admin's product searches: every product, on sale or not, of every language. */
export interface AdminProductSearchRepository {
  /** A page of matching products' ids in order, and how many match in all. */
  search(query: AdminProductQuery): Promise<{ ids: number[]; count: number }>;
}

export function createAdminProductSearchRepository(
  database: Database,
): AdminProductSearchRepository {
  const {
    db,
    tables: { products, authors, collectionSets },
  } = database;

  /** The smallest id of a collection holding the product; null when none does. */
  const collectionId = sql`(${db
    .select({ id: min(collectionSets.collectionId) })
    .from(collectionSets)
    .where(eq(collectionSets.setId, products.id))})`;

  /**
   * The keys a product sorts by, first to last. Text compares byte by byte on both dialects
   * (sql-text.ts). A product in no collection sorts after every collection's sets ascending, as
   * if its collection id were the largest, on both dialects (they place nulls differently).
   */
  const sortKeys = (orderBy: AdminProductOrdering): SQL[] => {
    switch (orderBy) {
      case 'id':
        return [];
      case 'title':
        return [bytewise(database, products.titleKey)];
      case 'type':
        return [bytewise(database, products.type)];
      case 'collectionId':
        return [sql`(${collectionId} is null)`, collectionId];
      case 'authorLastName':
        return [bytewise(database, sql`coalesce(${authors.lastNameKey}, '')`)];
      case 'createdAt':
        return [sql`${products.createdAt}`];
      case 'onSale':
        return [sql`${products.onSale}`];
      case 'promoted':
        return [sql`${products.promoted}`];
    }
  };

  const joined = <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as never)
      .from(products)
      .leftJoin(authors, eq(products.authorId, authors.id));

  return {
    async search(query) {
      const where = and(
        ...query.words.map((word) => productMatchesWord(database, word)),
        query.types === undefined ? undefined : inArray(products.type, [...query.types]),
      );
      const direction = query.descending ? desc : asc;
      // As the store's search does (product-search.ts `term`): the count rides along as a window
      // over every match, and only a page past the end counts them separately.
      const rows = (await joined({
        id: products.id,
        total: sql`count(*) over ()`.mapWith(Number),
      })
        .where(where)
        .orderBy(...sortKeys(query.orderBy).map(direction), direction(products.id))
        .limit(query.limit)
        .offset(query.offset)) as { id: number; total: number }[];
      const total =
        rows[0]?.total ??
        (query.offset > 0
          ? ((await joined({ count: count() }).where(where)) as { count: number }[])[0]?.count
          : 0);
      return { ids: rows.map((row) => row.id), count: total ?? 0 };
    },
  };
}
