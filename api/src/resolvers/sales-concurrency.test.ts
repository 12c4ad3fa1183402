import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createOwnershipRepository } from '../repositories/ownership.js';
import { createPurchaseRepository } from '../repositories/purchases.js';
import { createUserRepository } from '../repositories/users.js';
import { SALES_MESSAGES } from '../services/sales/messages.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { type FakeStripe, STRIPE_TEST_METHODS } from '../testing/fake-stripe.testkit.js';
import {
  COMPLETE_PURCHASE,
  CREATE_PURCHASE,
  createPurchase,
  mailTo,
} from '../testing/sales.testkit.js';
import { type StripeTestApi, startStripeTestApi } from '../testing/stripe-test-api.testkit.js';
import {
  expectError,
  registerCustomer,
  type TestApi,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const PURCHASES = 10;
const COMPLETIONS_EACH = 3;
const WEBHOOKS_EACH = 2;

/**
 * 50 completions and webhooks of the same purchases at once grant each exactly once, and ten
 * identical orders placed at once are charged once (docs/decisions.md "Checkout once").
 * The app runs on the Stripe provider (the real SDK against a local Stripe API) and the webhooks
 * arrive signed over HTTP; on PostgreSQL the requests run truly concurrently over the pool.
 */
describe.each(testDatabaseTargets())('completions and webhooks racing on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let stripe: StripeTestApi;
  let fake: FakeStripe;
  let api: TestApi;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    stripe = await startStripeTestApi(database);
    ({ api, fake } = stripe);
  });
  afterAll(async () => {
    await stripe.close();
    await drop();
  });

  /** A signed webhook about an intent; `secret` forges the signature when given. */
  const webhook = (type: string, intentId: string, secret?: string) =>
    stripe.webhook(fake.event(type, intentId), secret);

  it(`grants each of ${PURCHASES} purchases once under ${PURCHASES * (COMPLETIONS_EACH + WEBHOOKS_EACH)} racing calls`, async () => {
    const make = catalogueFixture(api);
    const price = await make.price(1299);
    const planPrice = await make.price(900);
    const set = await make.product({ priceId: price.id, title: 'Finesses' });
    const subscription = await make.product({
      type: 'Subscription',
      priceId: planPrice.id,
      title: 'Weekly hands',
    });
    const monthly = await make.plan(subscription.id, 'Monthly', planPrice.id);

    const orders: {
      buyer: { id: number; email: string; token: string };
      recipient: string;
      purchaseId: number;
      intentId: string;
    }[] = [];
    for (let index = 0; index < PURCHASES; index += 1) {
      const buyer = await registerCustomer(api);
      const recipient = uniqueEmail('friend');
      const purchase = await createPurchase(api, buyer.token, {
        currency: 'USD',
        cart: [
          { itemId: monthly.id, price: 900, type: 'Subscription' },
          {
            itemId: set.id,
            price: 1299,
            type: 'Product',
            gift: { toFirstName: 'Bo', toLastName: 'Friend', toEmail: recipient, message: 'Enjoy' },
          },
        ],
        user: { stripePaymentMethodId: STRIPE_TEST_METHODS.authenticationRequired },
        paymentType: 'Card',
      });
      expect(purchase.status).toBe('RequiresAction');
      orders.push({ buyer, recipient, purchaseId: purchase.id, intentId: purchase.stripeId ?? '' });
    }
    // Every customer authenticates; the browsers and Stripe then all report at once.
    for (const order of orders) fake.succeed(order.intentId);
    const calls = orders.flatMap((order) => [
      ...Array.from({ length: COMPLETIONS_EACH }, () =>
        api
          .graphql(COMPLETE_PURCHASE, { id: order.purchaseId }, { token: order.buyer.token })
          .then(({ body }) => {
            expect(body.errors).toBeUndefined();
            return (body.data?.completePurchase as { status: string } | undefined)?.status;
          }),
      ),
      ...Array.from({ length: WEBHOOKS_EACH }, () =>
        webhook('payment_intent.succeeded', order.intentId).then((response) => {
          expect(response.status).toBe(200);
          return 'webhook';
        }),
      ),
    ]);
    expect(calls).toHaveLength(50);
    const answers = await Promise.all(calls);
    expect(
      answers.filter((answer) => answer !== 'webhook').every((status) => status === 'Succeeded'),
    ).toBe(true);

    const purchases = createPurchaseRepository(database);
    const ownership = createOwnershipRepository(database);
    for (const order of orders) {
      expect((await purchases.byId(order.purchaseId))?.status).toBe('Succeeded');
      expect(await purchases.userPlans(order.buyer.id)).toHaveLength(1);
      expect((await mailTo(api, order.buyer.email)).map((mail) => mail.template).sort()).toEqual([
        'gift-sent',
        'purchase-receipt',
      ]);
      expect((await mailTo(api, order.recipient)).map((mail) => mail.template).sort()).toEqual([
        'account-activation',
        'gift-received',
      ]);
      // The gift is the recipient's, never the buyer's.
      expect(await ownership.ownedProductIds(order.buyer.id)).toEqual([]);
      const [item] = (await purchases.items([order.purchaseId])).filter(
        (row) => row.productId === set.id,
      );
      expect(await ownership.ownedProductIds(item?.giftedToUserId ?? 0)).toEqual([set.id]);
    }
    // One renewal subscription per purchase at Stripe.
    expect(
      fake.calls.filter((call) => call.method === 'POST' && call.path === '/v1/subscriptions'),
    ).toHaveLength(PURCHASES);
  });

  it('of ten identical orders of one set placed at once, charges one', async () => {
    const make = catalogueFixture(api);
    const set = await make.product({ priceId: (await make.price(1500)).id, title: 'Ten at once' });
    const buyer = await registerCustomer(api);
    const answers = await Promise.all(
      Array.from({ length: PURCHASES }, () =>
        api.graphql(
          CREATE_PURCHASE,
          {
            currency: 'USD',
            cart: [{ itemId: set.id, price: 1500, type: 'Product' }],
            user: { stripePaymentMethodId: STRIPE_TEST_METHODS.visa },
            paymentType: 'Card',
          },
          { token: buyer.token },
        ),
      ),
    );
    const paid = answers.filter(({ body }) => body.errors === undefined);
    expect(
      paid.map(({ body }) => (body.data?.createPurchase as { status: string } | undefined)?.status),
    ).toEqual(['Succeeded']);
    for (const { body } of answers.filter((answer) => answer.body.errors !== undefined)) {
      expect(body.errors).toHaveLength(1);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect([
        SALES_MESSAGES.alreadyBeingBought,
        SALES_MESSAGES.alreadyOwned,
        'You already own “Ten at once”: remove it from your cart or give it as a gift',
      ]).toContain(body.errors?.[0]?.message);
    }
    const customer = (await createUserRepository(database).byId(buyer.id))?.stripeCustomerId;
    const charged = [...fake.intents.values()].filter(
      (intent) => intent.customer === customer && intent.status === 'succeeded',
    );
    expect(charged).toHaveLength(1);
    expect(
      fake.calls.filter(
        (call) =>
          call.method === 'POST' &&
          call.path === '/v1/payment_intents' &&
          call.params.customer === customer,
      ),
    ).toHaveLength(1);
    expect(await createOwnershipRepository(database).ownedProductIds(buyer.id)).toEqual([set.id]);
    expect((await mailTo(api, buyer.email)).map((mail) => mail.template)).toEqual([
      'purchase-receipt',
    ]);
    // The order settled: buying it again is refused as owned, not as being paid for.
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        {
          currency: 'USD',
          cart: [{ itemId: set.id, price: 1500, type: 'Product' }],
          user: { stripePaymentMethodId: STRIPE_TEST_METHODS.visa },
        },
        { token: buyer.token },
      ),
      'BAD_USER_INPUT',
      'You already own “Ten at once”: remove it from your cart or give it as a gift',
    );
  });

  it('refuses a webhook with a bad signature (400) and ignores events of no purchase', async () => {
    const forged = await webhook('payment_intent.succeeded', 'pi_unknown', 'whsec_wrong');
    expect(forged.status).toBe(400);
    const unsigned = await api.app.request('/payments/webhook', { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(400);
    expect((await webhook('customer.created', 'pi_unknown')).status).toBe(200);
    // An intent of another shop on the same account (metadata naming no purchase of ours).
    const foreign = await new Stripe('sk_test_other', {
      host: fake.endpoint.host,
      port: fake.endpoint.port,
      protocol: 'http',
    }).paymentIntents.create({ amount: 100, currency: 'usd', metadata: { purchaseId: '999999' } });
    fake.succeed(foreign.id);
    expect((await webhook('payment_intent.succeeded', foreign.id)).status).toBe(200);
  });

  it('a payment_failed event fails a waiting purchase with the provider message', async () => {
    const make = catalogueFixture(api);
    const set = await make.product({ priceId: (await make.price(700)).id });
    const buyer = await registerCustomer(api);
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [{ itemId: set.id, price: 700, type: 'Product' }],
      user: { stripePaymentMethodId: STRIPE_TEST_METHODS.authenticationRequired },
    });
    const intent = fake.intents.get(purchase.stripeId ?? '');
    if (intent === undefined) throw new Error('no intent');
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    };
    expect((await webhook('payment_intent.payment_failed', purchase.stripeId ?? '')).status).toBe(
      200,
    );
    expect(await createPurchaseRepository(database).byId(purchase.id)).toMatchObject({
      status: 'Failed',
      failureMessage:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
  });
});
