import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { containsText } from './sql-text.js';

/**
 * Whether a product matches one word of a search term (storefront.md §2 "Search results"): the
 * word, in sort-key form, occurs in its title or description, its author's name or one of its
 * tags' names. The store's search and the admin's lists (admin.md §7) match alike.
 *
 * The author and tag conditions are uncorrelated subqueries: each is run once per search (the
 * authors and tags matching the word) rather than once per product, which halves a search over
 * 10,000 products (api/BENCHMARKS.md).
 */
export function productMatchesWord(
  { db, tables: { products, authors, productTags, tags } }: Database,
  word: string,
): SQL | undefined {
  return or(
    containsText(products.searchKey, word),
    inArray(
      products.authorId,
      db.select({ id: authors.id }).from(authors).where(containsText(authors.nameKey, word)),
    ),
    inArray(
      products.id,
      db
        .select({ id: productTags.productId })
        .from(productTags)
        .innerJoin(tags, eq(productTags.tagId, tags.id))
        .where(containsText(tags.nameKey, word)),
    ),
  );
}
