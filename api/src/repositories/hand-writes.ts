import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { HandStatus } from '../domain/hand-status.js';
import type { HandRow } from './hands.js';

/** A hand's parent: a set (`productId`) or an article. */
export type HandParent = { readonly productId: number } | { readonly articleId: number };

/** What a write changes of a hand. */
export interface HandChanges {
  readonly title: string;
  readonly status: HandStatus;
  readonly freeToPlay: boolean;
  readonly handJson: string;
  readonly updatedAt: Date;
}

/** The hand list's writes (hands.md §7), inside an audited transaction. */
export interface HandWriteRepository {
  byId(id: number): Promise<HandRow | undefined>;
  byIds(ids: readonly number[]): Promise<HandRow[]>;
  /** The parent's hands in list order. */
  ofParent(parent: HandParent): Promise<HandRow[]>;
  /** A new hand last in its parent's list, its content at version 1. */
  insert(
    parent: HandParent,
    hand: Omit<HandChanges, 'updatedAt'> & { readonly createdAt: Date },
  ): Promise<HandRow>;
  /**
   * Rewrites the hand; its content version moves on when `handJson` differs from the stored
   * text (docs/decisions.md "Edits never break a learner").
   */
  update(id: number, changes: HandChanges): Promise<HandRow | undefined>;
  remove(id: number): Promise<HandRow | undefined>;
  /** Gives each hand its place in `ids`' order, from 0. */
  place(ids: readonly number[]): Promise<void>;
}

export function createHandWriteRepository({
  db,
  tables: { hands },
}: Database): HandWriteRepository {
  const parentIs = (parent: HandParent) =>
    'productId' in parent
      ? eq(hands.productId, parent.productId)
      : eq(hands.articleId, parent.articleId);
  return {
    async byId(id) {
      const [row] = await db.select().from(hands).where(eq(hands.id, id)).limit(1);
      return row;
    },
    async byIds(ids) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(hands)
        .where(inArray(hands.id, [...ids]));
    },
    ofParent(parent) {
      return db
        .select()
        .from(hands)
        .where(parentIs(parent))
        .orderBy(asc(hands.position), asc(hands.id));
    },
    async insert(parent, hand) {
      const [last] = await db
        .select({ position: max(hands.position) })
        .from(hands)
        .where(parentIs(parent));
      const [row] = await db
        .insert(hands)
        .values({
          ...hand,
          productId: 'productId' in parent ? parent.productId : null,
          articleId: 'articleId' in parent ? parent.articleId : null,
          position: (last?.position ?? -1) + 1,
          contentVersion: 1,
          updatedAt: hand.createdAt,
        })
        .returning();
      if (row === undefined) throw new Error('insert into hands returned no row');
      return row;
    },
    async update(id, changes) {
      const [row] = await db
        .update(hands)
        .set({
          ...changes,
          contentVersion: sql`case when ${hands.handJson} = ${changes.handJson} then ${hands.contentVersion} else ${hands.contentVersion} + 1 end`,
        })
        .where(eq(hands.id, id))
        .returning();
      return row;
    },
    async remove(id) {
      const [row] = await db.delete(hands).where(eq(hands.id, id)).returning();
      return row;
    },
    async place(ids) {
      for (const [position, id] of ids.entries()) {
        await db.update(hands).set({ position }).where(eq(hands.id, id));
      }
    },
  };
}
