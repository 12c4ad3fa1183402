import type { Database } from '../db/database.js';

export type ContactMessageRow = Database['tables']['contactMessages']['$inferSelect'];

/** Messages from the contact form (storefront.md §3 "Contact message"). */
export interface ContactMessageRepository {
  insert(message: Omit<ContactMessageRow, 'id'>): Promise<ContactMessageRow>;
}

export function createContactMessageRepository({
  db,
  tables: { contactMessages },
}: Database): ContactMessageRepository {
  return {
    async insert(message) {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (row === undefined) throw new Error('insert into contact_messages returned no row');
      return row;
    },
  };
}
