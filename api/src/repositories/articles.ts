import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export type ArticleRow = Database['tables']['articles']['$inferSelect'];

/** Articles of subscriptions (admin.md §3 "Article"). */
export interface ArticleRepository {
  byId(id: number): Promise<ArticleRow | undefined>;
  byIds(ids: readonly number[]): Promise<ArticleRow[]>;
  byPublicId(publicId: string): Promise<ArticleRow | undefined>;
  /** The subscriptions' articles published by `now`, newest first. */
  published(subscriptionIds: readonly number[], now: Date): Promise<ArticleRow[]>;
  insert(article: Omit<ArticleRow, 'id'>): Promise<ArticleRow>;
}

export function createArticleRepository({ db, tables: { articles } }: Database): ArticleRepository {
  return {
    async byId(id) {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
      return row;
    },
    async byIds(ids) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(articles)
        .where(inArray(articles.id, [...ids]));
    },
    async byPublicId(publicId) {
      const [row] = await db
        .select()
        .from(articles)
        .where(eq(articles.publicId, publicId))
        .limit(1);
      return row;
    },
    async published(subscriptionIds, now) {
      if (subscriptionIds.length === 0) return [];
      return db
        .select()
        .from(articles)
        .where(
          and(
            inArray(articles.subscriptionId, [...subscriptionIds]),
            eq(articles.status, 'Published'),
            lte(articles.publishDateTime, now),
          ),
        )
        .orderBy(desc(articles.publishDateTime), desc(articles.id));
    },
    async insert(article) {
      const [row] = await db.insert(articles).values(article).returning();
      if (row === undefined) throw new Error('insert into articles returned no row');
      return row;
    },
  };
}
