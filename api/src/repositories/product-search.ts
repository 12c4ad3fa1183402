import type { Currency, Language } from '@tenace/model';
import { and, asc, count, desc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { productMatchesWord } from './product-words.js';
import { bytewise } from './sql-text.js';

/** The orderings of the product list (storefront.md §2): newest, title, author surname, price. */
export const PRODUCT_ORDERINGS = ['id', 'title', 'authorLastName', 'price', 'createdAt'] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

/** Where a page starts: after the product with this sort value and id. */
export interface PageCursor {
  readonly value: string | number;
  readonly id: number;
}

export interface ListingQuery {
  readonly language: Language;
  /** AND across groups, OR within one; a value is a tag name, an author's full name or a purchase type. */
  readonly groups: readonly (readonly string[])[];
  readonly orderBy: Exclude<ProductOrdering, 'createdAt'>;
  readonly descending: boolean;
  /** The currency whose price orders by price. */
  readonly currency: Currency;
  readonly pageSize: number;
  readonly after: PageCursor | undefined;
}

export interface TermQuery {
  /** Words in sort-key form; each must occur in the title, description, author or a tag. */
  readonly words: readonly string[];
  /** Tag names the product must have in the System, Difficulty and Type groups. */
  readonly groupTags: readonly { readonly group: string; readonly name: string }[];
  readonly orderBy: Exclude<ProductOrdering, 'id'>;
  readonly descending: boolean;
  readonly currency: Currency;
  readonly limit: number;
  readonly offset: number;
}

/** The product searches over the products on sale. */
export interface ProductSearchRepository {
  /** A page of the product list: the ids in order, the last one's cursor, and whether more follow. */
  listing(
    query: ListingQuery,
  ): Promise<{ ids: number[]; last: PageCursor | undefined; more: boolean }>;
  /** The search results page: ids in order, and how many match in all. */
  term(query: TermQuery): Promise<{ ids: number[]; count: number }>;
}

const PRICE_COLUMNS = {
  USD: 'priceUSD',
  GBP: 'priceGBP',
  EUR: 'priceEUR',
  CAD: 'priceCAD',
  AUD: 'priceAUD',
  NZD: 'priceNZD',
} as const satisfies Record<Currency, string>;

export function createProductSearchRepository(database: Database): ProductSearchRepository {
  const {
    db,
    tables: { products, prices, authors, productTags, tags, tagGroups },
  } = database;

  /** The value a product sorts by. Text keys compare byte by byte on both dialects. */
  const sortValue = (orderBy: ProductOrdering, currency: Currency): SQL => {
    switch (orderBy) {
      case 'id':
        return sql`${products.id}`;
      case 'createdAt':
        return sql`${products.createdAt}`;
      case 'title':
        return bytewise(database, products.titleKey);
      case 'authorLastName':
        return bytewise(database, sql`coalesce(${authors.lastNameKey}, '')`);
      case 'price':
        return sql`${prices[PRICE_COLUMNS[currency]]}`;
    }
  };

  const hasTag = (condition: SQL | undefined) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(productTags)
        .innerJoin(tags, eq(productTags.tagId, tags.id))
        .where(and(eq(productTags.productId, products.id), condition)),
    );

  /**
   * storefront.md §2 "Product list filters": a group matches one of its values. Newest first walks
   * the products in id order and stops after a page, so a check per product visited is cheapest
   * (`correlated`); any other order looks at every product, and then the tagged products and the
   * authors named are better found once, as sets (2-3× faster over 10,000 products,
   * api/BENCHMARKS.md).
   */
  const matchesGroup = (values: readonly string[], correlated: boolean): SQL | undefined => {
    const named = inArray(tags.name, [...values]);
    const fullName = sql`${authors.firstName} || ' ' || ${authors.lastName}`;
    return or(
      correlated
        ? hasTag(named)
        : inArray(
            products.id,
            db
              .select({ id: productTags.productId })
              .from(productTags)
              .innerJoin(tags, eq(productTags.tagId, tags.id))
              .where(named),
          ),
      correlated
        ? inArray(fullName, [...values])
        : inArray(
            products.authorId,
            db
              .select({ id: authors.id })
              .from(authors)
              .where(inArray(fullName, [...values])),
          ),
      values.includes('Subscription') ? eq(products.type, 'Subscription') : undefined,
      values.includes('OneOff') ? ne(products.type, 'Subscription') : undefined,
    );
  };

  const matchesWord = (word: string) => productMatchesWord(database, word);

  const hasGroupTag = ({ group, name }: { group: string; name: string }) =>
    hasTag(
      and(
        eq(tags.name, name),
        exists(
          db
            .select({ one: sql`1` })
            .from(tagGroups)
            .where(
              and(
                eq(tagGroups.id, tags.tagGroupId),
                or(eq(tagGroups.nameEnGB, group), eq(tagGroups.nameNlNL, group)),
              ),
            ),
        ),
      ),
    );

  const joined = <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as never)
      .from(products)
      .innerJoin(prices, eq(products.priceId, prices.id))
      .leftJoin(authors, eq(products.authorId, authors.id));

  return {
    async listing(query) {
      const value = sortValue(query.orderBy, query.currency);
      const beyond = query.descending ? sql`<` : sql`>`;
      const after =
        query.after === undefined
          ? undefined
          : sql`(${value} ${beyond} ${query.after.value} or (${value} = ${query.after.value} and ${products.id} ${beyond} ${query.after.id}))`;
      const direction = query.descending ? desc : asc;
      const rows = (await joined({ id: products.id, value })
        .where(
          and(
            eq(products.onSale, true),
            eq(products.language, query.language),
            ...query.groups
              .filter((group) => group.length > 0)
              .map((group) => matchesGroup(group, query.orderBy === 'id')),
            after,
          ),
        )
        .orderBy(direction(value), direction(products.id))
        .limit(query.pageSize + 1)) as { id: number; value: string | number }[];
      const page = rows.slice(0, query.pageSize);
      const last = page.at(-1);
      return {
        ids: page.map((row) => row.id),
        last: last === undefined ? undefined : { value: last.value, id: last.id },
        more: rows.length > query.pageSize,
      };
    },

    async term(query) {
      const where = and(
        eq(products.onSale, true),
        ...query.words.map(matchesWord),
        ...query.groupTags.map(hasGroupTag),
      );
      const value = sortValue(query.orderBy, query.currency);
      const direction = query.descending ? desc : asc;
      // The count rides along as a window over every match, so the matches are found once; only a
      // page past the end, which has no row to carry it, counts them separately.
      const rows = (await joined({
        id: products.id,
        total: sql`count(*) over ()`.mapWith(Number),
      })
        .where(where)
        .orderBy(direction(value), direction(products.id))
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
