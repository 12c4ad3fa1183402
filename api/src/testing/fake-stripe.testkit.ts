import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the SDK made: its method, path and decoded form parameters. */
export interface StripeCall {
  readonly method: string;
  readonly path: string;
  readonly params: Record<string, unknown>;
  /** The request's Idempotency-Key header, when it had one. */
  readonly idempotencyKey?: string;
}

/** The intent statuses Stripe lets a PaymentIntent be cancelled from. */
const CANCELLABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
];

type Json = Record<string, unknown>;

/**
 * Decodes Stripe's form encoding (`metadata[purchaseId]=1`, `items[0][price_data][currency]=eur`)
 * into nested objects; list indices become object keys, read back with {@link list}.
 */
function decodeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = result;
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    }
  }
  return result;
}

const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Object.values(value as Record<string, unknown>);

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** The test payment methods the fake knows, as Stripe's test mode names them. */
export const STRIPE_TEST_METHODS = {
  visa: 'pm_card_visa',
  authenticationRequired: 'pm_card_authenticationRequired',
  chargeDeclined: 'pm_card_chargeDeclined',
  /** An iDEAL payment method as the browser confirms one with (ABN AMRO). */
  idealAbnAmro: 'pm_ideal_abn_amro',
} as const;

/**
 * A local HTTP server answering the Stripe API calls the provider makes, with Stripe's object
 * shapes and error bodies, so the real SDK is exercised end to end (its host, port and protocol
 * options point at it). It keeps customers, payment methods, intents and subscriptions in memory
 * and records every call.
 */
export async function startFakeStripe() {
  const calls: StripeCall[] = [];
  const customers = new Map<string, Json>();
  const methods = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const products = new Map<string, Json>();

  const card = (methodId: string, brand: string, last4: string) =>
    methods.set(methodId, {
      id: methodId,
      object: 'payment_method',
      type: 'card',
      customer: null,
      card: { brand, last4, exp_month: 12, exp_year: 2040 },
    });
  card(STRIPE_TEST_METHODS.visa, 'visa', '4242');
  card(STRIPE_TEST_METHODS.authenticationRequired, 'visa', '3155');
  card(STRIPE_TEST_METHODS.chargeDeclined, 'visa', '0002');
  methods.set(STRIPE_TEST_METHODS.idealAbnAmro, {
    id: STRIPE_TEST_METHODS.idealAbnAmro,
    object: 'payment_method',
    type: 'ideal',
    customer: null,
    ideal: { bank: 'abn_amro', bic: 'ABNANL2A' },
  });

  const missing = (kind: string, key: string) => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${key}'`,
      },
    },
  });

  const route = (
    method: string,
    path: string,
    params: Record<string, unknown>,
  ): { status: number; body: unknown } => {
    const parts = path.split('/').filter((part) => part !== '');
    const [, resource, key, action] = parts; // ['v1', resource, key?, action?]
    const ok = (body: unknown) => ({ status: 200, body });
    switch (
      `${method} ${resource}${key === undefined ? '' : '/:id'}${action === undefined ? '' : `/${action}`}`
    ) {
      case 'POST customers': {
        const customer = {
          id: id('cus'),
          object: 'customer',
          email: params.email,
          name: params.name,
          invoice_settings: { default_payment_method: null },
        };
        customers.set(customer.id, customer);
        return ok(customer);
      }
      case 'GET customers/:id':
        return customers.has(key ?? '')
          ? ok(customers.get(key ?? ''))
          : missing('customer', key ?? '');
      case 'POST customers/:id': {
        const customer = customers.get(key ?? '');
        if (customer === undefined) return missing('customer', key ?? '');
        const settings = params.invoice_settings as { default_payment_method?: string } | undefined;
        if (settings?.default_payment_method !== undefined)
          customer.invoice_settings = { default_payment_method: settings.default_payment_method };
        return ok(customer);
      }
      case 'GET customers/:id/payment_methods': {
        const data = [...methods.values()].filter((pm) => pm.customer === key).reverse();
        return ok({ object: 'list', data, has_more: false, url: path });
      }
      case 'GET payment_methods/:id':
        return methods.has(key ?? '')
          ? ok(methods.get(key ?? ''))
          : missing('PaymentMethod', key ?? '');
      case 'POST payment_methods/:id/attach': {
        const pm = methods.get(key ?? '');
        if (pm === undefined) return missing('PaymentMethod', key ?? '');
        pm.customer = params.customer;
        return ok(pm);
      }
      case 'POST payment_methods/:id/detach': {
        const pm = methods.get(key ?? '');
        if (pm === undefined) return missing('PaymentMethod', key ?? '');
        pm.customer = null;
        return ok(pm);
      }
      case 'POST payment_intents': {
        const intent: Json = {
          id: id('pi'),
          object: 'payment_intent',
          amount: Number(params.amount),
          currency: params.currency,
          customer: params.customer ?? null,
          payment_method: params.payment_method ?? null,
          metadata: params.metadata ?? {},
          status: 'requires_payment_method',
          last_payment_error: null,
          next_action: null,
        };
        intent.client_secret = `${intent.id}_secret_${randomBytes(6).toString('hex')}`;
        intents.set(String(intent.id), intent);
        if (params.confirm === 'true') {
          if (params.payment_method === STRIPE_TEST_METHODS.chargeDeclined) {
            intent.last_payment_error = { message: 'Your card was declined.' };
            return {
              status: 402,
              body: {
                error: {
                  type: 'card_error',
                  code: 'card_declined',
                  decline_code: 'generic_decline',
                  message: 'Your card was declined.',
                  payment_intent: intent,
                },
              },
            };
          }
          if (params.payment_method === STRIPE_TEST_METHODS.authenticationRequired) {
            intent.status = 'requires_action';
            intent.next_action = {
              type: 'use_stripe_sdk',
              use_stripe_sdk: {
                type: 'three_d_secure_redirect',
                stripe_js: 'https://hooks.stripe.test/3ds',
              },
            };
          } else intent.status = 'succeeded';
        }
        return ok(intent);
      }
      case 'GET payment_intents/:id': {
        if (key === 'search') {
          // Only the query the provider makes: metadata['checkoutKey']:'<key>'.
          const wanted = /^metadata\['(\w+)'\]:'([^']*)'$/.exec(String(params.query));
          const data = [...intents.values()].filter(
            (intent) =>
              wanted !== null &&
              (intent.metadata as Record<string, unknown>)[wanted[1] ?? ''] === wanted[2],
          );
          return ok({ object: 'search_result', data, has_more: false, url: path });
        }
        return intents.has(key ?? '')
          ? ok(intents.get(key ?? ''))
          : missing('payment_intent', key ?? '');
      }
      case 'POST payment_intents/:id/cancel': {
        const intent = intents.get(key ?? '');
        if (intent === undefined) return missing('payment_intent', key ?? '');
        if (!CANCELLABLE.includes(String(intent.status)))
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELLABLE.join(', ')}.`,
              },
            },
          };
        intent.status = 'canceled';
        intent.next_action = null;
        return ok(intent);
      }
      case 'POST refunds': {
        const intent = intents.get(String(params.payment_intent));
        if (intent === undefined) return missing('payment_intent', String(params.payment_intent));
        return ok({
          id: id('re'),
          object: 'refund',
          amount: intent.amount,
          payment_intent: intent.id,
          status: 'succeeded',
        });
      }
      case 'POST products': {
        const product = { id: id('prod'), object: 'product', name: params.name };
        products.set(product.id, product);
        return ok(product);
      }
      case 'POST subscriptions': {
        const [item] = list(params.items) as { price_data: Json }[];
        const subscription: Json = {
          id: id('sub'),
          object: 'subscription',
          customer: params.customer,
          default_payment_method: params.default_payment_method ?? null,
          status: 'trialing',
          trial_end: Number(params.trial_end),
          cancel_at_period_end: false,
          items: {
            object: 'list',
            data: [
              {
                id: id('si'),
                object: 'subscription_item',
                price: {
                  id: id('price'),
                  object: 'price',
                  currency: item?.price_data.currency,
                  product: item?.price_data.product,
                  unit_amount: Number(item?.price_data.unit_amount),
                  recurring: item?.price_data.recurring,
                },
              },
            ],
          },
        };
        subscriptions.set(String(subscription.id), subscription);
        return ok(subscription);
      }
      case 'GET subscriptions/:id':
        return subscriptions.has(key ?? '')
          ? ok(subscriptions.get(key ?? ''))
          : missing('subscription', key ?? '');
      case 'POST subscriptions/:id': {
        const subscription = subscriptions.get(key ?? '');
        if (subscription === undefined) return missing('subscription', key ?? '');
        if (params.cancel_at_period_end !== undefined)
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        const [item] = list(params.items) as { price_data: Json }[];
        if (item !== undefined) {
          const data = (subscription.items as { data: { price: Json }[] }).data;
          if (data[0] !== undefined)
            data[0].price = {
              ...data[0].price,
              unit_amount: Number(item.price_data.unit_amount),
              recurring: item.price_data.recurring,
            };
        }
        return ok(subscription);
      }
      default:
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              message: `Unrecognized request URL (${method}: ${path})`,
            },
          },
        };
    }
  };

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => resolve(body));
    });

  // Stripe answers a POST repeated with an Idempotency-Key as it answered the first.
  const answered = new Map<string, { status: number; text: string }>();
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const params =
      request.method === 'GET'
        ? Object.fromEntries(url.searchParams)
        : decodeForm(await read(request));
    const idempotencyKey = request.headers['idempotency-key'];
    calls.push({
      method: request.method ?? '',
      path: url.pathname,
      params,
      ...(typeof idempotencyKey === 'string' && { idempotencyKey }),
    });
    const replay =
      request.method === 'POST' && typeof idempotencyKey === 'string'
        ? answered.get(idempotencyKey)
        : undefined;
    const answer =
      replay ??
      (() => {
        const { status, body } = route(request.method ?? '', url.pathname, params);
        return { status, text: JSON.stringify(body) };
      })();
    if (request.method === 'POST' && typeof idempotencyKey === 'string')
      answered.set(idempotencyKey, answer);
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
    });
    response.end(answer.text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    endpoint: { host: '127.0.0.1', port, protocol: 'http' as const },
    calls,
    intents,
    subscriptions,
    /** The customer completes the payment (authentication passed, bank paid). */
    succeed(intentId: string) {
      const intent = intents.get(intentId);
      if (intent === undefined) throw new Error(`no intent ${intentId}`);
      intent.status = 'succeeded';
      intent.next_action = null;
    },
    /** A Stripe event about an intent, as its webhook body. */
    event(type: string, intentId: string): string {
      return JSON.stringify({
        id: id('evt'),
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        data: { object: intents.get(intentId) ?? { id: intentId, object: 'payment_intent' } },
      });
    },
    /**
     * A Stripe event about a subscription's renewal, as its webhook body: an invoice of the
     * subscription (`invoice.paid`, `invoice.payment_failed`; Stripe's shape since 2025-03-31)
     * or the subscription itself (`customer.subscription.deleted`). An invoice's id, amount paid
     * and currency may be given (a new id, nothing paid, USD otherwise).
     */
    subscriptionEvent(
      type: string,
      subscriptionId: string,
      invoice: { id?: string; amountPaid?: number; currency?: string } = {},
    ): string {
      const object = type.startsWith('invoice.')
        ? {
            id: invoice.id ?? id('in'),
            object: 'invoice',
            amount_paid: invoice.amountPaid ?? 0,
            currency: invoice.currency ?? 'usd',
            parent: {
              type: 'subscription_details',
              subscription_details: { subscription: subscriptionId },
            },
          }
        : (subscriptions.get(subscriptionId) ?? { id: subscriptionId, object: 'subscription' });
      return JSON.stringify({
        id: id('evt'),
        object: 'event',
        type,
        api_version: '2025-03-31.basil',
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
