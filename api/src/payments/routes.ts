import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { requestBodyLimit } from '../http/request-body-limit.js';
import type { Logger } from '../logging/logger.js';
import { authenticationPage, bankPage, donePage } from './local-pages.js';
import { LOCAL_ROUTES, type LocalProvider } from './local-provider.js';
import {
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderIntent,
} from './provider.js';
import { shopReturnUrl } from './shop-return-url.js';

/** The webhook the provider posts its events to. */
export const WEBHOOK_ROUTE = '/payments/webhook';

/** A largest webhook body: Stripe's events are a few kilobytes. */
export const WEBHOOK_BODY_MAX = 256 * 1024;

/**
 * A largest body of the local provider's browser calls: a payment method's card fields or a
 * confirmation's return URL, or the authentication page's form, each well under a kilobyte.
 */
export const LOCAL_BODY_MAX = 16 * 1024;

/**
 * Refused by the stated length before a byte of the body is read, and a streamed body cut off
 * at the limit (docs/decisions.md "Request bodies of the payment routes").
 */
const payloadTooLarge = (maxSize: number) =>
  requestBodyLimit({ maxSize, onError: (c) => c.json({ error: 'Payload too large' }, 413) });

/**
 * `POST /payments/webhook`: a provider event, its signature verified (400 when it does not),
 * handled before answering 200 so that a failure (500) makes the provider send it again.
 */
export function webhookRoutes(deps: {
  readonly provider: PaymentProvider;
  readonly handle: (event: PaymentEvent) => Promise<void>;
  readonly logger: Logger;
}) {
  return new Hono<AppEnv>().post(WEBHOOK_ROUTE, payloadTooLarge(WEBHOOK_BODY_MAX), async (c) => {
    const payload = await c.req.text();
    const event = await deps.provider.verifyWebhook(payload, c.req.header('stripe-signature'));
    if (event === undefined) return c.json({ error: 'Invalid signature' }, 400);
    await deps.handle(event);
    deps.logger.info('payment event', { eventId: event.id, type: event.type });
    return c.json({ received: true });
  });
}

/** The JSON the local provider's browser calls answer, shaped like Stripe's objects. */
function intentJson(intent: ProviderIntent) {
  return {
    object: 'payment_intent',
    id: intent.id,
    client_secret: intent.clientSecret,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    payment_method: intent.paymentMethodId,
    last_payment_error: intent.lastError === null ? null : { message: intent.lastError },
    next_action:
      intent.nextActionUrl === null
        ? null
        : { type: 'redirect_to_url', redirect_to_url: { url: intent.nextActionUrl } },
  };
}

/**
 * The local provider's browser side (DESIGN.md "Decisions": the whole checkout works offline):
 * the calls Stripe.js makes (create a payment method, confirm an iDEAL payment, read an intent),
 * the card authentication page and the iDEAL bank page, which sends the browser back to the
 * return URL with `payment_intent`, as Stripe does. A return URL must lead back to the app: to
 * `PUBLIC_URL` or to the address the browser reached the provider on (shop-return-url.ts).
 */
export function localProviderRoutes(provider: LocalProvider, publicUrl: string) {
  const refusal = (error: unknown) => {
    if (error instanceof PaymentProviderError) return { error: { message: error.message } };
    throw error;
  };
  const app = new Hono<AppEnv>();
  app.use(`${LOCAL_ROUTES}/*`, payloadTooLarge(LOCAL_BODY_MAX));

  app.post(`${LOCAL_ROUTES}/v1/payment_methods`, async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as {
      type?: string;
      card?: { number?: string; exp_month?: number; exp_year?: number; cvc?: string };
      ideal?: { bank?: string };
      billing_details?: { name?: string; email?: string };
    };
    try {
      const method = await provider.createPaymentMethod({
        type: body.type === 'ideal' ? 'ideal' : 'card',
        ...(body.card && {
          card: {
            number: String(body.card.number ?? ''),
            expMonth: Number(body.card.exp_month),
            expYear: Number(body.card.exp_year),
            cvc: String(body.card.cvc ?? ''),
          },
        }),
        ...(body.ideal?.bank !== undefined && { bank: body.ideal.bank }),
        ...(body.billing_details?.name !== undefined && { billingName: body.billing_details.name }),
        ...(body.billing_details?.email !== undefined && {
          billingEmail: body.billing_details.email,
        }),
      });
      const card = await provider.paymentMethod(method.id);
      return c.json({
        object: 'payment_method',
        id: method.id,
        type: body.type === 'ideal' ? 'ideal' : 'card',
        card: card === undefined ? null : { brand: card.brand, last4: card.last4 },
      });
    } catch (error) {
      return c.json(refusal(error), 402);
    }
  });

  app.get(`${LOCAL_ROUTES}/v1/payment_intents/:id`, async (c) => {
    const found = await provider.pageIntent(c.req.param('id'), c.req.query('client_secret') ?? '');
    return found === undefined
      ? c.json({ error: { message: 'No such payment_intent' } }, 404)
      : c.json(intentJson(found.view));
  });

  app.post(`${LOCAL_ROUTES}/v1/payment_intents/:id/confirm`, async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as {
      client_secret?: string;
      payment_method?: string;
      return_url?: string;
    };
    const returnUrl = shopReturnUrl(body.return_url ?? '', [publicUrl, c.req.url]);
    if (returnUrl === undefined)
      return c.json({ error: { message: 'The return_url must lead back to the shop.' } }, 400);
    try {
      const intent = await provider.confirmIdeal(c.req.param('id'), body.client_secret ?? '', {
        paymentMethodId: body.payment_method ?? '',
        returnUrl,
      });
      return c.json(intentJson(intent));
    } catch (error) {
      return c.json(refusal(error), 402);
    }
  });

  const decisionOf = async (c: { req: { parseBody(): Promise<Record<string, unknown>> } }) => {
    const form = await c.req.parseBody();
    return {
      clientSecret: typeof form.client_secret === 'string' ? form.client_secret : '',
      approve: form.decision === 'approve',
    };
  };

  app.get(`${LOCAL_ROUTES}/authenticate/:id`, async (c) => {
    const found = await provider.pageIntent(c.req.param('id'), c.req.query('client_secret') ?? '');
    if (found?.view.status !== 'requires_action' || found.returnUrl !== null)
      return c.html(donePage(found?.view.status === 'succeeded'), found === undefined ? 404 : 200);
    return c.html(authenticationPage(found.view, c.req.path));
  });

  app.post(`${LOCAL_ROUTES}/authenticate/:id`, async (c) => {
    const { clientSecret, approve } = await decisionOf(c);
    const intent = await provider.decide(c.req.param('id'), clientSecret, approve);
    if (intent === undefined) return c.html(donePage(false), 409);
    return c.html(donePage(intent.status === 'succeeded'));
  });

  app.get(`${LOCAL_ROUTES}/ideal/:id`, async (c) => {
    const found = await provider.pageIntent(c.req.param('id'), c.req.query('client_secret') ?? '');
    if (found === undefined || found.returnUrl === null) return c.html(donePage(false), 404);
    const bank =
      (found.view.paymentMethodId && (await provider.bankOf(found.view.paymentMethodId))) ||
      'iDEAL';
    return c.html(bankPage(found.view, bank, c.req.path));
  });

  app.post(`${LOCAL_ROUTES}/ideal/:id`, async (c) => {
    const { clientSecret, approve } = await decisionOf(c);
    const intentId = c.req.param('id');
    await provider.decide(intentId, clientSecret, approve);
    const found = await provider.pageIntent(intentId, clientSecret);
    if (found === undefined || found.returnUrl === null) return c.html(donePage(false), 404);
    const back = new URL(found.returnUrl);
    back.searchParams.set('payment_intent', found.view.id);
    back.searchParams.set('payment_intent_client_secret', found.view.clientSecret);
    back.searchParams.set(
      'redirect_status',
      found.view.status === 'succeeded' ? 'succeeded' : 'failed',
    );
    return c.redirect(back.href, 303);
  });

  return app;
}
