import type { Currency, PaymentType, PurchaseStatus } from '@tenace/model';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { WAITING_STATUSES } from '../domain/purchase-status.js';
import type { PaidWith } from '../payments/provider.js';
import type { PriceRow } from './prices.js';
import type { SubscriptionPlanRow } from './subscription-plans.js';

export type PurchaseRow = Database['tables']['purchases']['$inferSelect'];
export type PurchaseItemRow = Database['tables']['purchaseItems']['$inferSelect'];
export type UserSubscriptionPlanRow = Database['tables']['userSubscriptionPlans']['$inferSelect'];
export type NewPurchaseItem = Omit<PurchaseItemRow, 'id' | 'purchaseId'>;
/**
 * A purchase to record; the checkout's own columns default to none (no saved card), and one
 * recorded Succeeded counts as fulfilled when it was bought.
 */
export type NewPurchase = Omit<
  PurchaseRow,
  | 'id'
  | 'paymentMethodId'
  | 'savePaymentMethod'
  | 'fulfilledAt'
  | 'renewalInvoiceId'
  | 'idempotencyKey'
  | keyof PaidWith
  | 'termsAcceptedAt'
  | 'termsVersion'
  | 'immediateAccessConsentedAt'
> &
  Partial<
    Pick<
      PurchaseRow,
      | 'paymentMethodId'
      | 'savePaymentMethod'
      | 'fulfilledAt'
      | 'renewalInvoiceId'
      | 'idempotencyKey'
      | keyof PaidWith
      | 'termsAcceptedAt'
      | 'termsVersion'
      | 'immediateAccessConsentedAt'
    >
  >;
/** A plan to grant; without a provider subscription unless one renews it. */
export type NewUserSubscriptionPlan = Omit<
  UserSubscriptionPlanRow,
  'id' | 'providerSubscriptionId' | 'renewalUnpaid'
> &
  Partial<Pick<UserSubscriptionPlanRow, 'providerSubscriptionId' | 'renewalUnpaid'>>;

/** A plan a user holds, with what the account tab shows of it (storefront.md §3). */
export interface UserPlanRecord {
  readonly userPlan: UserSubscriptionPlanRow;
  readonly plan: SubscriptionPlanRow;
  readonly subscriptionTitle: string;
  /** Whom the plan was bought for as a gift (null: bought by its holder, or granted). */
  readonly giftToEmail: string | null;
  /** The currency the plan was bought in, which its renewals keep (null: granted, not bought). */
  readonly currency: Currency | null;
  /** How the plan's purchase was paid; `Free` (wholly by a voucher) is one prepaid term. */
  readonly paymentType: PaymentType | null;
}

/** A plan for sale with its price tier and its subscription's title. */
export interface SalePlanRecord {
  readonly plan: SubscriptionPlanRow;
  readonly price: PriceRow;
  readonly subscriptionTitle: string;
  readonly onSale: boolean;
}

/**
 * Purchases, their items and the plans they grant (storefront.md §3). Status changes are
 * conditional updates, so of racing requests exactly one moves a purchase on.
 */
export interface PurchaseRepository {
  insert(
    purchase: NewPurchase,
    items: readonly NewPurchaseItem[],
  ): Promise<{ purchase: PurchaseRow; items: PurchaseItemRow[] }>;
  insertUserSubscriptionPlan(plan: NewUserSubscriptionPlan): Promise<UserSubscriptionPlanRow>;
  /**
   * Records a renewal's payment as a purchase of one item, once per `renewalInvoiceId`: of
   * racing or repeated calls only the one whose purchase row was inserted writes the item; the
   * others get undefined.
   */
  insertRenewal(
    purchase: NewPurchase & { renewalInvoiceId: string },
    item: NewPurchaseItem,
  ): Promise<PurchaseRow | undefined>;
  /**
   * Sets the user's inTheRed to whether any of their plans has a failed renewal still unpaid, in
   * one statement (so it reads the plans as they are when it writes); the value set.
   */
  refreshInTheRed(userId: number, at: Date): Promise<boolean>;
  byId(id: number): Promise<PurchaseRow | undefined>;
  byStripeId(stripeId: string): Promise<PurchaseRow | undefined>;
  /** The user's purchases, newest first. */
  ofUser(userId: number): Promise<PurchaseRow[]>;
  /** The items of these purchases, in id order. */
  items(purchaseIds: readonly number[]): Promise<PurchaseItemRow[]>;
  item(id: number): Promise<PurchaseItemRow | undefined>;
  /**
   * Moves a purchase to `status` only from one of `from`: the moved row, or undefined when it was
   * not in one of them (another request moved it first).
   */
  transition(
    id: number,
    from: readonly PurchaseStatus[],
    changes: Partial<Omit<PurchaseRow, 'id' | 'userId'>> & {
      status: PurchaseStatus;
      updatedAt: Date;
    },
  ): Promise<PurchaseRow | undefined>;
  setStripeId(id: number, stripeId: string, updatedAt: Date): Promise<void>;
  /**
   * Purchases waiting for the provider since before `before`, with or without a provider id (the
   * process may have died before it was kept).
   */
  unsettled(before: Date): Promise<PurchaseRow[]>;
  /** Succeeded purchases whose grants were not all done (a crash), since before `before`. */
  unfulfilled(before: Date): Promise<PurchaseRow[]>;
  markFulfilled(id: number, at: Date): Promise<void>;
  /** Keeps how a purchase was paid, for its receipt. */
  recordPaidWith(id: number, paidWith: PaidWith): Promise<void>;
  /** The plan a purchase item granted, if it was granted. */
  userPlanOfItem(purchaseItemId: number): Promise<UserSubscriptionPlanRow | undefined>;
  /** The plans the provider's subscription renews (one; none when it is not ours). */
  userPlansOfProviderSubscription(subscriptionId: string): Promise<UserSubscriptionPlanRow[]>;
  updateItem(
    id: number,
    changes: Partial<Pick<PurchaseItemRow, 'giftedToUserId' | 'giftMessage'>>,
  ): Promise<PurchaseItemRow | undefined>;
  /** Plans with their prices and subscription titles, by plan id. */
  salePlans(planIds: readonly number[]): Promise<SalePlanRecord[]>;
  /** The plans the user holds or held, newest first. */
  userPlans(userId: number): Promise<UserPlanRecord[]>;
  userPlan(id: number): Promise<UserPlanRecord | undefined>;
  updateUserPlan(
    id: number,
    changes: Partial<
      Pick<UserSubscriptionPlanRow, 'endDateTime' | 'subscriptionPlanId' | 'renewalUnpaid'>
    >,
  ): Promise<void>;
}

export function createPurchaseRepository({
  db,
  tables: {
    purchases,
    purchaseItems,
    userSubscriptionPlans,
    subscriptionPlans,
    prices,
    products,
    users,
  },
}: Database): PurchaseRepository {
  const userPlanQuery = () =>
    db
      .select({
        userPlan: userSubscriptionPlans,
        plan: subscriptionPlans,
        subscriptionTitle: products.title,
        giftToEmail: purchaseItems.giftToEmail,
        currency: purchases.currency,
        paymentType: purchases.paymentType,
      })
      .from(userSubscriptionPlans)
      .innerJoin(
        subscriptionPlans,
        eq(userSubscriptionPlans.subscriptionPlanId, subscriptionPlans.id),
      )
      .innerJoin(products, eq(subscriptionPlans.subscriptionId, products.id))
      .leftJoin(purchaseItems, eq(userSubscriptionPlans.purchaseItemId, purchaseItems.id))
      .leftJoin(purchases, eq(purchaseItems.purchaseId, purchases.id));
  return {
    async insert(purchase, items) {
      const [row] = await db
        .insert(purchases)
        .values({
          ...purchase,
          fulfilledAt:
            purchase.fulfilledAt ??
            (purchase.status === 'Succeeded' ? purchase.purchaseDate : null),
        })
        .returning();
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
    async insertRenewal(purchase, item) {
      const [row] = await db
        .insert(purchases)
        .values({ ...purchase, fulfilledAt: purchase.fulfilledAt ?? purchase.purchaseDate })
        .onConflictDoNothing({ target: purchases.renewalInvoiceId })
        .returning();
      if (row === undefined) return undefined;
      await db.insert(purchaseItems).values({ ...item, purchaseId: row.id });
      return row;
    },
    async refreshInTheRed(userId, at) {
      const [row] = await db
        .update(users)
        .set({
          // Spelled out: Drizzle leaves an update's columns unqualified, ambiguous in a subquery.
          inTheRed: sql`exists (select 1 from user_subscription_plans as plan where plan.user_id = users.id and plan.renewal_unpaid)`,
          updatedAt: at,
        })
        .where(eq(users.id, userId))
        .returning({ inTheRed: users.inTheRed });
      return row?.inTheRed ?? false;
    },
    async insertUserSubscriptionPlan(plan) {
      const [row] = await db.insert(userSubscriptionPlans).values(plan).returning();
      if (row === undefined) throw new Error('insert into user_subscription_plans returned no row');
      return row;
    },
    async byId(id) {
      const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
      return row;
    },
    async byStripeId(stripeId) {
      const [row] = await db.select().from(purchases).where(eq(purchases.stripeId, stripeId));
      return row;
    },
    ofUser(userId) {
      return db
        .select()
        .from(purchases)
        .where(eq(purchases.userId, userId))
        .orderBy(desc(purchases.purchaseDate), desc(purchases.id));
    },
    async items(purchaseIds) {
      if (purchaseIds.length === 0) return [];
      return db
        .select()
        .from(purchaseItems)
        .where(inArray(purchaseItems.purchaseId, [...purchaseIds]))
        .orderBy(purchaseItems.id);
    },
    async item(id) {
      const [row] = await db.select().from(purchaseItems).where(eq(purchaseItems.id, id));
      return row;
    },
    async transition(id, from, changes) {
      const [row] = await db
        .update(purchases)
        .set(changes)
        .where(and(eq(purchases.id, id), inArray(purchases.status, [...from])))
        .returning();
      return row;
    },
    async setStripeId(id, stripeId, updatedAt) {
      await db.update(purchases).set({ stripeId, updatedAt }).where(eq(purchases.id, id));
    },
    unsettled(before) {
      return db
        .select()
        .from(purchases)
        .where(
          and(inArray(purchases.status, [...WAITING_STATUSES]), lt(purchases.updatedAt, before)),
        )
        .orderBy(purchases.id);
    },
    unfulfilled(before) {
      return db
        .select()
        .from(purchases)
        .where(
          and(
            eq(purchases.status, 'Succeeded'),
            isNull(purchases.fulfilledAt),
            lt(purchases.updatedAt, before),
          ),
        )
        .orderBy(purchases.id);
    },
    async markFulfilled(id, at) {
      await db.update(purchases).set({ fulfilledAt: at }).where(eq(purchases.id, id));
    },
    async recordPaidWith(id, paidWith) {
      await db.update(purchases).set(paidWith).where(eq(purchases.id, id));
    },
    async userPlanOfItem(purchaseItemId) {
      const [row] = await db
        .select()
        .from(userSubscriptionPlans)
        .where(eq(userSubscriptionPlans.purchaseItemId, purchaseItemId))
        .limit(1);
      return row;
    },
    userPlansOfProviderSubscription(subscriptionId) {
      return db
        .select()
        .from(userSubscriptionPlans)
        .where(eq(userSubscriptionPlans.providerSubscriptionId, subscriptionId));
    },
    async updateItem(id, changes) {
      const [row] = await db
        .update(purchaseItems)
        .set(changes)
        .where(eq(purchaseItems.id, id))
        .returning();
      return row;
    },
    async salePlans(planIds) {
      if (planIds.length === 0) return [];
      return db
        .select({
          plan: subscriptionPlans,
          price: prices,
          subscriptionTitle: products.title,
          onSale: products.onSale,
        })
        .from(subscriptionPlans)
        .innerJoin(prices, eq(subscriptionPlans.priceId, prices.id))
        .innerJoin(products, eq(subscriptionPlans.subscriptionId, products.id))
        .where(inArray(subscriptionPlans.id, [...planIds]));
    },
    userPlans(userId) {
      return userPlanQuery()
        .where(eq(userSubscriptionPlans.userId, userId))
        .orderBy(desc(userSubscriptionPlans.startDateTime), desc(userSubscriptionPlans.id));
    },
    async userPlan(id) {
      const [row] = await userPlanQuery().where(eq(userSubscriptionPlans.id, id));
      return row;
    },
    async updateUserPlan(id, changes) {
      await db.update(userSubscriptionPlans).set(changes).where(eq(userSubscriptionPlans.id, id));
    },
  };
}
