import type { Database } from '../db/database.js';

export type PurchaseRow = Database['tables']['purchases']['$inferSelect'];
export type PurchaseItemRow = Database['tables']['purchaseItems']['$inferSelect'];
export type UserSubscriptionPlanRow = Database['tables']['userSubscriptionPlans']['$inferSelect'];
export type NewPurchaseItem = Omit<PurchaseItemRow, 'id' | 'purchaseId'>;

/**
 * Purchases and the plans they grant, as far as this issue writes them: the demo seed and the
 * tests record finished orders. Checkout (the payments issue) builds on these tables.
 */
export interface PurchaseRepository {
  insert(
    purchase: Omit<PurchaseRow, 'id'>,
    items: readonly NewPurchaseItem[],
  ): Promise<{ purchase: PurchaseRow; items: PurchaseItemRow[] }>;
  insertUserSubscriptionPlan(
    plan: Omit<UserSubscriptionPlanRow, 'id'>,
  ): Promise<UserSubscriptionPlanRow>;
}

export function createPurchaseRepository({
  db,
  tables: { purchases, purchaseItems, userSubscriptionPlans },
}: Database): PurchaseRepository {
  return {
    async insert(purchase, items) {
      const [row] = await db.insert(purchases).values(purchase).returning();
      if (row === undefined) throw new Error('insert into purchases returned no row');
      const inserted =
        items.length === 0
          ? []
          : await db
              .insert(purchaseItems)
              .values(items.map((item) => ({ ...item, purchaseId: row.id })))
              .returning();
      return { purchase: row, items: inserted };
    },
    async insertUserSubscriptionPlan(plan) {
      const [row] = await db.insert(userSubscriptionPlans).values(plan).returning();
      if (row === undefined) throw new Error('insert into user_subscription_plans returned no row');
      return row;
    },
  };
}
