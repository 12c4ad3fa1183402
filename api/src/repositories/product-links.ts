import type { Language } from '@tenace/model';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export type ProductLinkRow = Database['tables']['productLinks']['$inferSelect'];

/** Shareable product links (admin.md §3 "Product link"). */
export interface ProductLinkRepository {
  byLinkId(linkId: string): Promise<ProductLinkRow | undefined>;
  /** A product's links, of one language when given, oldest first. */
  ofProduct(productId: number, language?: Language): Promise<ProductLinkRow[]>;
  byId(id: number): Promise<ProductLinkRow | undefined>;
  insert(link: Omit<ProductLinkRow, 'id'>): Promise<ProductLinkRow>;
  /** Deletes the link and returns it; undefined when there was none. */
  remove(id: number): Promise<ProductLinkRow | undefined>;
}

export function createProductLinkRepository({
  db,
  tables: { productLinks },
}: Database): ProductLinkRepository {
  return {
    async byLinkId(linkId) {
      const [row] = await db
        .select()
        .from(productLinks)
        .where(eq(productLinks.linkId, linkId))
        .limit(1);
      return row;
    },
    async byId(id) {
      const [row] = await db.select().from(productLinks).where(eq(productLinks.id, id)).limit(1);
      return row;
    },
    ofProduct(productId, language) {
      return db
        .select()
        .from(productLinks)
        .where(
          and(
            eq(productLinks.productId, productId),
            language === undefined ? undefined : eq(productLinks.language, language),
          ),
        )
        .orderBy(asc(productLinks.id));
    },
    async insert(link) {
      const [row] = await db.insert(productLinks).values(link).returning();
      if (row === undefined) throw new Error('insert into product_links returned no row');
      return row;
    },
    async remove(id) {
      const [row] = await db.delete(productLinks).where(eq(productLinks.id, id)).returning();
      return row;
    },
  };
}
