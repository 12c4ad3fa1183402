import { desc } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export type OutboxRow = Database['tables']['emailOutbox']['$inferSelect'];
export type NewOutboxMessage = Pick<
  OutboxRow,
  'toAddress' | 'template' | 'language' | 'subject' | 'textBody' | 'createdAt'
>;

/** The e-mail outbox: messages wait here until a sender delivers them. */
export interface OutboxRepository {
  insert(message: NewOutboxMessage): Promise<OutboxRow>;
  /** The newest messages first. */
  latest(limit: number): Promise<OutboxRow[]>;
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
        .returning();
      if (row === undefined) throw new Error('insert into email_outbox returned no row');
      return row;
    },
    async latest(limit) {
      return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
    },
  };
}
