import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** The client addresses each user logged in from (login throttling, services/accounts/login.ts). */
export interface LoginClientRepository {
  /** Whether the user logged in from `clientIp` after `since`. */
  loggedInFrom(userId: number, clientIp: string, since: Date): Promise<boolean>;
  /** Records a login of the user from `clientIp` at `at`. */
  remember(userId: number, clientIp: string, at: Date): Promise<void>;
  /** Removes the addresses last used at or before `before` and says how many. */
  deleteStale(before: Date): Promise<number>;
}

export function createLoginClientRepository({
  db,
  tables: { loginClients },
}: Database): LoginClientRepository {
  return {
    async loggedInFrom(userId, clientIp, since) {
      const [row] = await db
        .select({ userId: loginClients.userId })
        .from(loginClients)
        .where(
          and(
            eq(loginClients.userId, userId),
            eq(loginClients.clientIp, clientIp),
            gt(loginClients.lastLoginAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async remember(userId, clientIp, at) {
      await db
        .insert(loginClients)
        .values({ userId, clientIp, lastLoginAt: at })
        .onConflictDoUpdate({
          target: [loginClients.userId, loginClients.clientIp],
          set: { lastLoginAt: at },
        });
    },
    async deleteStale(before) {
      const removed = await db
        .delete(loginClients)
        .where(lte(loginClients.lastLoginAt, before))
        .returning({ userId: loginClients.userId });
      return removed.length;
    },
  };
}
