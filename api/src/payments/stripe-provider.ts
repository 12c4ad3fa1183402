import Stripe from 'stripe';
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

/** Where the SDK sends its requests: Stripe's API unless a test points it at a local server. */
export interface StripeEndpoint {
  readonly host: string;
  readonly port: number;
  readonly protocol: 'http' | 'https';
}

export interface StripeProviderOptions {
  readonly secretKey: string;
  /** The endpoint's signing secret (`whsec_…`), which webhook signatures are checked against. */
  readonly webhookSecret: string;
  readonly endpoint?: StripeEndpoint;
}

/** The provider's refusals (a card error, an invalid request) keep Stripe's message. */
/** The events the sales service acts on; any other is 'other'. */
const KNOWN_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.deleted',
] as const satisfies readonly PaymentEvent['type'][];

/** What an event's object may hold: an intent, an invoice or a subscription. */
interface StripeEventObject {
  readonly object?: string;
  readonly id?: string;
  /** An invoice's subscription, before Stripe's API of 2025-03-31. */
  readonly subscription?: string | { id: string } | null;
  /** An invoice's amount paid, in minor units of its lower-case `currency`. */
  readonly amount_paid?: number;
  readonly currency?: string;
  /** An invoice's subscription since then. */
  readonly parent?: {
    subscription_details?: { subscription?: string | { id: string } | null } | null;
  } | null;
}

/** An invoice event's invoice as charged (`amount_paid` is 0 until it is paid). */
function invoiceOf(object: StripeEventObject): RenewalInvoice | null {
  if (object.object !== 'invoice' || object.id === undefined) return null;
  return { id: object.id, amountPaid: object.amount_paid ?? 0, currency: object.currency ?? '' };
}

/** The subscription an invoice is for, or a subscription event's own id. */
function subscriptionOf(object: StripeEventObject): string | null {
  if (object.object === 'subscription') return object.id ?? null;
  if (object.object !== 'invoice') return null;
  const named = object.parent?.subscription_details?.subscription ?? object.subscription ?? null;
  return typeof named === 'string' ? named : (named?.id ?? null);
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError)
      throw new PaymentProviderError(error.message);
    if (error instanceof Stripe.errors.StripeInvalidRequestError)
      throw new PaymentProviderError(error.message);
    throw error;
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

type StripeIntent = Omit<Awaited<ReturnType<Stripe['paymentIntents']['retrieve']>>, 'lastResponse'>;
type StripeMethod = Omit<Awaited<ReturnType<Stripe['paymentMethods']['retrieve']>>, 'lastResponse'>;

function intentView(intent: StripeIntent): ProviderIntent {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(intent.metadata ?? {})) metadata[key] = String(value);
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as IntentStatus,
    amount: intent.amount,
    currency: intent.currency,
    paymentMethodId: idOf(intent.payment_method),
    customerId: idOf(intent.customer),
    metadata,
    lastError: intent.last_payment_error?.message ?? null,
    nextActionUrl:
      intent.next_action?.redirect_to_url?.url ??
      intent.next_action?.use_stripe_sdk?.stripe_js?.toString() ??
      null,
  };
}

function cardView(method: StripeMethod): ProviderCard | undefined {
  if (method.card == null) return undefined;
  return {
    id: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    customerId: idOf(method.customer),
  };
}

/**
 * The Stripe implementation of {@link PaymentProvider}, through the official SDK: customers,
 * cards attached and detached, the default card on the customer's invoice settings, card
 * PaymentIntents confirmed at once (iDEAL ones confirmed by the browser), refunds, and the plans'
 * renewals as Stripe subscriptions whose first period the checkout already charged.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(options.endpoint && {
      host: options.endpoint.host,
      port: options.endpoint.port,
      protocol: options.endpoint.protocol,
    }),
  });

  return {
    name: 'stripe',

    async createCustomer({ email, name }) {
      return (await call(() => stripe.customers.create({ email, name }))).id;
    },

    async paymentMethod(id) {
      try {
        return cardView(await stripe.paymentMethods.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return undefined;
        throw error;
      }
    },

    async paidWith(id) {
      try {
        const method = await stripe.paymentMethods.retrieve(id);
        return {
          cardBrand: method.card?.brand ?? null,
          cardLast4: method.card?.last4 ?? null,
          idealBank: method.ideal?.bank ?? null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return undefined;
        throw error;
      }
    },

    async paymentMethods(customerId) {
      const list = await call(() =>
        stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
      );
      return list.data.flatMap((method) => cardView(method) ?? []).reverse(); // Stripe lists newest first
    },

    async attachPaymentMethod(id, customerId) {
      const method = await call(() => stripe.paymentMethods.attach(id, { customer: customerId }));
      const card = cardView(method);
      if (card === undefined) throw new PaymentProviderError('Only cards can be saved.');
      return card;
    },

    async detachPaymentMethod(id) {
      await call(() => stripe.paymentMethods.detach(id));
    },

    async defaultPaymentMethod(customerId) {
      const customer = await call(() => stripe.customers.retrieve(customerId));
      if ('deleted' in customer && customer.deleted === true) return null;
      return idOf(
        (
          customer as {
            invoice_settings?: { default_payment_method?: string | { id: string } | null };
          }
        ).invoice_settings?.default_payment_method,
      );
    },

    async setDefaultPaymentMethod(customerId, id) {
      await call(() =>
        stripe.customers.update(customerId, { invoice_settings: { default_payment_method: id } }),
      );
    },

    async createPaymentIntent(input: CreateIntentInput) {
      const confirm = input.method === 'card' && input.paymentMethodId !== null;
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            customer: input.customerId,
            allowed_payment_method_types: [input.method],
            metadata: { ...input.metadata, checkoutKey: input.idempotencyKey },
            ...(input.paymentMethodId !== null && { payment_method: input.paymentMethodId }),
            ...(input.saveCard && input.method === 'card' && { setup_future_usage: 'off_session' }),
            ...(confirm && { confirm: true }),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return intentView(intent);
      } catch (error) {
        // A decline answers 402 with the card error; the intent stays, failed, in Stripe.
        if (error instanceof Stripe.errors.StripeCardError)
          throw new PaymentProviderError(error.message);
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          throw new PaymentProviderError(error.message);
        throw error;
      }
    },

    async paymentIntent(id) {
      try {
        return intentView(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return undefined;
        throw error;
      }
    },

    async findPaymentIntent(idempotencyKey) {
      // Stripe keeps idempotency keys a day and cannot be asked about them; its search finds
      // the intent by the same key in its metadata (searchable within about a minute, well
      // before reconciliation asks).
      const found = await call(() =>
        stripe.paymentIntents.search({
          query: `metadata['checkoutKey']:'${idempotencyKey.replace(/[^\w-]/g, '')}'`,
          limit: 1,
        }),
      );
      const [intent] = found.data;
      return intent === undefined ? undefined : intentView(intent);
    },

    async cancelPaymentIntent(id) {
      try {
        return intentView(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Refused when it can no longer be cancelled (succeeded, processing, cancelled already):
        // the intent as it stands tells the caller what to do.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        return intentView(await call(() => stripe.paymentIntents.retrieve(id)));
      }
    },

    async refund(intentId) {
      await call(() => stripe.refunds.create({ payment_intent: intentId }));
    },

    async createSubscription(input) {
      const product = await call(() =>
        stripe.products.create(
          { name: input.description },
          { idempotencyKey: `${input.idempotencyKey}:product` },
        ),
      );
      const subscription = await call(() =>
        stripe.subscriptions.create(
          {
            customer: input.customerId,
            ...(input.paymentMethodId !== null && {
              default_payment_method: input.paymentMethodId,
            }),
            items: [
              {
                price_data: {
                  currency: input.currency,
                  product: product.id,
                  unit_amount: input.amount,
                  recurring: { interval: input.interval },
                },
              },
            ],
            trial_end: Math.floor(input.firstRenewal.getTime() / 1000),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return subscription.id;
    },

    async subscription(id) {
      try {
        const subscription = await stripe.subscriptions.retrieve(id);
        return { id: subscription.id, status: subscription.status };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return undefined;
        throw error;
      }
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await call(() =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
      );
    },

    async changeSubscriptionInterval(subscriptionId, change) {
      const subscription = await call(() => stripe.subscriptions.retrieve(subscriptionId));
      const [item] = subscription.items.data;
      if (item === undefined) throw new PaymentProviderError('The subscription has no items.');
      await call(() =>
        stripe.subscriptions.update(subscriptionId, {
          items: [
            {
              id: item.id,
              price_data: {
                currency: item.price.currency,
                product: idOf(item.price.product) ?? '',
                unit_amount: change.amount,
                recurring: { interval: change.interval },
              },
            },
          ],
          proration_behavior: 'none',
        }),
      );
    },

    async verifyWebhook(payload, signature) {
      if (signature === undefined) return undefined;
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = await stripe.webhooks.constructEventAsync(
          payload,
          signature,
          options.webhookSecret,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return undefined;
        throw error;
      }
      const object = event.data.object as StripeEventObject;
      const type = KNOWN_EVENTS.find((known) => known === event.type) ?? 'other';
      return {
        id: event.id,
        type,
        intentId: object.object === 'payment_intent' && object.id !== undefined ? object.id : null,
        subscriptionId: subscriptionOf(object),
        invoice: invoiceOf(object),
      };
    },
  };
}
