import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { CodePurpose } from '../domain/code-purpose.js';

export type UserCodeRow = Database['tables']['userCodes']['$inferSelect'];

/** A used code's user, and for an EmailConfirmation code the address it proves. */
export interface ConsumedCode {
  readonly userId: number;
  readonly email: string | null;
}

/** One-time codes sent by e-mail, stored hashed. */
export interface UserCodeRepository {
  insert(
    code: Omit<UserCodeRow, 'id' | 'usedAt'> & { readonly purpose: CodePurpose },
  ): Promise<void>;
  /**
   * Marks the code used and returns its user id (and the address an EmailConfirmation code
   * proves), if it exists for `purpose`, is unused and has not expired at `now`. One conditional
   * update, so two concurrent uses cannot both succeed.
   */
  consume(codeHash: string, purpose: CodePurpose, now: Date): Promise<ConsumedCode | undefined>;
  /** Marks the user's unused codes for `purpose` used, so none of them works any more. */
  discard(userId: number, purpose: CodePurpose, now: Date): Promise<void>;
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
        .returning({ userId: userCodes.userId, email: userCodes.email });
      return row;
    },
    async discard(userId, purpose, now) {
      await db
        .update(userCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(userCodes.userId, userId),
            eq(userCodes.purpose, purpose),
            isNull(userCodes.usedAt),
          ),
        );
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
