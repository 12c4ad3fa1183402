import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** A throttle key's failures, as last recorded. */
export interface FailureCount {
  readonly failures: number;
  readonly lastFailureAt: Date;
  readonly forgetAt: Date;
}

/**
 * Failed logins per throttle key (services/accounts/failure-backoff.ts). Writes are
 * compare-and-set, so that processes sharing the database never both count from one reading.
 */
export interface LoginFailureRepository {
  /** The keys' counts not yet forgotten at `now`. */
  read(keys: readonly string[], now: Date): Promise<Map<string, FailureCount>>;
  /**
   * Writes `next` for `key` if its count is still `seen` (undefined: none, or forgotten at
   * `now`); says whether it did.
   */
  record(
    key: string,
    seen: FailureCount | undefined,
    next: FailureCount,
    now: Date,
  ): Promise<boolean>;
  /** Takes one failure back from `key`. */
  forgive(key: string): Promise<void>;
  /** Forgets `key`. */
  reset(key: string): Promise<void>;
  /** Removes the keys forgotten at `now` and says how many. */
  deleteForgotten(now: Date): Promise<number>;
}

export function createLoginFailureRepository({
  db,
  tables: { loginFailures },
}: Database): LoginFailureRepository {
  return {
    async read(keys, now) {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select()
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, [...keys]), gt(loginFailures.forgetAt, now)));
      return new Map(rows.map(({ key, ...count }) => [key, count]));
    },
    async record(key, seen, next, now) {
      const written =
        seen === undefined
          ? await db
              .insert(loginFailures)
              .values({ key, ...next })
              .onConflictDoUpdate({
                target: loginFailures.key,
                set: next,
                setWhere: lte(loginFailures.forgetAt, now),
              })
              .returning({ key: loginFailures.key })
          : await db
              .update(loginFailures)
              .set(next)
              .where(
                and(
                  eq(loginFailures.key, key),
                  eq(loginFailures.failures, seen.failures),
                  eq(loginFailures.lastFailureAt, seen.lastFailureAt),
                ),
              )
              .returning({ key: loginFailures.key });
      return written.length === 1;
    },
    async forgive(key) {
      await db
        .update(loginFailures)
        .set({ failures: sql`${loginFailures.failures} - 1` })
        .where(and(eq(loginFailures.key, key), gt(loginFailures.failures, 0)));
    },
    async reset(key) {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
    async deleteForgotten(now) {
      const removed = await db
        .delete(loginFailures)
        .where(lte(loginFailures.forgetAt, now))
        .returning({ key: loginFailures.key });
      return removed.length;
    },
  };
}
