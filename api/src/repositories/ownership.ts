import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { idList, inIdList } from './id-list.js';

/** A subscription a user holds or held, and until when (null: running without an end). */
export interface HeldSubscription {
  readonly subscriptionId: number;
  readonly endDateTime: Date | null;
  /** One prepaid term (a gift, or paid wholly by a voucher): it ends and never renews. */
  readonly prepaid: boolean;
}

/**
 * What a user owns (DESIGN.md "Decisions"): a product is owned through an item of a Succeeded
 * purchase, bought for oneself or gifted to one; a collection owned makes its sets owned. A
 * refunded purchase owns nothing, and a gift is never the buyer's.
 */
export interface OwnershipRepository {
  /** The ids of the products the user owns, sets of owned collections included, ascending. */
  ownedProductIds(userId: number): Promise<number[]>;
  /** Every subscription plan the user has held, with its end. */
  heldSubscriptions(userId: number): Promise<HeldSubscription[]>;
}

export function createOwnershipRepository(database: Database): OwnershipRepository {
  const {
    db,
    tables: { purchases, purchaseItems, collectionSets, subscriptionPlans, userSubscriptionPlans },
  } = database;
  // Asked once per signed-in request that shows products: prepared once (id-list.ts).
  const boughtBy = db
    .select({ productId: purchaseItems.productId })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchaseItems.purchaseId, purchases.id))
    .where(
      and(
        eq(purchases.status, 'Succeeded'),
        or(
          eq(purchaseItems.giftedToUserId, sql.placeholder('userId')),
          // A gift belongs to its recipient, also before their account is linked.
          and(
            eq(purchases.userId, sql.placeholder('userId')),
            isNull(purchaseItems.giftedToUserId),
            isNull(purchaseItems.giftToEmail),
          ),
        ),
      ),
    )
    .prepare('ownership_bought');
  const setsOfCollections = db
    .select({ setId: collectionSets.setId })
    .from(collectionSets)
    .where(inIdList(database, collectionSets.collectionId, 'ids'))
    .prepare('ownership_sets_of_collections');
  return {
    async ownedProductIds(userId) {
      const bought = await boughtBy.execute({ userId });
      const direct = bought.flatMap((row) => (row.productId === null ? [] : [row.productId]));
      if (direct.length === 0) return [];
      const sets = await setsOfCollections.execute({ ids: idList(database, direct) });
      return [...new Set([...direct, ...sets.map((row) => row.setId)])].sort((a, b) => a - b);
    },
    async heldSubscriptions(userId) {
      const rows = await db
        .select({
          subscriptionId: subscriptionPlans.subscriptionId,
          endDateTime: userSubscriptionPlans.endDateTime,
          giftToEmail: purchaseItems.giftToEmail,
          paymentType: purchases.paymentType,
        })
        .from(userSubscriptionPlans)
        .innerJoin(
          subscriptionPlans,
          eq(userSubscriptionPlans.subscriptionPlanId, subscriptionPlans.id),
        )
        .leftJoin(purchaseItems, eq(userSubscriptionPlans.purchaseItemId, purchaseItems.id))
        .leftJoin(purchases, eq(purchaseItems.purchaseId, purchases.id))
        .where(eq(userSubscriptionPlans.userId, userId));
      // The same rule as isPrepaidTerm (services/sales/prepaid-term.ts), read from these columns.
      return rows.map(({ giftToEmail, paymentType, ...held }) => ({
        ...held,
        prepaid: giftToEmail !== null || paymentType === 'Free',
      }));
    },
  };
}
