import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export type LocalCustomerRow = Database['tables']['localCustomers']['$inferSelect'];
export type LocalPaymentMethodRow = Database['tables']['localPaymentMethods']['$inferSelect'];
export type LocalIntentRow = Database['tables']['localPaymentIntents']['$inferSelect'];
export type LocalSubscriptionRow = Database['tables']['localSubscriptions']['$inferSelect'];

/** The embedded local payment provider's customers, payment methods, intents and subscriptions. */
export interface LocalPaymentRepository {
  insertCustomer(row: LocalCustomerRow): Promise<void>;
  customer(id: string): Promise<LocalCustomerRow | undefined>;
  setDefaultMethod(customerId: string, methodId: string | null): Promise<void>;
  insertMethod(row: LocalPaymentMethodRow): Promise<void>;
  method(id: string): Promise<LocalPaymentMethodRow | undefined>;
  /** The customer's cards, oldest first. */
  cards(customerId: string): Promise<LocalPaymentMethodRow[]>;
  setMethodCustomer(id: string, customerId: string | null): Promise<void>;
  /**
   * Inserts the intent unless one was created with its idempotency key: then that one, so racing
   * creations with one key make one intent.
   */
  insertIntent(row: LocalIntentRow): Promise<LocalIntentRow>;
  intent(id: string): Promise<LocalIntentRow | undefined>;
  intentByKey(idempotencyKey: string): Promise<LocalIntentRow | undefined>;
  /**
   * Moves an intent on, only from one of the `from` statuses; undefined when it was not in one
   * (another request moved it first), so each transition happens once.
   */
  moveIntent(
    id: string,
    from: readonly string[],
    changes: Partial<Omit<LocalIntentRow, 'id' | 'createdAt'>> & { updatedAt: Date },
  ): Promise<LocalIntentRow | undefined>;
  /** As {@link insertIntent}: the subscription created with its idempotency key, if any. */
  insertSubscription(row: LocalSubscriptionRow): Promise<LocalSubscriptionRow>;
  subscription(id: string): Promise<LocalSubscriptionRow | undefined>;
  updateSubscription(
    id: string,
    changes: Partial<Omit<LocalSubscriptionRow, 'id'>>,
  ): Promise<LocalSubscriptionRow | undefined>;
  /** The renewing subscriptions (trialing, active, past due) whose period ended by `now`. */
  dueSubscriptions(now: Date): Promise<LocalSubscriptionRow[]>;
  /**
   * Moves a subscription on only while it is as `from` says (status and period end); undefined
   * when another run moved it first, so each renewal happens once.
   */
  moveSubscription(
    id: string,
    from: Pick<LocalSubscriptionRow, 'status' | 'currentPeriodEnd'>,
    changes: Partial<Pick<LocalSubscriptionRow, 'status' | 'currentPeriodEnd'>>,
  ): Promise<LocalSubscriptionRow | undefined>;
}

export function createLocalPaymentRepository({
  db,
  tables: { localCustomers, localPaymentMethods, localPaymentIntents, localSubscriptions },
}: Database): LocalPaymentRepository {
  return {
    async insertCustomer(row) {
      await db.insert(localCustomers).values(row);
    },
    async customer(id) {
      const [row] = await db.select().from(localCustomers).where(eq(localCustomers.id, id));
      return row;
    },
    async setDefaultMethod(customerId, methodId) {
      await db
        .update(localCustomers)
        .set({ defaultPaymentMethodId: methodId })
        .where(eq(localCustomers.id, customerId));
    },
    async insertMethod(row) {
      await db.insert(localPaymentMethods).values(row);
    },
    async method(id) {
      const [row] = await db
        .select()
        .from(localPaymentMethods)
        .where(eq(localPaymentMethods.id, id));
      return row;
    },
    cards(customerId) {
      return db
        .select()
        .from(localPaymentMethods)
        .where(
          and(eq(localPaymentMethods.customerId, customerId), eq(localPaymentMethods.type, 'card')),
        )
        .orderBy(asc(localPaymentMethods.createdAt), asc(localPaymentMethods.id));
    },
    async setMethodCustomer(id, customerId) {
      await db
        .update(localPaymentMethods)
        .set({ customerId })
        .where(eq(localPaymentMethods.id, id));
    },
    async insertIntent(row) {
      const [inserted] = await db
        .insert(localPaymentIntents)
        .values(row)
        .onConflictDoNothing({ target: localPaymentIntents.idempotencyKey })
        .returning();
      if (inserted !== undefined) return inserted;
      const [existing] = await db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.idempotencyKey, row.idempotencyKey ?? ''));
      if (existing === undefined) throw new Error(`local payment intent ${row.id} not inserted`);
      return existing;
    },
    async intentByKey(idempotencyKey) {
      const [row] = await db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.idempotencyKey, idempotencyKey));
      return row;
    },
    async intent(id) {
      const [row] = await db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.id, id));
      return row;
    },
    async moveIntent(id, from, changes) {
      const [row] = await db
        .update(localPaymentIntents)
        .set(changes)
        .where(and(eq(localPaymentIntents.id, id), inArray(localPaymentIntents.status, [...from])))
        .returning();
      return row;
    },
    async insertSubscription(row) {
      const [inserted] = await db
        .insert(localSubscriptions)
        .values(row)
        .onConflictDoNothing({ target: localSubscriptions.idempotencyKey })
        .returning();
      if (inserted !== undefined) return inserted;
      const [existing] = await db
        .select()
        .from(localSubscriptions)
        .where(eq(localSubscriptions.idempotencyKey, row.idempotencyKey ?? ''));
      if (existing === undefined) throw new Error(`local subscription ${row.id} not inserted`);
      return existing;
    },
    async subscription(id) {
      const [row] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, id));
      return row;
    },
    async updateSubscription(id, changes) {
      const [row] = await db
        .update(localSubscriptions)
        .set(changes)
        .where(eq(localSubscriptions.id, id))
        .returning();
      return row;
    },
    dueSubscriptions(now) {
      return db
        .select()
        .from(localSubscriptions)
        .where(
          and(
            inArray(localSubscriptions.status, ['trialing', 'active', 'past_due']),
            lte(localSubscriptions.currentPeriodEnd, now),
          ),
        )
        .orderBy(asc(localSubscriptions.currentPeriodEnd));
    },
    async moveSubscription(id, from, changes) {
      const [row] = await db
        .update(localSubscriptions)
        .set(changes)
        .where(
          and(
            eq(localSubscriptions.id, id),
            eq(localSubscriptions.status, from.status),
            eq(localSubscriptions.currentPeriodEnd, from.currentPeriodEnd),
          ),
        )
        .returning();
      return row;
    },
  };
}
