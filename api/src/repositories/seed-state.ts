import type { Database } from '../db/database.js';

/** Whether the database is as the migrations left it: no user and no product yet. */
export async function isFreshDatabase({
  db,
  tables: { users, products },
}: Database): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return user === undefined && product === undefined;
}
