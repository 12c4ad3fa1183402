import type { UserType } from '@tenace/model';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** A staff user as the admin screens name them: never their e-mail, password or payment ids. */
export interface StaffUserRow {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly type: UserType;
}

/** The staff users the admin screens show: products' makers and the Publishers to choose from. */
export interface StaffUserRepository {
  /** Every user of type Publisher (admin.md §5 "Choosing the publisher"). */
  publishers(): Promise<StaffUserRow[]>;
  /** The users with these ids (unknown ids left out), in no order. */
  byIds(ids: readonly number[]): Promise<StaffUserRow[]>;
}

export function createStaffUserRepository({
  db,
  tables: { users },
}: Database): StaffUserRepository {
  const columns = {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    type: users.type,
  };
  return {
    publishers() {
      return db.select(columns).from(users).where(eq(users.type, 'Publisher'));
    },
    async byIds(ids) {
      if (ids.length === 0) return [];
      return db
        .select(columns)
        .from(users)
        .where(inArray(users.id, [...ids]));
    },
  };
}
