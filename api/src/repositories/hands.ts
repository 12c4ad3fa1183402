import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { HandStatus, UserHandStatus } from '../domain/hand-status.js';
import { idList, inIdList } from './id-list.js';

export type HandRow = Database['tables']['hands']['$inferSelect'];
export type UserHandRow = Database['tables']['userHands']['$inferSelect'];
/**
 * A hand as a list shows it: without its handJSON (5 KB or so), read only for a hand to play,
 * and without its dates.
 */
export type ListedHand = Pick<
  HandRow,
  | 'id'
  | 'title'
  | 'status'
  | 'freeToPlay'
  | 'productId'
  | 'articleId'
  | 'position'
  | 'contentVersion'
>;

/** Hands and the learners' progress on them (hands.md §3). */
export interface HandRepository {
  byId(id: number): Promise<HandRow | undefined>;
  /** The hands of the sets, set by set in the order given, each set's in position order. */
  ofProducts(
    productIds: readonly number[],
    statuses?: readonly HandStatus[],
  ): Promise<ListedHand[]>;
  /** Every hand in a set, without its text: by set, each set's in position order (the read model's load). */
  ofAllProducts(): Promise<ListedHand[]>;
  /** The stored handJSON of these hands, by id. */
  handJsons(ids: readonly number[]): Promise<Map<number, string>>;
  /** The hands of the articles, in position order. */
  ofArticles(articleIds: readonly number[], statuses?: readonly HandStatus[]): Promise<HandRow[]>;
  /** Appends a hand to its parent's hands. */
  insert(hand: Omit<HandRow, 'id' | 'position' | 'contentVersion'>): Promise<HandRow>;
  /** The user's progress on these hands. */
  progress(userId: number, handIds: readonly number[]): Promise<UserHandRow[]>;
  /** Records the user's latest status and step on a hand. */
  saveProgress(progress: {
    userId: number;
    handId: number;
    status: UserHandStatus;
    step: string;
    handVersion: number;
    updatedAt: Date;
  }): Promise<UserHandRow>;
}

export function createHandRepository(database: Database): HandRepository {
  const {
    db,
    tables: { hands, userHands },
  } = database;
  const withStatus = (statuses: readonly HandStatus[] | undefined): SQL | undefined =>
    statuses === undefined ? undefined : inArray(hands.status, [...statuses]);
  // A hand by id, and one set's hands, are the player's and the product page's queries: prepared
  // once, like products.ts's single record. A set's few hands are filtered by status here.
  const oneHand = db
    .select()
    .from(hands)
    .where(eq(hands.id, sql.placeholder('id')))
    .limit(1)
    .prepare('hands_by_id');
  const listedColumns = {
    id: hands.id,
    title: hands.title,
    status: hands.status,
    freeToPlay: hands.freeToPlay,
    productId: hands.productId,
    articleId: hands.articleId,
    position: hands.position,
    contentVersion: hands.contentVersion,
  };
  const ofOneProduct = db
    .select(listedColumns)
    .from(hands)
    .where(eq(hands.productId, sql.placeholder('productId')))
    .orderBy(asc(hands.position), asc(hands.id))
    .prepare('hands_of_product');
  // The texts of a list's playable hands and a learner's progress on a list's hands: any number
  // of ids, one statement each (id-list.ts).
  const texts = db
    .select({ id: hands.id, handJson: hands.handJson })
    .from(hands)
    .where(inIdList(database, hands.id, 'ids'))
    .prepare('hands_texts');
  const progressOn = db
    .select()
    .from(userHands)
    .where(
      and(
        eq(userHands.userId, sql.placeholder('userId')),
        inIdList(database, userHands.handId, 'ids'),
      ),
    )
    .prepare('user_hands_progress');
  return {
    async byId(id) {
      const [row] = await oneHand.execute({ id });
      return row;
    },
    async ofProducts(productIds, statuses) {
      if (productIds.length === 0) return [];
      if (productIds.length === 1) {
        const rows = await ofOneProduct.execute({ productId: productIds[0] });
        return statuses === undefined ? rows : rows.filter((row) => statuses.includes(row.status));
      }
      const rows = await db
        .select(listedColumns)
        .from(hands)
        .where(and(inArray(hands.productId, [...productIds]), withStatus(statuses)))
        .orderBy(asc(hands.position), asc(hands.id));
      return productIds.flatMap((productId) => rows.filter((row) => row.productId === productId));
    },
    ofAllProducts() {
      return db
        .select(listedColumns)
        .from(hands)
        .where(isNotNull(hands.productId))
        .orderBy(asc(hands.productId), asc(hands.position), asc(hands.id));
    },
    async handJsons(ids) {
      if (ids.length === 0) return new Map();
      const rows = await texts.execute({ ids: idList(database, ids) });
      return new Map(rows.map((row) => [row.id, row.handJson]));
    },
    async ofArticles(articleIds, statuses) {
      if (articleIds.length === 0) return [];
      return db
        .select()
        .from(hands)
        .where(and(inArray(hands.articleId, [...articleIds]), withStatus(statuses)))
        .orderBy(asc(hands.position), asc(hands.id));
    },
    async insert(hand) {
      const siblings = await db
        .select({ position: hands.position })
        .from(hands)
        .where(
          hand.productId !== null
            ? eq(hands.productId, hand.productId)
            : eq(hands.articleId, hand.articleId ?? 0),
        );
      const position = Math.max(-1, ...siblings.map((row) => row.position)) + 1;
      const [row] = await db
        .insert(hands)
        .values({ ...hand, position })
        .returning();
      if (row === undefined) throw new Error('insert into hands returned no row');
      return row;
    },
    async progress(userId, handIds) {
      if (handIds.length === 0) return [];
      return progressOn.execute({ userId, ids: idList(database, handIds) });
    },
    async saveProgress(progress) {
      const [row] = await db
        .insert(userHands)
        .values(progress)
        .onConflictDoUpdate({
          target: [userHands.userId, userHands.handId],
          set: {
            status: progress.status,
            step: progress.step,
            handVersion: progress.handVersion,
            updatedAt: progress.updatedAt,
          },
        })
        .returning();
      if (row === undefined) throw new Error('upsert into user_hands returned no row');
      return row;
    },
  };
}
