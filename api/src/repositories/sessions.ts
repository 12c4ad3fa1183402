import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export type SessionRow = Database['tables']['sessions']['$inferSelect'];

/** Login sessions, found by the hash of their token (never the token itself). */
export interface SessionRepository {
  insert(session: Omit<SessionRow, 'id'>): Promise<SessionRow>;
  /** The session with this token hash, if it has not expired at `now`. */
  live(tokenHash: string, now: Date): Promise<SessionRow | undefined>;
  extend(id: number, expiresAt: Date): Promise<void>;
  deleteByTokenHash(tokenHash: string): Promise<void>;
  /** Ends every session of the user, except the one with `keepId` when given. */
  deleteForUser(userId: number, keepId?: number): Promise<void>;
  /** Removes the sessions expired at `now` and says how many. */
  deleteExpired(now: Date): Promise<number>;
}

export function createSessionRepository({ db, tables: { sessions } }: Database): SessionRepository {
  return {
    async insert(session) {
      const [row] = await db.insert(sessions).values(session).returning();
      if (row === undefined) throw new Error('insert into sessions returned no row');
      return row;
    },
    async live(tokenHash, now) {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },
    async extend(id, expiresAt) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    },
    async deleteByTokenHash(tokenHash) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    async deleteForUser(userId, keepId) {
      const condition =
        keepId === undefined
          ? eq(sessions.userId, userId)
          : and(eq(sessions.userId, userId), ne(sessions.id, keepId));
      await db.delete(sessions).where(condition);
    },
    async deleteExpired(now) {
      const removed = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, now))
        .returning({ id: sessions.id });
      return removed.length;
    },
  };
}
