import Stripe from 'stripe';
import type { Database } from '../db/database.js';
import { type FakeStripe, startFakeStripe } from './fake-stripe.testkit.js';
import { createTestApi, type TestApi } from './test-api.testkit.js';

/** The webhook signing secret the app under test is configured with. */
const TEST_WEBHOOK_SECRET = 'whsec_test_api';

/** Signs webhook bodies as Stripe does; its key is never sent anywhere. */
const signer = new Stripe('sk_test_signer');

export interface StripeTestApi {
  readonly api: TestApi;
  /** The local Stripe API the app talks to: its stored objects and recorded calls. */
  readonly fake: FakeStripe;
  /**
   * Posts a webhook body (`fake.event(…)`, `fake.subscriptionEvent(…)`) to `/payments/webhook`
   * with Stripe's signature header, signed with `secret`: the app's own unless a test forges one.
   */
  readonly webhook: (payload: string, secret?: string) => Promise<Response>;
  /** Stops the fake Stripe; the database is the caller's to drop. */
  readonly close: () => Promise<void>;
}

/**
 * The whole app over `database` on the Stripe payment provider, the real SDK pointed at a fake
 * Stripe on a local port, so purchases, renewals and webhooks run end to end in process.
 *
 * @example
 * const stripe = await startStripeTestApi(database);
 * stripe.fake.succeed(intentId);
 * await stripe.webhook(stripe.fake.event('payment_intent.succeeded', intentId));
 * await stripe.close();
 */
export async function startStripeTestApi(database: Database): Promise<StripeTestApi> {
  const fake = await startFakeStripe();
  const api = createTestApi(database, {
    payments: {
      kind: 'stripe',
      secretKey: 'sk_test_local',
      webhookSecret: TEST_WEBHOOK_SECRET,
      endpoint: fake.endpoint,
    },
  });
  const webhook = async (payload: string, secret = TEST_WEBHOOK_SECRET) =>
    await api.app.request('/payments/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });
  return { api, fake, webhook, close: fake.close };
}
