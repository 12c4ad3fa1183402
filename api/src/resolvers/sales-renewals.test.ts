import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createPurchaseRepository } from '../repositories/purchases.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { type FakeStripe, STRIPE_TEST_METHODS } from '../testing/fake-stripe.testkit.js';
import { CARDS, createPurchase, localBrowser, mailTo } from '../testing/sales.testkit.js';
import { type StripeTestApi, startStripeTestApi } from '../testing/stripe-test-api.testkit.js';
import { createTestApi, registerCustomer, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const USER = '{ currentUser { inTheRed activeSubscriptions expiredSubscriptions } }';

/**
 * Renewals of the monthly and yearly plans (issue 6, docs/decisions.md "Renewals"): Stripe's
 * signed `invoice.paid` keeps the plan running, `invoice.payment_failed` ends it and puts the
 * user in the red, each read again from Stripe (the real SDK against a local Stripe API), so a
 * repeated or late event changes nothing.
 */
describe.each(testDatabaseTargets())('subscription renewals on $name', (target) => {
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

  const webhook = async (
    type: string,
    subscriptionId: string,
    invoice?: Parameters<FakeStripe['subscriptionEvent']>[2],
  ) => {
    const response = await stripe.webhook(fake.subscriptionEvent(type, subscriptionId, invoice));
    expect(response.status).toBe(200);
  };

  /** A customer who bought the plan of `type` by card: the plan and its Stripe subscription. */
  const subscriber = async (
    type: 'Monthly' | 'Yearly',
    buyer: Awaited<ReturnType<typeof registerCustomer>> | undefined = undefined,
  ) => {
    const make = catalogueFixture(api);
    const price = await make.price(type === 'Monthly' ? 900 : 9720);
    const subscription = await make.product({ type: 'Subscription', priceId: price.id });
    const plan = await make.plan(subscription.id, type, price.id);
    buyer ??= await registerCustomer(api);
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [{ itemId: plan.id, price: price.priceUSD, type: 'Subscription' }],
      user: { stripePaymentMethodId: STRIPE_TEST_METHODS.visa },
      paymentType: 'Card',
    });
    expect(purchase.status).toBe('Succeeded');
    const held = (await createPurchaseRepository(database).userPlans(buyer.id)).find(
      (record) => record.plan.id === plan.id,
    );
    const stripeId = held?.userPlan.providerSubscriptionId;
    if (held === undefined || stripeId == null) throw new Error('no renewing plan');
    const user = async () =>
      (await api.graphql(USER, {}, { token: buyer.token })).body.data?.currentUser;
    const setStatus = (status: string) => {
      const row = fake.subscriptions.get(stripeId);
      if (row === undefined) throw new Error(`no subscription ${stripeId}`);
      row.status = status;
    };
    return {
      subscriptionId: subscription.id,
      planOfSale: plan.id,
      stripeId,
      planId: held.userPlan.id,
      buyer,
      user,
      setStatus,
    };
  };

  it.each(['Monthly', 'Yearly'] as const)(
    'a %s plan: a paid renewal keeps it running, a failed one ends it and puts the user in the red, a paid retry runs it again',
    async (type) => {
      const held = await subscriber(type);
      const running = {
        inTheRed: false,
        activeSubscriptions: [held.subscriptionId],
        expiredSubscriptions: [],
      };
      const ended = {
        inTheRed: true,
        activeSubscriptions: [],
        expiredSubscriptions: [held.subscriptionId],
      };

      held.setStatus('active');
      await webhook('invoice.paid', held.stripeId);
      expect(await held.user()).toEqual(running);

      held.setStatus('past_due');
      await webhook('invoice.payment_failed', held.stripeId);
      expect(await held.user()).toEqual(ended);
      // Stripe delivers an event again: nothing changes, the end stays the first failure's.
      const end = (await createPurchaseRepository(database).userPlan(held.planId))?.userPlan
        .endDateTime;
      api.clock.advance(60_000);
      await webhook('invoice.payment_failed', held.stripeId);
      expect(await held.user()).toEqual(ended);
      expect(
        (await createPurchaseRepository(database).userPlan(held.planId))?.userPlan.endDateTime,
      ).toEqual(end);

      // The retry is paid (a new default card); a late failure event then reads Stripe's truth.
      held.setStatus('active');
      await webhook('invoice.paid', held.stripeId);
      expect(await held.user()).toEqual(running);
      await webhook('invoice.payment_failed', held.stripeId);
      await webhook('invoice.paid', held.stripeId);
      expect(await held.user()).toEqual(running);
    },
  );

  it('a plan its user cancels keeps its end through paid renewals, and ends when Stripe ends it', async () => {
    const held = await subscriber('Monthly');
    const cancelled = await api.graphql(
      'mutation ($id: Int!) { cancelSubscription(userSubscriptionPlanId: $id) { endDateTime } }',
      { id: held.planId },
      { token: held.buyer.token },
    );
    const end = (cancelled.body.data?.cancelSubscription as { endDateTime: string } | undefined)
      ?.endDateTime;
    if (end === undefined) throw new Error('not cancelled');
    expect(fake.subscriptions.get(held.stripeId)?.cancel_at_period_end).toBe(true);
    held.setStatus('active');
    await webhook('invoice.paid', held.stripeId);
    const plan = async () =>
      (
        await createPurchaseRepository(database).userPlan(held.planId)
      )?.userPlan.endDateTime?.toISOString();
    expect(await plan()).toBe(end);

    api.clock.advance(new Date(end).getTime() - api.clock.now().getTime());
    held.setStatus('canceled');
    await webhook('customer.subscription.deleted', held.stripeId);
    expect(await plan()).toBe(end);
    // A month on, the buyer's old session has lapsed: a new one.
    const token = await api.services.sessions.start(held.buyer.id);
    expect((await api.graphql(USER, {}, { token })).body.data?.currentUser).toEqual({
      inTheRed: false,
      activeSubscriptions: [],
      expiredSubscriptions: [held.subscriptionId],
    });
  });

  it('keeps the user in the red while any plan is past due: a paid renewal of another plan does not clear it', async () => {
    const first = await subscriber('Monthly');
    const second = await subscriber('Yearly', first.buyer);
    const inTheRed = async () =>
      ((await first.user()) as { inTheRed: boolean } | undefined)?.inTheRed;

    first.setStatus('past_due');
    await webhook('invoice.payment_failed', first.stripeId);
    expect(await inTheRed()).toBe(true);
    second.setStatus('active');
    await webhook('invoice.paid', second.stripeId, { amountPaid: 9720 });
    expect(await inTheRed()).toBe(true);
    second.setStatus('past_due');
    await webhook('invoice.payment_failed', second.stripeId);
    first.setStatus('active');
    await webhook('invoice.paid', first.stripeId, { amountPaid: 900 });
    expect(await inTheRed()).toBe(true);
    // Both paid: no renewal is unpaid any more.
    second.setStatus('active');
    await webhook('invoice.paid', second.stripeId, { amountPaid: 9720 });
    expect(await inTheRed()).toBe(false);
    // A subscription Stripe ends after failed retries leaves nothing to pay on it.
    first.setStatus('past_due');
    await webhook('invoice.payment_failed', first.stripeId);
    expect(await inTheRed()).toBe(true);
    first.setStatus('canceled');
    await webhook('customer.subscription.deleted', first.stripeId);
    expect(await inTheRed()).toBe(false);
  });

  it('records each paid renewal once as a purchase of the plan, at the price and in the currency charged, however often its event comes', async () => {
    const held = await subscriber('Monthly');
    api.clock.advance(30 * 86_400_000);
    held.setStatus('active');
    // Stripe's opening invoice of the trial is of nothing: no sale.
    await webhook('invoice.paid', held.stripeId, { id: 'in_trial', amountPaid: 0 });
    const invoice = { id: `in_${held.stripeId}_2`, amountPaid: 900, currency: 'usd' };
    await Promise.all(
      Array.from({ length: 8 }, () => webhook('invoice.paid', held.stripeId, invoice)),
    );
    await webhook('invoice.paid', held.stripeId, invoice);
    const purchases = await api.graphql(
      `{ userPurchases { totalPrice currency status paymentType
          purchaseItems { price discount product { id } subscriptionPlan { id type } } } }`,
      {},
      // A month on, the buyer's old session has lapsed: a new one.
      { token: await api.services.sessions.start(held.buyer.id) },
    );
    const renewal = {
      totalPrice: 9,
      currency: 'USD',
      status: 'Succeeded',
      paymentType: 'Card',
      purchaseItems: [
        {
          price: 9,
          discount: 0,
          product: null,
          subscriptionPlan: { id: held.planOfSale, type: 'Monthly' },
        },
      ],
    };
    // Newest first: the renewal, then the checkout that bought the plan.
    expect(purchases.body.data?.userPurchases).toEqual([renewal, renewal]);

    // The next period's invoice is another sale.
    api.clock.advance(30 * 86_400_000);
    await webhook('invoice.paid', held.stripeId, {
      id: 'in_next',
      amountPaid: 910,
      currency: 'usd',
    });
    const rows = await createPurchaseRepository(database).ofUser(held.buyer.id);
    expect(rows.map((row) => [row.renewalInvoiceId, row.totalPrice])).toEqual([
      ['in_next', 910],
      [invoice.id, 900],
      [null, 900],
    ]);
    // Each sale is confirmed to the buyer once, like a purchase: the checkout's and the two
    // renewals', however often their events came, each naming the subscription and its price.
    const receipts = (await mailTo(api, held.buyer.email)).filter(
      (mail) => mail.template === 'purchase-receipt',
    );
    expect(receipts).toHaveLength(3);
    expect(receipts[1]?.textBody).toContain('$9.00');
    expect(receipts[2]?.textBody).toContain('$9.10');
  });

  it("ignores the events of a subscription that is not one of this shop's plans", async () => {
    await webhook('invoice.paid', 'sub_of_another_shop');
    await webhook('invoice.payment_failed', 'sub_of_another_shop');
  });
});

/**
 * The local provider renews as Stripe would (docs/decisions.md "Renewals"): with the
 * reconciliation, a due subscription is charged on the default card and tells the same events.
 */
describe.each(testDatabaseTargets())('local renewals on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
  });
  afterAll(() => drop());

  const ATTACH = 'mutation ($id: String!) { attachPaymentMethod(id: $id) { id } }';
  const SET_DEFAULT = 'mutation ($id: String!) { setDefaultPaymentMethod(id: $id) { inTheRed } }';

  it('renews on the default card, fails on a declined one (in the red), renews again on a new default card', async () => {
    const make = catalogueFixture(api);
    const price = await make.price(900);
    const subscription = await make.product({ type: 'Subscription', priceId: price.id });
    const plan = await make.plan(subscription.id, 'Monthly', price.id);
    const buyer = await registerCustomer(api);
    const browser = localBrowser(api);
    const visa = await browser.card(CARDS.visa);
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [{ itemId: plan.id, price: 900, type: 'Subscription' }],
      user: { stripePaymentMethodId: visa },
      paymentType: 'Card',
    });
    expect(purchase.status).toBe('Succeeded');
    const running = {
      inTheRed: false,
      activeSubscriptions: [subscription.id],
      expiredSubscriptions: [],
    };
    const monthOn = async () => {
      api.clock.advance(32 * 86_400_000);
      await api.services.sales.reconcile();
      // The buyer's session lapses over a month: a new one.
      const token = await api.services.sessions.start(buyer.id);
      return { token, user: (await api.graphql(USER, {}, { token })).body.data?.currentUser };
    };

    const renewals = async () =>
      (await createPurchaseRepository(database).ofUser(buyer.id))
        .filter((row) => row.renewalInvoiceId !== null)
        .map((row) => [row.status, row.currency, row.totalPrice]);
    expect((await monthOn()).user).toEqual(running);
    expect((await monthOn()).user).toEqual(running);
    // Each renewed period is one sale of the plan.
    expect(await renewals()).toEqual([
      ['Succeeded', 'USD', 900],
      ['Succeeded', 'USD', 900],
    ]);

    const { token } = await monthOn();
    const declined = await browser.card(CARDS.declined);
    expect((await api.graphql(ATTACH, { id: declined }, { token })).body.errors).toBeUndefined();
    await api.graphql(SET_DEFAULT, { id: declined }, { token });
    const failed = await monthOn();
    expect(failed.user).toEqual({
      inTheRed: true,
      activeSubscriptions: [],
      expiredSubscriptions: [subscription.id],
    });
    // Making the declined card default again clears the red (storefront.md §4 "Cards"); the
    // retry at the next run fails again and tells so: the renewal is still unpaid, and the plan
    // stays ended at the first failure.
    const planEnd = async () =>
      (await createPurchaseRepository(database).userPlans(buyer.id))[0]?.userPlan.endDateTime;
    const firstEnd = await planEnd();
    const again = await api.graphql(SET_DEFAULT, { id: declined }, { token: failed.token });
    expect(again.body.data?.setDefaultPaymentMethod).toEqual({ inTheRed: false });
    api.clock.advance(60_000);
    await api.services.sales.reconcile();
    expect((await api.graphql(USER, {}, { token: failed.token })).body.data?.currentUser).toEqual(
      failed.user,
    );
    expect(await planEnd()).toEqual(firstEnd);

    const fixed = await api.graphql(SET_DEFAULT, { id: visa }, { token: failed.token });
    expect(fixed.body.data?.setDefaultPaymentMethod).toEqual({ inTheRed: false });
    // Three periods paid; the failed one is not a sale.
    expect(await renewals()).toHaveLength(3);
    // Racing runs renew the past-due period once, and record it once.
    await Promise.all([api.services.sales.reconcile(), api.services.sales.reconcile()]);
    expect(await renewals()).toHaveLength(4);
    expect((await api.graphql(USER, {}, { token: failed.token })).body.data?.currentUser).toEqual(
      running,
    );
  });
});
