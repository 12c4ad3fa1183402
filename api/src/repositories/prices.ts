import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export type PriceRow = Database['tables']['prices']['$inferSelect'];
export type NewPrice = Omit<PriceRow, 'id'>;

/** The price tiers (admin.md §3 "Price"). */
export interface PriceRepository {
  all(): Promise<PriceRow[]>;
  byIds(ids: readonly number[]): Promise<PriceRow[]>;
  insert(price: NewPrice): Promise<PriceRow>;
}

export function createPriceRepository({ db, tables: { prices } }: Database): PriceRepository {
  return {
    all() {
      return db.select().from(prices).orderBy(asc(prices.priceUSD), asc(prices.id));
    },
    async byIds(ids) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(prices)
        .where(inArray(prices.id, [...ids]));
    },
    async insert(price) {
      const [row] = await db.insert(prices).values(price).returning();
      if (row === undefined) throw new Error('insert into prices returned no row');
      return row;
    },
  };
}
