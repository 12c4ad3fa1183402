import { sortKey } from '@tenace/model';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { plainText } from '../domain/plain-text.js';
import { createProductRepository, type NewProduct, type ProductRow } from './products.js';

/** The fields of a product staff change (admin.md §3 Product). */
export type ProductChanges = Pick<
  NewProduct,
  | 'title'
  | 'description'
  | 'language'
  | 'coverImagePath'
  | 'onSale'
  | 'promoted'
  | 'productLinksEnabled'
  | 'priceId'
  | 'authorId'
  | 'updatedAt'
>;

/**
 * The admin's product writes (admin.md §7 UpsertProduct, DeleteProduct, DuplicateProduct), run in
 * the transaction of their audit rows (repositories/audited-writes.ts). The catalogue-version
 * triggers see each of them, so the store's caches follow by themselves (db/catalogue-version.ts).
 */
export interface ProductWriteRepository {
  insert(product: NewProduct): Promise<ProductRow>;
  update(id: number, changes: ProductChanges): Promise<ProductRow | undefined>;
  /** Removes the product; its tags, links, hands and collection entries go with it. */
  remove(id: number): Promise<ProductRow | undefined>;
  /** The product's tag ids, ascending. */
  tagIds(productId: number): Promise<number[]>;
  /** Makes `tagIds` the product's tags. */
  setTags(productId: number, tagIds: readonly number[]): Promise<void>;
  /** Whether any purchase item (paid, gifted or refunded) names one of these products. */
  anyBought(productIds: readonly number[]): Promise<boolean>;
  /** Copies the set's hands, in order, to another set: new ids, the same handJSON. */
  copyHands(fromProductId: number, toProductId: number, at: Date): Promise<number>;
}

export function createProductWriteRepository(database: Database): ProductWriteRepository {
  const {
    db,
    tables: { products, productTags, purchaseItems, hands },
  } = database;
  const keys = (title: string, description: string) => ({
    titleKey: sortKey(title),
    searchKey: sortKey(`${title} ${plainText(description)}`),
  });
  return {
    insert: (product) => createProductRepository(database).insert(product),
    async update(id, changes) {
      const [row] = await db
        .update(products)
        .set({ ...changes, ...keys(changes.title, changes.description) })
        .where(eq(products.id, id))
        .returning();
      return row;
    },
    async remove(id) {
      const [row] = await db.delete(products).where(eq(products.id, id)).returning();
      return row;
    },
    async tagIds(productId) {
      const rows = await db
        .select({ tagId: productTags.tagId })
        .from(productTags)
        .where(eq(productTags.productId, productId))
        .orderBy(asc(productTags.tagId));
      return rows.map((row) => row.tagId);
    },
    async setTags(productId, tagIds) {
      await db.delete(productTags).where(eq(productTags.productId, productId));
      if (tagIds.length === 0) return;
      await db
        .insert(productTags)
        .values([...new Set(tagIds)].map((tagId) => ({ productId, tagId })));
    },
    async anyBought(productIds) {
      if (productIds.length === 0) return false;
      const rows = await db
        .select({ id: purchaseItems.id })
        .from(purchaseItems)
        .where(
          and(
            isNotNull(purchaseItems.productId),
            inArray(purchaseItems.productId, [...productIds]),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    async copyHands(fromProductId, toProductId, at) {
      const rows = await db
        .select()
        .from(hands)
        .where(eq(hands.productId, fromProductId))
        .orderBy(asc(hands.position), asc(hands.id));
      if (rows.length === 0) return 0;
      await db.insert(hands).values(
        rows.map(({ id: _id, ...hand }) => ({
          ...hand,
          productId: toProductId,
          createdAt: at,
          updatedAt: at,
        })),
      );
      return rows.length;
    },
  };
}
