import { and, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export type VoucherRow = Database['tables']['vouchers']['$inferSelect'];
/** A voucher to make; a promotion has no purchase item, and nobody holds a new voucher. */
export type NewVoucher = Omit<VoucherRow, 'id' | 'purchaseItemId' | 'holderUserId'> &
  Partial<Pick<VoucherRow, 'purchaseItemId'>>;

/** Vouchers (storefront.md §3 "Voucher"); codes are stored upper-cased. */
export interface VoucherRepository {
  byCode(code: string): Promise<VoucherRow | undefined>;
  byId(id: number): Promise<VoucherRow | undefined>;
  insert(voucher: NewVoucher): Promise<VoucherRow>;
  /** The gift voucher bought by this purchase item, if it was issued. */
  byPurchaseItem(purchaseItemId: number): Promise<VoucherRow | undefined>;
  /**
   * Takes one redemption and `amount` of the balance, in one statement, only while enough is
   * left; false when not (another purchase took it first).
   */
  consume(id: number, amount: number): Promise<boolean>;
  /**
   * Makes `userId` the holder of a gift voucher nobody holds yet, in one conditional statement;
   * true when they hold it now (already, or from this call), false when someone else does.
   */
  claim(id: number, userId: number): Promise<boolean>;
  /** Gives back what {@link consume} took (a purchase that failed). */
  restore(id: number, amount: number): Promise<void>;
}

export function createVoucherRepository({ db, tables: { vouchers } }: Database): VoucherRepository {
  return {
    async byCode(code) {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code)).limit(1);
      return row;
    },
    async byId(id) {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).limit(1);
      return row;
    },
    async byPurchaseItem(purchaseItemId) {
      const [row] = await db
        .select()
        .from(vouchers)
        .where(eq(vouchers.purchaseItemId, purchaseItemId))
        .limit(1);
      return row;
    },
    async insert(voucher) {
      const [row] = await db.insert(vouchers).values(voucher).returning();
      if (row === undefined) throw new Error('insert into vouchers returned no row');
      return row;
    },
    async consume(id, amount) {
      const rows = await db
        .update(vouchers)
        .set({
          remainingRedemptions: sql`case when ${vouchers.remainingRedemptions} is null then null else ${vouchers.remainingRedemptions} - 1 end`,
          balance: sql`case when ${vouchers.balance} is null then null else ${vouchers.balance} - ${amount} end`,
        })
        .where(
          and(
            eq(vouchers.id, id),
            or(isNull(vouchers.remainingRedemptions), gt(vouchers.remainingRedemptions, 0)),
            or(isNull(vouchers.balance), gte(vouchers.balance, amount)),
          ),
        )
        .returning({ id: vouchers.id });
      return rows.length === 1;
    },
    async claim(id, userId) {
      await db
        .update(vouchers)
        .set({ holderUserId: userId })
        .where(and(eq(vouchers.id, id), isNull(vouchers.holderUserId)));
      const [row] = await db
        .select({ holderUserId: vouchers.holderUserId })
        .from(vouchers)
        .where(eq(vouchers.id, id));
      return row?.holderUserId === userId;
    },
    async restore(id, amount) {
      await db
        .update(vouchers)
        .set({
          remainingRedemptions: sql`case when ${vouchers.remainingRedemptions} is null then null else ${vouchers.remainingRedemptions} + 1 end`,
          balance: sql`case when ${vouchers.balance} is null then null else ${vouchers.balance} + ${amount} end`,
        })
        .where(eq(vouchers.id, id));
    },
  };
}
