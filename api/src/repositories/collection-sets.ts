import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { CollectionSetRow } from './products.js';

/**
 * The writes of a collection's sets (admin.md §3 Collection: collectionSets, ordered), run in the
 * transaction of their audit rows (repositories/audited-writes.ts). Places run 0..n-1 after each.
 * The catalogue-version triggers on collection_sets and products see every write, so the store's
 * collection page follows by itself (db/catalogue-version.ts).
 */
export interface CollectionSetRepository {
  /**
   * Marks the collection changed at `at`, which also holds its row until the transaction ends,
   * so two writes to one collection take turns (PostgreSQL's row lock; SQLite writes one at a
   * time anyway). False when there is no such product.
   */
  claim(collectionId: number, at: Date): Promise<boolean>;
  /** The collection's entries, in order. */
  entries(collectionId: number): Promise<CollectionSetRow[]>;
  /** Puts the sets at the end, in the order given. */
  append(collectionId: number, setIds: readonly number[]): Promise<void>;
  /** Takes the set out and closes up the places after it; false when it was not there. */
  remove(collectionId: number, setId: number): Promise<boolean>;
  /** Gives the entries the places 0..n-1 in the order given. */
  arrange(ordered: readonly CollectionSetRow[]): Promise<void>;
}

export function createCollectionSetRepository({
  db,
  tables: { collectionSets, products },
}: Database): CollectionSetRepository {
  const entries = (collectionId: number) =>
    db
      .select()
      .from(collectionSets)
      .where(eq(collectionSets.collectionId, collectionId))
      .orderBy(asc(collectionSets.position), asc(collectionSets.id));
  const place = (id: number, position: number) =>
    db.update(collectionSets).set({ position }).where(eq(collectionSets.id, id));
  const arrange = async (ordered: readonly CollectionSetRow[]) => {
    for (const [index, entry] of ordered.entries())
      if (entry.position !== index) await place(entry.id, index);
  };
  return {
    async claim(collectionId, at) {
      const rows = await db
        .update(products)
        .set({ updatedAt: at })
        .where(eq(products.id, collectionId))
        .returning({ id: products.id });
      return rows.length > 0;
    },
    entries,
    async append(collectionId, setIds) {
      if (setIds.length === 0) return;
      const start =
        Math.max(-1, ...(await entries(collectionId)).map((entry) => entry.position)) + 1;
      await db
        .insert(collectionSets)
        .values(setIds.map((setId, index) => ({ collectionId, setId, position: start + index })));
    },
    async remove(collectionId, setId) {
      const removed = await db
        .delete(collectionSets)
        .where(and(eq(collectionSets.collectionId, collectionId), eq(collectionSets.setId, setId)))
        .returning({ id: collectionSets.id });
      if (removed.length === 0) return false;
      await arrange(await entries(collectionId));
      return true;
    },
    arrange,
  };
}
