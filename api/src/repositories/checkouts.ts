import { and, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { WAITING_STATUSES } from '../domain/purchase-status.js';
import type { NewPurchase, NewPurchaseItem, PurchaseRow } from './purchases.js';
import { createVoucherRepository } from './vouchers.js';

/**
 * What a checkout claims for its buyer: products and subscriptions bought for themselves, which
 * must not be owned already, and the rest of its lines (gifts by recipient, gift vouchers), which
 * may be bought again but not twice at once (a double submission).
 */
export interface CheckoutClaims {
  readonly productIds: readonly number[];
  readonly subscriptionIds: readonly number[];
  /** Keys of the other lines, unique per line (`gift:…`, `gift-voucher:…`). */
  readonly otherKeys: readonly string[];
}

/** Why a checkout was not recorded. */
export type CheckoutRefusal = 'voucherUsedUp' | 'alreadyBeingBought' | 'alreadyOwned';

/**
 * Records checkouts (docs/decisions.md "Checkout once"). A purchase, its items, the voucher use
 * it takes and its claims on what it buys are written in one transaction, so a crash leaves
 * either all of them or none, and two checkouts of the same item for the same buyer cannot both
 * be recorded: the claims' primary key refuses the second, whatever the timing.
 */
export interface CheckoutRepository {
  open(input: {
    readonly purchase: NewPurchase;
    readonly items: readonly NewPurchaseItem[];
    readonly claims: CheckoutClaims;
    readonly voucher: { readonly id: number; readonly spend: number } | null;
  }): Promise<{ ok: true; purchase: PurchaseRow } | { ok: false; refused: CheckoutRefusal }>;
  /**
   * Moves a waiting purchase to Failed or Canceled and, in the same transaction, gives back what
   * it took of its voucher (the redemption, and a FixedValue balance) and drops its claims; so a
   * crash never keeps a voucher held by a purchase that failed. Undefined when it was not
   * waiting (another request settled it first).
   */
  abandon(
    purchaseId: number,
    changes: {
      readonly status: 'Failed' | 'Canceled';
      readonly failureMessage: string;
      readonly updatedAt: Date;
    },
  ): Promise<PurchaseRow | undefined>;
  /** Drops a granted purchase's claims (what it bought now shows as owned). */
  release(purchaseId: number): Promise<void>;
}

/** The claims' keys, sorted: racing transactions take them in one order, so none deadlock. */
const claimKeys = (claims: CheckoutClaims) =>
  [
    ...claims.productIds.map((id) => `product:${id}`),
    ...claims.subscriptionIds.map((id) => `subscription:${id}`),
    ...claims.otherKeys,
  ].sort();

/**
 * Claims what the checkout buys for its buyer, then checks it is not owned already: a purchase
 * that settled before the claim was taken is owned by now (its grants come before it gives up
 * its claim), and one still going holds its claim, which refuses this one.
 */
async function claim(
  tx: Database,
  recorded: PurchaseRow,
  keys: readonly string[],
  claims: CheckoutClaims,
): Promise<CheckoutRefusal | undefined> {
  const { db, tables } = tx;
  const { purchases, purchaseItems, userSubscriptionPlans, subscriptionPlans } = tables;
  const userId = recorded.userId;
  const claimed = await db
    .insert(tables.purchaseClaims)
    .values(keys.map((itemKey) => ({ userId, itemKey, purchaseId: recorded.id })))
    .onConflictDoNothing()
    .returning({ itemKey: tables.purchaseClaims.itemKey });
  if (claimed.length < keys.length) return 'alreadyBeingBought';
  // Claimed first, then checked: a purchase that settled before the claim was taken is
  // owned by now (its grants come before it gives up its claim).
  const ownedProduct =
    claims.productIds.length === 0
      ? []
      : await db
          .select({ id: purchaseItems.id })
          .from(purchaseItems)
          .innerJoin(purchases, eq(purchaseItems.purchaseId, purchases.id))
          .where(
            and(
              eq(purchases.status, 'Succeeded'),
              inArray(purchaseItems.productId, [...claims.productIds]),
              or(
                eq(purchaseItems.giftedToUserId, userId),
                and(
                  eq(purchases.userId, userId),
                  isNull(purchaseItems.giftedToUserId),
                  isNull(purchaseItems.giftToEmail),
                ),
              ),
            ),
          )
          .limit(1);
  const runningPlan =
    claims.subscriptionIds.length === 0
      ? []
      : await db
          .select({ id: userSubscriptionPlans.id })
          .from(userSubscriptionPlans)
          .innerJoin(
            subscriptionPlans,
            eq(userSubscriptionPlans.subscriptionPlanId, subscriptionPlans.id),
          )
          .where(
            and(
              eq(userSubscriptionPlans.userId, userId),
              inArray(subscriptionPlans.subscriptionId, [...claims.subscriptionIds]),
              or(
                isNull(userSubscriptionPlans.endDateTime),
                gt(userSubscriptionPlans.endDateTime, recorded.purchaseDate),
              ),
            ),
          )
          .limit(1);
  return ownedProduct.length > 0 || runningPlan.length > 0 ? 'alreadyOwned' : undefined;
}

export function createCheckoutRepository(database: Database): CheckoutRepository {
  const { purchaseClaims } = database.tables;
  return {
    open({ purchase, items, claims, voucher }) {
      return database.transaction(async (tx) => {
        const { db, tables } = tx;
        const { purchases, purchaseItems } = tables;
        const keys = claimKeys(claims);
        const userId = purchase.userId;
        if (keys.length > 0) {
          // A claim whose purchase has settled (failed, cancelled, or granted) is stale: what
          // it bought, if anything, shows as owned, which `claim` checks.
          await db
            .delete(tables.purchaseClaims)
            .where(
              and(
                eq(tables.purchaseClaims.userId, userId),
                inArray(tables.purchaseClaims.itemKey, keys),
                sql`${tables.purchaseClaims.purchaseId} in (select ${purchases.id} from ${purchases} where ${and(
                  notInArray(purchases.status, [...WAITING_STATUSES]),
                  or(
                    sql`${purchases.status} <> 'Succeeded'`,
                    sql`${purchases.fulfilledAt} is not null`,
                  ),
                )})`,
              ),
            );
        }
        const [recorded] = await db.insert(purchases).values(purchase).returning();
        if (recorded === undefined) throw new Error('insert into purchases returned no row');
        if (items.length > 0)
          await db
            .insert(purchaseItems)
            .values(items.map((item) => ({ ...item, purchaseId: recorded.id })));
        const refused =
          (keys.length > 0 ? await claim(tx, recorded, keys, claims) : undefined) ??
          (voucher !== null &&
          !(await createVoucherRepository(tx).consume(voucher.id, voucher.spend))
            ? 'voucherUsedUp'
            : undefined);
        if (refused === undefined) return { ok: true as const, purchase: recorded };
        // Undone by hand and committed, not rolled back: on SQLite another request's statement
        // may have joined the transaction, and a rollback would undo it too. The items and
        // claims go with the purchase (cascade).
        await db.delete(purchases).where(eq(purchases.id, recorded.id));
        return { ok: false as const, refused };
      });
    },
    abandon(purchaseId, changes) {
      return database.transaction(async (tx) => {
        const { db, tables } = tx;
        const { purchases, purchaseItems } = tables;
        const [moved] = await db
          .update(purchases)
          .set(changes)
          .where(
            and(eq(purchases.id, purchaseId), inArray(purchases.status, [...WAITING_STATUSES])),
          )
          .returning();
        if (moved === undefined) return undefined;
        if (moved.voucherId !== null) {
          const [spent] = await db
            .select({ total: sql<number>`coalesce(sum(${purchaseItems.discount}), 0)` })
            .from(purchaseItems)
            .where(
              and(
                eq(purchaseItems.purchaseId, purchaseId),
                eq(purchaseItems.discountType, 'FixedValue'),
              ),
            );
          await createVoucherRepository(tx).restore(moved.voucherId, Number(spent?.total ?? 0));
        }
        await db
          .delete(tables.purchaseClaims)
          .where(eq(tables.purchaseClaims.purchaseId, purchaseId));
        return moved;
      });
    },
    async release(purchaseId) {
      await database.db.delete(purchaseClaims).where(eq(purchaseClaims.purchaseId, purchaseId));
    },
  };
}
