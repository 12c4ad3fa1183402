import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';

export type UserRow = Database['tables']['users']['$inferSelect'];
/** A user to insert: the terms' acceptance only where it was given (registration). */
export type NewUser = Omit<UserRow, 'id' | 'termsAcceptedAt' | 'termsVersion'> &
  Partial<Pick<UserRow, 'termsAcceptedAt' | 'termsVersion'>>;
export type UserChanges = Partial<Omit<UserRow, 'id' | 'createdAt'>> & { readonly updatedAt: Date };

/** Users (storefront.md §3 "User"). E-mail addresses arrive already normalised by the service. */
export interface UserRepository {
  byId(id: number): Promise<UserRow | undefined>;
  byEmail(email: string): Promise<UserRow | undefined>;
  /** The new user, or `'EMAIL_TAKEN'` when the address belongs to another account. */
  insert(user: NewUser): Promise<UserRow | 'EMAIL_TAKEN'>;
  /** The updated user, undefined when it does not exist, or `'EMAIL_TAKEN'`. */
  update(id: number, changes: UserChanges): Promise<UserRow | undefined | 'EMAIL_TAKEN'>;
}

export function createUserRepository({ db, tables: { users } }: Database): UserRepository {
  return {
    async byId(id) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async byEmail(email) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async insert(user) {
      try {
        const [row] = await db.insert(users).values(user).returning();
        if (row === undefined) throw new Error('insert into users returned no row');
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'EMAIL_TAKEN';
        throw error;
      }
    },
    async update(id, changes) {
      try {
        const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'EMAIL_TAKEN';
        throw error;
      }
    },
  };
}
