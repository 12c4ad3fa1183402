import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { PriceRow } from './prices.js';

export type SubscriptionPlanRow = Database['tables']['subscriptionPlans']['$inferSelect'];

/** A plan with its price tier. */
export interface PlanRecord {
  readonly plan: SubscriptionPlanRow;
  readonly price: PriceRow;
}

/** Subscription plans (storefront.md §3 "SubscriptionPlan"). */
export interface SubscriptionPlanRepository {
  /** The plans of the subscriptions, Monthly before Yearly. */
  ofSubscriptions(subscriptionIds: readonly number[]): Promise<PlanRecord[]>;
  insert(plan: Omit<SubscriptionPlanRow, 'id'>): Promise<SubscriptionPlanRow>;
}

export function createSubscriptionPlanRepository({
  db,
  tables: { subscriptionPlans, prices },
}: Database): SubscriptionPlanRepository {
  return {
    async ofSubscriptions(subscriptionIds) {
      if (subscriptionIds.length === 0) return [];
      return db
        .select({ plan: subscriptionPlans, price: prices })
        .from(subscriptionPlans)
        .innerJoin(prices, eq(subscriptionPlans.priceId, prices.id))
        .where(inArray(subscriptionPlans.subscriptionId, [...subscriptionIds]))
        .orderBy(asc(subscriptionPlans.type), asc(subscriptionPlans.id));
    },
    async insert(plan) {
      const [row] = await db.insert(subscriptionPlans).values(plan).returning();
      if (row === undefined) throw new Error('insert into subscription_plans returned no row');
      return row;
    },
  };
}
