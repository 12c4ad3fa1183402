import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeStripe,
  STRIPE_TEST_METHODS,
  startFakeStripe,
} from '../testing/fake-stripe.testkit.js';
import { type PaymentProvider, PaymentProviderError } from './provider.js';
import { createStripeProvider } from './stripe-provider.js';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('the Stripe provider, through the real SDK against a local Stripe API', () => {
  let fake: FakeStripe;
  let provider: PaymentProvider;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = createStripeProvider({
      secretKey: 'sk_test_local',
      webhookSecret: WEBHOOK_SECRET,
      endpoint: fake.endpoint,
    });
  });
  afterAll(() => fake.close());

  it('creates a customer, attaches cards, lists them oldest first, keeps the default, detaches', async () => {
    const customer = await provider.createCustomer({ email: 'ann@example.com', name: 'Ann Lee' });
    expect(customer).toMatch(/^cus_/);
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      params: { email: 'ann@example.com', name: 'Ann Lee' },
    });
    const visa = await provider.attachPaymentMethod(STRIPE_TEST_METHODS.visa, customer);
    expect(visa).toEqual({
      id: STRIPE_TEST_METHODS.visa,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2040,
      customerId: customer,
    });
    await provider.attachPaymentMethod(STRIPE_TEST_METHODS.authenticationRequired, customer);
    expect((await provider.paymentMethods(customer)).map((card) => card.last4)).toEqual([
      '4242',
      '3155',
    ]);
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/customers/${customer}/payment_methods`,
      params: { type: 'card' },
    });
    expect(await provider.defaultPaymentMethod(customer)).toBeNull();
    await provider.setDefaultPaymentMethod(customer, STRIPE_TEST_METHODS.visa);
    expect(fake.calls.at(-1)?.params).toEqual({
      invoice_settings: { default_payment_method: STRIPE_TEST_METHODS.visa },
    });
    expect(await provider.defaultPaymentMethod(customer)).toBe(STRIPE_TEST_METHODS.visa);
    await provider.detachPaymentMethod(STRIPE_TEST_METHODS.authenticationRequired);
    expect((await provider.paymentMethods(customer)).map((card) => card.id)).toEqual([
      STRIPE_TEST_METHODS.visa,
    ]);
    await provider.detachPaymentMethod(STRIPE_TEST_METHODS.visa);
  });

  it("passes Stripe's message on for an unknown payment method, and reads it as missing", async () => {
    const customer = await provider.createCustomer({ email: 'b@example.com', name: 'B' });
    await expect(provider.attachPaymentMethod('pm_nope', customer)).rejects.toThrow(
      new PaymentProviderError("No such PaymentMethod: 'pm_nope'"),
    );
    expect(await provider.paymentMethod('pm_nope')).toBeUndefined();
    expect(await provider.paymentIntent('pi_nope')).toBeUndefined();
  });

  it('tells how a purchase was paid: a card by brand and last four, iDEAL by bank', async () => {
    expect(await provider.paidWith(STRIPE_TEST_METHODS.visa)).toEqual({
      cardBrand: 'visa',
      cardLast4: '4242',
      idealBank: null,
    });
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payment_methods/${STRIPE_TEST_METHODS.visa}`,
    });
    expect(await provider.paidWith(STRIPE_TEST_METHODS.idealAbnAmro)).toEqual({
      cardBrand: null,
      cardLast4: null,
      idealBank: 'abn_amro',
    });
    // A method Stripe no longer knows (deleted since): nothing to tell, not an error.
    expect(await provider.paidWith('pm_nope')).toBeUndefined();
  });

  it('confirms a card PaymentIntent at once: succeeded, with the metadata and saving the card', async () => {
    const customer = await provider.createCustomer({ email: 'c@example.com', name: 'C' });
    const intent = await provider.createPaymentIntent({
      amount: 1299,
      currency: 'gbp',
      customerId: customer,
      paymentMethodId: STRIPE_TEST_METHODS.visa,
      method: 'card',
      saveCard: true,
      metadata: { purchaseId: '7' },
      idempotencyKey: 'checkout_7',
    });
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 1299,
      currency: 'gbp',
      customerId: customer,
      paymentMethodId: STRIPE_TEST_METHODS.visa,
      metadata: { purchaseId: '7', checkoutKey: 'checkout_7' },
      lastError: null,
    });
    expect(fake.calls.at(-1)?.params).toEqual({
      amount: '1299',
      currency: 'gbp',
      customer,
      payment_method: STRIPE_TEST_METHODS.visa,
      allowed_payment_method_types: { 0: 'card' },
      metadata: { purchaseId: '7', checkoutKey: 'checkout_7' },
      setup_future_usage: 'off_session',
      confirm: 'true',
    });
    expect(await provider.paymentIntent(intent.id)).toMatchObject({
      id: intent.id,
      status: 'succeeded',
    });
    await provider.refund(intent.id);
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/v1/refunds',
      params: { payment_intent: intent.id },
    });
  });

  it('a card needing authentication requires action; a declined card throws the decline message', async () => {
    const customer = await provider.createCustomer({ email: 'd@example.com', name: 'D' });
    const base = {
      amount: 500,
      currency: 'usd',
      customerId: customer,
      method: 'card' as const,
      saveCard: false,
      metadata: { purchaseId: '8' },
    };
    const action = await provider.createPaymentIntent({
      ...base,
      paymentMethodId: STRIPE_TEST_METHODS.authenticationRequired,
      idempotencyKey: 'checkout_8a',
    });
    expect(action.status).toBe('requires_action');
    expect(action.nextActionUrl).toBe('https://hooks.stripe.test/3ds');
    await expect(
      provider.createPaymentIntent({
        ...base,
        paymentMethodId: STRIPE_TEST_METHODS.chargeDeclined,
        idempotencyKey: 'checkout_8b',
      }),
    ).rejects.toThrow(new PaymentProviderError('Your card was declined.'));
  });

  it('sends the idempotency key, so a repeated creation answers the first intent; finds it by the key', async () => {
    const customer = await provider.createCustomer({ email: 'k@example.com', name: 'K' });
    const input = {
      amount: 800,
      currency: 'usd',
      customerId: customer,
      paymentMethodId: STRIPE_TEST_METHODS.visa,
      method: 'card' as const,
      saveCard: false,
      metadata: { purchaseId: '12' },
      idempotencyKey: 'checkout_12',
    };
    const intentsBefore = fake.intents.size;
    const first = await provider.createPaymentIntent(input);
    const again = await provider.createPaymentIntent(input);
    expect(again.id).toBe(first.id);
    expect(fake.intents.size).toBe(intentsBefore + 1);
    expect(
      fake.calls.filter((call) => call.path === '/v1/payment_intents').map((c) => c.idempotencyKey),
    ).toContain('checkout_12');
    expect((await provider.findPaymentIntent('checkout_12'))?.id).toBe(first.id);
    expect(await provider.findPaymentIntent('checkout_none')).toBeUndefined();
  });

  it('cancels an intent the customer could still complete; one that succeeded stays as it is', async () => {
    const customer = await provider.createCustomer({ email: 'l@example.com', name: 'L' });
    const base = {
      amount: 900,
      currency: 'usd',
      customerId: customer,
      method: 'card' as const,
      saveCard: false,
      metadata: { purchaseId: '13' },
    };
    const waiting = await provider.createPaymentIntent({
      ...base,
      paymentMethodId: STRIPE_TEST_METHODS.authenticationRequired,
      idempotencyKey: 'checkout_13a',
    });
    expect((await provider.cancelPaymentIntent(waiting.id)).status).toBe('canceled');
    const paid = await provider.createPaymentIntent({
      ...base,
      paymentMethodId: STRIPE_TEST_METHODS.visa,
      idempotencyKey: 'checkout_13b',
    });
    expect((await provider.cancelPaymentIntent(paid.id)).status).toBe('succeeded');
  });

  it('leaves an iDEAL PaymentIntent for the browser to confirm', async () => {
    const customer = await provider.createCustomer({ email: 'e@example.com', name: 'E' });
    const intent = await provider.createPaymentIntent({
      amount: 1199,
      currency: 'eur',
      customerId: customer,
      paymentMethodId: null,
      method: 'ideal',
      saveCard: false,
      metadata: { purchaseId: '9' },
      idempotencyKey: 'checkout_9',
    });
    expect(intent.status).toBe('requires_payment_method');
    expect(fake.calls.at(-1)?.params).not.toHaveProperty('confirm');
    expect(fake.calls.at(-1)?.params).toMatchObject({
      allowed_payment_method_types: { 0: 'ideal' },
    });
  });

  it('renews a plan as a subscription after the paid first period; cancels, restores and changes it', async () => {
    const customer = await provider.createCustomer({ email: 'f@example.com', name: 'F' });
    const firstRenewal = new Date('2030-02-01T00:00:00Z');
    const id = await provider.createSubscription({
      customerId: customer,
      paymentMethodId: STRIPE_TEST_METHODS.visa,
      interval: 'month',
      amount: 900,
      currency: 'usd',
      description: 'Weekly hands (Monthly)',
      firstRenewal,
      idempotencyKey: 'checkout_10:plan:1',
    });
    const created = fake.calls.find((call) => call.path === '/v1/subscriptions');
    expect(created?.params).toMatchObject({
      customer,
      default_payment_method: STRIPE_TEST_METHODS.visa,
      trial_end: String(firstRenewal.getTime() / 1000),
      items: {
        0: {
          price_data: { currency: 'usd', unit_amount: '900', recurring: { interval: 'month' } },
        },
      },
    });
    await provider.setCancelAtPeriodEnd(id, true);
    expect(fake.subscriptions.get(id)?.cancel_at_period_end).toBe(true);
    await provider.setCancelAtPeriodEnd(id, false);
    expect(fake.subscriptions.get(id)?.cancel_at_period_end).toBe(false);
    await provider.changeSubscriptionInterval(id, { interval: 'year', amount: 9720 });
    const item = (
      fake.subscriptions.get(id)?.items as
        | { data: { price: { unit_amount: number; recurring: unknown } }[] }
        | undefined
    )?.data[0];
    expect(item?.price).toMatchObject({ unit_amount: 9720, recurring: { interval: 'year' } });
  });

  it('verifies webhook signatures: a signed event is read, a forged or unsigned one is not', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1', object: 'payment_intent' } },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(await provider.verifyWebhook(payload, header)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intentId: 'pi_1',
      subscriptionId: null,
      invoice: null,
    });
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(await provider.verifyWebhook(payload, forged)).toBeUndefined();
    expect(await provider.verifyWebhook(payload.replace('pi_1', 'pi_2'), header)).toBeUndefined();
    expect(await provider.verifyWebhook(payload, undefined)).toBeUndefined();
  });

  it("reads a renewal's invoice events with their subscription, in Stripe's old and new invoice shapes", async () => {
    const read = (type: string, object: Record<string, unknown>) => {
      const payload = JSON.stringify({ id: 'evt_2', object: 'event', type, data: { object } });
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return provider.verifyWebhook(payload, header);
    };
    expect(
      await read('invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        parent: { subscription_details: { subscription: 'sub_new' } },
        amount_paid: 900,
        currency: 'eur',
      }),
    ).toEqual({
      id: 'evt_2',
      type: 'invoice.paid',
      intentId: null,
      subscriptionId: 'sub_new',
      invoice: { id: 'in_1', amountPaid: 900, currency: 'eur' },
    });
    expect(
      await read('invoice.payment_failed', {
        id: 'in_2',
        object: 'invoice',
        subscription: 'sub_old',
      }),
    ).toMatchObject({
      type: 'invoice.payment_failed',
      subscriptionId: 'sub_old',
      invoice: { id: 'in_2', amountPaid: 0 },
    });
    expect(
      await read('customer.subscription.deleted', { id: 'sub_gone', object: 'subscription' }),
    ).toMatchObject({
      type: 'customer.subscription.deleted',
      subscriptionId: 'sub_gone',
      invoice: null,
    });
    expect(await read('invoice.created', { id: 'in_3', object: 'invoice' })).toMatchObject({
      type: 'other',
      subscriptionId: null,
    });
  });

  it('reads a subscription as it stands, and a missing one as missing', async () => {
    const customer = await provider.createCustomer({ email: 'd@example.com', name: 'D' });
    const id = await provider.createSubscription({
      customerId: customer,
      paymentMethodId: STRIPE_TEST_METHODS.visa,
      interval: 'month',
      amount: 900,
      currency: 'usd',
      description: 'Weekly hands (Monthly)',
      firstRenewal: new Date(Date.now() + 30 * 86_400_000),
      idempotencyKey: 'checkout_11:plan:1',
    });
    expect(await provider.subscription(id)).toEqual({ id, status: 'trialing' });
    expect(await provider.subscription('sub_nope')).toBeUndefined();
  });
});
