import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export type OutboxRow = Database['tables']['emailOutbox']['$inferSelect'];
export type NewOutboxMessage = Pick<
  OutboxRow,
  'toAddress' | 'template' | 'language' | 'subject' | 'textBody' | 'createdAt'
>;

/** The e-mail outbox: messages wait here until a sender delivers them. */
export interface OutboxRepository {
  /**
   * Inserts the message; one with a `onceKey` only if no message has that key yet. The message
   * with the key, and whether this call inserted it.
   */
  insert(
    message: NewOutboxMessage & { readonly onceKey?: string },
  ): Promise<{ row: OutboxRow; inserted: boolean }>;
  /** The newest messages first. */
  latest(limit: number): Promise<OutboxRow[]>;
  byId(id: number): Promise<OutboxRow | undefined>;
  /** Records a delivery: the message is sent, its attempt counted. */
  markSent(id: number, sentAt: Date): Promise<void>;
  /** Records a failed delivery attempt and its error; the message stays unsent. */
  recordFailure(id: number, error: string): Promise<void>;
}

export function createOutboxRepository({
  db,
  tables: { emailOutbox },
}: Database): OutboxRepository {
  return {
    async insert(message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...message, sentAt: null, attempts: 0, lastError: null })
        .onConflictDoNothing({ target: emailOutbox.onceKey })
        .returning();
      if (row !== undefined) return { row, inserted: true };
      const [existing] = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.onceKey, message.onceKey ?? ''));
      if (existing === undefined) throw new Error('insert into email_outbox returned no row');
      return { row: existing, inserted: false };
    },
    async latest(limit) {
      return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
    },
    async byId(id) {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row;
    },
    async markSent(id, sentAt) {
      await db
        .update(emailOutbox)
        .set({ sentAt, attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
        .where(eq(emailOutbox.id, id));
    },
    async recordFailure(id, error) {
      await db
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: error })
        .where(eq(emailOutbox.id, id));
    },
  };
}
