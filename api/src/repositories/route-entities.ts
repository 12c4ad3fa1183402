import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { EntityExists } from '../http/route-entities.js';

/**
 * Whether a page's id names a row (http/route-entities.ts): one primary-key lookup, asked only
 * for the addresses of pages that show one product or author.
 */
export function createEntityExists({ db, tables: { products, authors } }: Database): EntityExists {
  return async (kind, id) => {
    const rows =
      kind === 'product'
        ? await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1)
        : await db.select({ id: authors.id }).from(authors).where(eq(authors.id, id)).limit(1);
    return rows.length > 0;
  };
}
