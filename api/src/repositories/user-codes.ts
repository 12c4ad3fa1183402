import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { CodePurpose } from '../domain/code-purpose.js';

export type UserCodeRow = Database['tables']['userCodes']['$inferSelect'];

/** One-time codes sent by e-mail, stored hashed. */
export interface UserCodeRepository {
  insert(
    code: Omit<UserCodeRow, 'id' | 'usedAt'> & { readonly purpose: CodePurpose },
  ): Promise<void>;
  /**
   * Marks the code used and returns its user id, if it exists for `purpose`, is unused and has not
   * expired at `now`. One conditional update, so two concurrent uses cannot both succeed.
   */
  consume(codeHash: string, purpose: CodePurpose, now: Date): Promise<number | undefined>;
  /** Removes the codes used or expired at `now` and says how many. */
  deleteSpent(now: Date): Promise<number>;
}

export function createUserCodeRepository({
  db,
  tables: { userCodes },
}: Database): UserCodeRepository {
  return {
    async insert(code) {
      await db.insert(userCodes).values({ ...code, usedAt: null });
    },
    async consume(codeHash, purpose, now) {
      const [row] = await db
        .update(userCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(userCodes.codeHash, codeHash),
            eq(userCodes.purpose, purpose),
            isNull(userCodes.usedAt),
            gt(userCodes.expiresAt, now),
          ),
        )
        .returning({ userId: userCodes.userId });
      return row?.userId;
    },
    async deleteSpent(now) {
      const removed = await db
        .delete(userCodes)
        .where(or(isNotNull(userCodes.usedAt), lte(userCodes.expiresAt, now)))
        .returning({ id: userCodes.id });
      return removed.length;
    },
  };
}
