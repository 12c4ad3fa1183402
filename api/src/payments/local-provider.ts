import { randomBytes } from 'node:crypto';
import type {
  LocalIntentRow,
  LocalPaymentMethodRow,
  LocalPaymentRepository,
} from '../repositories/local-payments.js';
import { type Checkpoint, noCheckpoint } from './checkpoints.js';
import { IDEAL_BANKS } from './ideal-banks.js';
import {
  type CreateIntentInput,
  type IntentStatus,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderCard,
  type ProviderIntent,
  type RenewalInvoice,
} from './provider.js';
import {
  AUTHENTICATION_FAILED,
  CARD_CVC_INCOMPLETE,
  CARD_DECLINED,
  CARD_EXPIRED,
  cardBehaviour,
  cardBrand,
  IDEAL_FAILED,
} from './test-cards.js';

/** The browser's "create payment method" call (storefront.md §7), as Stripe.js sends it. */
export interface NewLocalPaymentMethod {
  readonly type: 'card' | 'ideal';
  readonly card?: { number: string; expMonth: number; expYear: number; cvc: string };
  readonly bank?: string;
  readonly billingName?: string;
  readonly billingEmail?: string;
}

/** The local provider's own routes (its "Stripe.js" and the pages it sends the browser to). */
export const LOCAL_ROUTES = '/payments/local';

const id = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/** The end of the period after one ending at `end`: a month or a year on. */
function nextPeriodEnd(end: Date, interval: 'month' | 'year'): Date {
  const next = new Date(end.getTime());
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/**
 * The embedded provider used when no Stripe key is configured (DESIGN.md "Decisions"): the same
 * lifecycle as Stripe, kept in the database. Card behaviour comes from the test number
 * (`test-cards.ts`); authentication and iDEAL send the browser to pages of {@link LOCAL_ROUTES}.
 * Each change of an intent's outcome is told to the listener, as Stripe's webhook would.
 */
export function createLocalProvider(deps: {
  readonly repo: LocalPaymentRepository;
  readonly now: () => Date;
  /** Where the browser reaches this server. */
  readonly publicUrl: string;
  readonly checkpoint?: Checkpoint;
}) {
  const { repo, now } = deps;
  const checkpoint = deps.checkpoint ?? noCheckpoint;
  let listener: (event: PaymentEvent) => Promise<void> = async () => {};

  const card = (row: LocalPaymentMethodRow): ProviderCard => ({
    id: row.id,
    brand: row.brand ?? 'unknown',
    last4: row.last4 ?? '',
    expMonth: row.expMonth ?? 0,
    expYear: row.expYear ?? 0,
    customerId: row.customerId,
  });

  const intentView = (row: LocalIntentRow): ProviderIntent => ({
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as IntentStatus,
    amount: row.amount,
    currency: row.currency,
    paymentMethodId: row.paymentMethodId,
    customerId: row.customerId,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    lastError: row.lastError,
    nextActionUrl:
      row.status !== 'requires_action'
        ? null
        : `${deps.publicUrl}${LOCAL_ROUTES}/${row.returnUrl === null ? 'authenticate' : 'ideal'}/${row.id}?client_secret=${row.clientSecret}`,
  });

  const tell = async (type: PaymentEvent['type'], intentId: string) => {
    await listener({ id: id('evt'), type, intentId, subscriptionId: null, invoice: null });
  };
  const tellSubscription = async (
    type: PaymentEvent['type'],
    subscriptionId: string,
    invoice: RenewalInvoice | null = null,
  ) => {
    await listener({ id: id('evt'), type, intentId: null, subscriptionId, invoice });
  };

  /** Moves an intent from a waiting status to its outcome, once, and tells the listener. */
  const settle = async (
    row: LocalIntentRow,
    outcome: 'succeeded' | { failed: string },
  ): Promise<ProviderIntent | undefined> => {
    const moved = await repo.moveIntent(row.id, ['requires_action', 'requires_confirmation'], {
      status: outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method',
      lastError: outcome === 'succeeded' ? null : outcome.failed,
      updatedAt: now(),
    });
    if (moved === undefined) return undefined;
    await tell(
      outcome === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      moved.id,
    );
    return intentView(moved);
  };

  /**
   * An intent created before with the same key, answered as its creation was: a declined card's
   * refusal again, else the intent.
   */
  const repeated = (row: LocalIntentRow): ProviderIntent => {
    if (row.status === 'requires_payment_method' && row.lastError !== null)
      throw new PaymentProviderError(row.lastError);
    return intentView(row);
  };

  /** The intent when the client secret matches it (the browser proves it may act on it). */
  const intentFor = async (intentId: string, clientSecret: string) => {
    const row = await repo.intent(intentId);
    return row?.clientSecret === clientSecret ? row : undefined;
  };

  const provider = {
    name: 'local',

    /** Where events go (the purchase service's webhook handling). */
    onEvent(handler: (event: PaymentEvent) => Promise<void>) {
      listener = handler;
    },

    async createCustomer({ email, name }) {
      const customerId = id('cus');
      await repo.insertCustomer({
        id: customerId,
        email,
        name,
        defaultPaymentMethodId: null,
        createdAt: now(),
      });
      return customerId;
    },

    async paymentMethod(methodId) {
      const row = await repo.method(methodId);
      return row?.type === 'card' ? card(row) : undefined;
    },

    async paidWith(methodId) {
      const row = await repo.method(methodId);
      if (row === undefined) return undefined;
      return row.type === 'card'
        ? { cardBrand: row.brand, cardLast4: row.last4, idealBank: null }
        : { cardBrand: null, cardLast4: null, idealBank: row.bank };
    },

    async paymentMethods(customerId) {
      return (await repo.cards(customerId)).map(card);
    },

    async attachPaymentMethod(methodId, customerId) {
      const row = await repo.method(methodId);
      if (row?.type !== 'card')
        throw new PaymentProviderError(`No such PaymentMethod: '${methodId}'`);
      if (row.customerId !== null && row.customerId !== customerId)
        throw new PaymentProviderError(
          'The payment method you provided has already been attached to a customer.',
        );
      if ((await repo.customer(customerId)) === undefined)
        throw new PaymentProviderError(`No such customer: '${customerId}'`);
      await repo.setMethodCustomer(methodId, customerId);
      return card({ ...row, customerId });
    },

    async detachPaymentMethod(methodId) {
      const row = await repo.method(methodId);
      if (row?.customerId == null)
        throw new PaymentProviderError(
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        );
      await repo.setMethodCustomer(methodId, null);
      const customer = await repo.customer(row.customerId);
      if (customer?.defaultPaymentMethodId === methodId)
        await repo.setDefaultMethod(row.customerId, null);
    },

    async defaultPaymentMethod(customerId) {
      return (await repo.customer(customerId))?.defaultPaymentMethodId ?? null;
    },

    async setDefaultPaymentMethod(customerId, methodId) {
      const row = await repo.method(methodId);
      if (row?.customerId !== customerId)
        throw new PaymentProviderError(
          `The customer does not have a payment method with the ID ${methodId}.`,
        );
      await repo.setDefaultMethod(customerId, methodId);
    },

    async createPaymentIntent(input: CreateIntentInput) {
      // Stripe's idempotency: a repeated creation answers the first one, declined or not.
      const earlier = await repo.intentByKey(input.idempotencyKey);
      if (earlier !== undefined) return repeated(earlier);
      const time = now();
      const method =
        input.paymentMethodId === null ? undefined : await repo.method(input.paymentMethodId);
      if (input.paymentMethodId !== null && method === undefined)
        throw new PaymentProviderError(`No such PaymentMethod: '${input.paymentMethodId}'`);
      if (method?.customerId != null && method.customerId !== input.customerId)
        throw new PaymentProviderError(
          'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.',
        );
      const row: LocalIntentRow = {
        id: id('pi'),
        clientSecret: '',
        amount: input.amount,
        currency: input.currency,
        status: 'requires_payment_method',
        paymentMethodId: method?.id ?? null,
        customerId: input.customerId,
        metadata: JSON.stringify({ ...input.metadata, checkoutKey: input.idempotencyKey }),
        lastError: null,
        returnUrl: null,
        amountRefunded: 0,
        idempotencyKey: input.idempotencyKey,
        createdAt: time,
        updatedAt: time,
      };
      row.clientSecret = `${row.id}_secret_${randomBytes(12).toString('hex')}`;
      if (input.method === 'card' && method?.type === 'card') {
        // Confirmed at once, as the server confirms card payments with Stripe.
        if (method.behaviour === 'decline')
          return repeated(await repo.insertIntent({ ...row, lastError: CARD_DECLINED }));
        // As Stripe's setup_future_usage: a card kept for later joins the customer.
        if (input.saveCard && method.customerId === null)
          await repo.setMethodCustomer(method.id, input.customerId);
        row.status = method.behaviour === 'authenticate' ? 'requires_action' : 'succeeded';
      }
      const inserted = await repo.insertIntent(row);
      if (inserted.id !== row.id) return repeated(inserted);
      if (row.status === 'succeeded') {
        checkpoint('payment-taken');
        await tell('payment_intent.succeeded', row.id);
      }
      return intentView(row);
    },

    async paymentIntent(intentId) {
      const row = await repo.intent(intentId);
      return row === undefined ? undefined : intentView(row);
    },

    async findPaymentIntent(idempotencyKey) {
      const row = await repo.intentByKey(idempotencyKey);
      return row === undefined ? undefined : intentView(row);
    },

    async cancelPaymentIntent(intentId) {
      // Stripe cancels an intent the customer may still complete; not one processing or done.
      const moved = await repo.moveIntent(
        intentId,
        ['requires_payment_method', 'requires_confirmation', 'requires_action'],
        { status: 'canceled', updatedAt: now() },
      );
      const row = moved ?? (await repo.intent(intentId));
      if (row === undefined)
        throw new PaymentProviderError(`No such payment_intent: '${intentId}'`);
      return intentView(row);
    },

    async refund(intentId) {
      const row = await repo.intent(intentId);
      if (row?.status !== 'succeeded')
        throw new PaymentProviderError(`PaymentIntent ${intentId} has not succeeded.`);
      await repo.moveIntent(intentId, ['succeeded'], {
        amountRefunded: row.amount,
        updatedAt: now(),
      });
    },

    async createSubscription(input) {
      const subscription = await repo.insertSubscription({
        id: id('sub'),
        customerId: input.customerId,
        interval: input.interval,
        amount: input.amount,
        currency: input.currency,
        status: 'trialing',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: input.firstRenewal,
        idempotencyKey: input.idempotencyKey,
        createdAt: now(),
      });
      return subscription.id;
    },

    async subscription(subscriptionId) {
      const row = await repo.subscription(subscriptionId);
      return row === undefined ? undefined : { id: row.id, status: row.status };
    },

    /**
     * Stripe's renewals, locally (docs/decisions.md "Renewals"): a subscription whose period has
     * ended is charged on the customer's default card. A card that succeeds renews it for
     * another period ('invoice.paid'); a declined card, or one that would need its holder to
     * authenticate (no one is there), leaves it past due ('invoice.payment_failed'), retried at
     * each run, so a new default card renews it. One being cancelled ends
     * ('customer.subscription.deleted'). Each move is conditional, so racing runs renew once.
     */
    async renewDue() {
      const due = await repo.dueSubscriptions(now());
      for (const row of due) {
        const from = { status: row.status, currentPeriodEnd: row.currentPeriodEnd };
        if (row.cancelAtPeriodEnd) {
          if (await repo.moveSubscription(row.id, from, { status: 'canceled' }))
            await tellSubscription('customer.subscription.deleted', row.id);
          continue;
        }
        const customer = await repo.customer(row.customerId);
        const card =
          customer?.defaultPaymentMethodId == null
            ? undefined
            : await repo.method(customer.defaultPaymentMethodId);
        if (card?.type === 'card' && card.behaviour === 'succeed') {
          const renewed = await repo.moveSubscription(row.id, from, {
            status: 'active',
            currentPeriodEnd: nextPeriodEnd(row.currentPeriodEnd, row.interval),
          });
          // The invoice is the renewal of the period ending then: one id per period, however
          // often it is told.
          if (renewed)
            await tellSubscription('invoice.paid', row.id, {
              id: `in_local_${row.id}_${row.currentPeriodEnd.getTime()}`,
              amountPaid: row.amount,
              currency: row.currency,
            });
        } else if (await repo.moveSubscription(row.id, from, { status: 'past_due' })) {
          // Each failed attempt is told, as Stripe tells each failed retry: the renewal is still
          // unpaid, so its user is in the red again if making a card default had cleared it.
          await tellSubscription('invoice.payment_failed', row.id);
        }
      }
      return due.length;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const row = await repo.updateSubscription(subscriptionId, { cancelAtPeriodEnd: cancel });
      if (row === undefined)
        throw new PaymentProviderError(`No such subscription: '${subscriptionId}'`);
    },

    async changeSubscriptionInterval(subscriptionId, change) {
      const row = await repo.updateSubscription(subscriptionId, change);
      if (row === undefined)
        throw new PaymentProviderError(`No such subscription: '${subscriptionId}'`);
    },

    /** The local provider tells its listener directly; no signed webhook comes from outside. */
    async verifyWebhook() {
      return undefined;
    },

    /**
     * The browser's "create payment method" (storefront.md §7): a card is checked as Stripe.js
     * would (number, expiry, CVC) and keeps only its brand, last four digits and behaviour.
     */
    async createPaymentMethod(input: NewLocalPaymentMethod): Promise<{ id: string }> {
      const time = now();
      const base = {
        id: id('pm'),
        customerId: null,
        billingName: input.billingName ?? null,
        billingEmail: input.billingEmail ?? null,
        createdAt: time,
      };
      if (input.type === 'ideal') {
        const bank = (IDEAL_BANKS as readonly string[]).includes(input.bank ?? '')
          ? (input.bank ?? null)
          : null;
        if (bank === null) throw new PaymentProviderError('Please select a bank.');
        await repo.insertMethod({
          ...base,
          type: 'ideal',
          bank,
          brand: null,
          last4: null,
          expMonth: null,
          expYear: null,
          behaviour: null,
        });
        return { id: base.id };
      }
      const details = input.card;
      if (details === undefined) throw new PaymentProviderError('Missing required param: card.');
      const number = details.number.replace(/[\s-]/g, '');
      const behaviour = cardBehaviour(number);
      if (typeof behaviour !== 'string') throw new PaymentProviderError(behaviour.refused);
      const year = details.expYear < 100 ? 2000 + details.expYear : details.expYear;
      const expiry = Date.UTC(year, details.expMonth, 1); // first day after the expiry month
      if (
        !Number.isInteger(details.expMonth) ||
        details.expMonth < 1 ||
        details.expMonth > 12 ||
        expiry <= time.getTime()
      )
        throw new PaymentProviderError(CARD_EXPIRED);
      if (!/^\d{3,4}$/.test(details.cvc)) throw new PaymentProviderError(CARD_CVC_INCOMPLETE);
      await repo.insertMethod({
        ...base,
        type: 'card',
        brand: cardBrand(number),
        last4: number.slice(-4),
        expMonth: details.expMonth,
        expYear: year,
        behaviour,
        bank: null,
      });
      return { id: base.id };
    },

    /**
     * The browser's "confirm iDEAL payment with a return URL" (storefront.md §4 "Checkout"):
     * the intent then requires action, the bank page at `nextActionUrl`.
     */
    async confirmIdeal(
      intentId: string,
      clientSecret: string,
      input: { paymentMethodId: string; returnUrl: string },
    ): Promise<ProviderIntent> {
      const row = await intentFor(intentId, clientSecret);
      if (row === undefined)
        throw new PaymentProviderError(`No such payment_intent: '${intentId}'`);
      const method = await repo.method(input.paymentMethodId);
      if (method?.type !== 'ideal')
        throw new PaymentProviderError(`No such PaymentMethod: '${input.paymentMethodId}'`);
      const moved = await repo.moveIntent(row.id, ['requires_payment_method'], {
        status: 'requires_action',
        paymentMethodId: method.id,
        returnUrl: input.returnUrl,
        lastError: null,
        updatedAt: now(),
      });
      if (moved === undefined)
        throw new PaymentProviderError(
          `You cannot confirm this PaymentIntent because it has a status of ${row.status}.`,
        );
      return intentView(moved);
    },

    /** The bank an iDEAL payment method pays from. */
    async bankOf(methodId: string): Promise<string | undefined> {
      return (await repo.method(methodId))?.bank ?? undefined;
    },

    /** The intent behind a page of ours, when the client secret matches. */
    async pageIntent(intentId: string, clientSecret: string) {
      const row = await intentFor(intentId, clientSecret);
      return row === undefined ? undefined : { view: intentView(row), returnUrl: row.returnUrl };
    },

    /**
     * The customer's answer on the authentication page (a card) or at the bank (iDEAL).
     * Undefined when the intent was not waiting for it.
     */
    async decide(
      intentId: string,
      clientSecret: string,
      approve: boolean,
    ): Promise<ProviderIntent | undefined> {
      const row = await intentFor(intentId, clientSecret);
      if (row?.status !== 'requires_action') return undefined;
      const failure = row.returnUrl === null ? AUTHENTICATION_FAILED : IDEAL_FAILED;
      return settle(row, approve ? 'succeeded' : { failed: failure });
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type LocalProvider = ReturnType<typeof createLocalProvider>;
