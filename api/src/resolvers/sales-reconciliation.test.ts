import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createOwnershipRepository } from '../repositories/ownership.js';
import { createPurchaseRepository } from '../repositories/purchases.js';
import { createUserRepository } from '../repositories/users.js';
import { SALES_MESSAGES } from '../services/sales/messages.js';
import { ABANDON_AFTER_MS } from '../services/sales/reconciliation.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { type FakeStripe, STRIPE_TEST_METHODS } from '../testing/fake-stripe.testkit.js';
import {
  CARDS,
  CREATE_PURCHASE,
  cartLine,
  createPurchase,
  localBrowser,
  mailTo,
  setPricedAt,
  voucherFixture,
} from '../testing/sales.testkit.js';
import { type StripeTestApi, startStripeTestApi } from '../testing/stripe-test-api.testkit.js';
import {
  createTestApi,
  registerCustomer,
  type TestApi,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

/** Past the wait before reconciliation asks the provider about a purchase. */
const RECONCILE_LATER = 11 * 60_000;

/**
 * A payment never goes ungranted and nothing uncharged stays held (docs/decisions.md "Checkout
 * once"): reconciliation settles every purchase left waiting, with or without the provider's
 * id, cancels one abandoned by its customer, and runs an interrupted fulfilment again without a
 * second e-mail. On the Stripe provider (the real SDK against a local Stripe API) unless a test
 * says otherwise.
 */
describe.each(testDatabaseTargets())('reconciliation on $name', (target) => {
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

  const purchases = () => createPurchaseRepository(database);
  const owned = (userId: number) => createOwnershipRepository(database).ownedProductIds(userId);

  it('reconciliation finds a charged purchase whose provider id was never kept, by its key', async () => {
    const set = await setPricedAt(api, 1200);
    const buyer = await registerCustomer(api);
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [cartLine(set.id, 1200)],
      user: { stripePaymentMethodId: STRIPE_TEST_METHODS.authenticationRequired },
    });
    const intentId = purchase.stripeId ?? '';
    // As if the process died between Stripe's answer and keeping its id.
    const { purchases: table } = database.tables;
    await database.db.update(table).set({ stripeId: null }).where(eq(table.id, purchase.id));
    fake.succeed(intentId);
    api.clock.advance(RECONCILE_LATER);
    await api.services.sales.reconcile();
    expect(await purchases().byId(purchase.id)).toMatchObject({
      status: 'Succeeded',
      stripeId: intentId,
    });
    expect(await owned(buyer.id)).toEqual([set.id]);
    expect(
      fake.calls.some(
        (call) => call.path === '/v1/payment_intents/search' && call.method === 'GET',
      ),
    ).toBe(true);
  });

  it('reconciliation cancels a purchase the provider never saw and gives its voucher back', async () => {
    const set = await setPricedAt(api, 1300);
    // The process dies once the purchase is recorded, before the provider is asked.
    const crashing = createTestApi(database, {
      checkpoint: (step) => {
        if (step === 'purchase-recorded') throw new Error('killed');
      },
    });
    const buyer = await registerCustomer(crashing);
    const voucher = await voucherFixture(crashing).make({
      value: 10,
      remainingRedemptions: 1,
      totalRedemptions: 1,
    });
    const order = {
      currency: 'USD',
      cart: [cartLine(set.id, 1300, { discount: 130, discountType: 'Percentage' })],
      voucherCode: voucher.code,
      user: { stripePaymentMethodId: await localBrowser(crashing).card(CARDS.visa) },
    };
    const { body } = await crashing.graphql(CREATE_PURCHASE, order, { token: buyer.token });
    expect(body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    const [waiting] = await purchases().ofUser(buyer.id);
    expect(waiting).toMatchObject({ status: 'Pending', stripeId: null });
    expect((await voucherFixture(crashing).byId(voucher.id))?.remainingRedemptions).toBe(0);
    crashing.clock.advance(RECONCILE_LATER);
    await crashing.services.sales.reconcile();
    expect(await purchases().byId(waiting?.id ?? 0)).toMatchObject({
      status: 'Canceled',
      failureMessage: SALES_MESSAGES.paymentNotCompleted,
    });
    expect((await voucherFixture(crashing).byId(voucher.id))?.remainingRedemptions).toBe(1);
    expect(await owned(buyer.id)).toEqual([]);
    expect(await mailTo(crashing, buyer.email)).toEqual([]);
  });

  it('reconciliation cancels the payment of a purchase abandoned for an hour; the item is free again', async () => {
    const set = await setPricedAt(api, 1400);
    const buyer = await registerCustomer(api);
    const order = {
      currency: 'USD',
      cart: [cartLine(set.id, 1400)],
      user: { stripePaymentMethodId: STRIPE_TEST_METHODS.authenticationRequired },
    };
    const purchase = await createPurchase(api, buyer.token, order);
    api.clock.advance(RECONCILE_LATER);
    await api.services.sales.reconcile();
    expect((await purchases().byId(purchase.id))?.status).toBe('RequiresAction');
    api.clock.advance(ABANDON_AFTER_MS);
    await api.services.sales.reconcile();
    expect(fake.intents.get(purchase.stripeId ?? '')?.status).toBe('canceled');
    expect((await purchases().byId(purchase.id))?.status).toBe('Canceled');
    expect((await createPurchase(api, buyer.token, order)).status).toBe('RequiresAction');
  });

  it('a purchase it cannot settle is logged and holds up no other', async () => {
    const set = await setPricedAt(api, 1500);
    const order = (token: string) =>
      createPurchase(api, token, {
        currency: 'USD',
        cart: [cartLine(set.id, 1500)],
        user: { stripePaymentMethodId: STRIPE_TEST_METHODS.authenticationRequired },
      });
    const stuck = await order((await registerCustomer(api)).token);
    const buyer = await registerCustomer(api);
    const paid = await order(buyer.token);
    // Its intent no longer pays for it (another amount): settling it refuses.
    const intent = fake.intents.get(stuck.stripeId ?? '');
    if (intent === undefined) throw new Error('no intent');
    intent.amount = 1;
    fake.succeed(paid.stripeId ?? '');
    api.clock.advance(RECONCILE_LATER);
    await api.services.sales.reconcile();
    expect((await purchases().byId(paid.id))?.status).toBe('Succeeded');
    expect((await purchases().byId(stuck.id))?.status).toBe('RequiresAction');
    expect(api.logs).toContainEqual(
      expect.objectContaining({ msg: 'reconciling a purchase failed', purchaseId: stuck.id }),
    );
    intent.amount = 1500;
  });

  it('a fulfilment run again after a crash queues no second e-mail and no second renewal', async () => {
    const make = catalogueFixture(api);
    const planPrice = await make.price(900);
    const subscription = await make.product({ type: 'Subscription', priceId: planPrice.id });
    const monthly = await make.plan(subscription.id, 'Monthly', planPrice.id);
    const set = await setPricedAt(api, 500);
    const buyer = await registerCustomer(api);
    const friend = uniqueEmail('friend');
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [
        { itemId: monthly.id, price: 900, type: 'Subscription' },
        cartLine(set.id, 500, {
          gift: { toFirstName: 'Cy', toLastName: 'Friend', toEmail: friend },
        }),
      ],
      user: { stripePaymentMethodId: STRIPE_TEST_METHODS.visa },
    });
    expect(purchase.status).toBe('Succeeded');
    // As if the process died after the e-mails were queued, before the purchase was marked done.
    const { purchases: table } = database.tables;
    await database.db.update(table).set({ fulfilledAt: null }).where(eq(table.id, purchase.id));
    api.clock.advance(RECONCILE_LATER);
    await api.services.sales.reconcile();
    expect((await purchases().byId(purchase.id))?.fulfilledAt).toEqual(expect.any(Date));
    expect((await mailTo(api, buyer.email)).map((mail) => mail.template).sort()).toEqual([
      'gift-sent',
      'purchase-receipt',
    ]);
    expect((await mailTo(api, friend)).map((mail) => mail.template).sort()).toEqual([
      'account-activation',
      'gift-received',
    ]);
    expect(await purchases().userPlans(buyer.id)).toHaveLength(1);
    const customer = (await createUserRepository(database).byId(buyer.id))?.stripeCustomerId;
    const renewals = fake.calls.filter(
      (call) => call.path === '/v1/subscriptions' && call.params.customer === customer,
    );
    expect(renewals).toHaveLength(1);
    // Asked with a key of its own, so a creation repeated after a crash makes no second one.
    expect(renewals[0]?.idempotencyKey).toMatch(/^checkout_.+:plan:\d+$/);
  });

  it('reconciliation finishes the grants of a purchase whose fulfilment was interrupted, once', async () => {
    const make = catalogueFixture(api);
    const planPrice = await make.price(1100);
    const subscription = await make.product({
      type: 'Subscription',
      priceId: planPrice.id,
      title: 'Daily hands',
    });
    const monthly = await make.plan(subscription.id, 'Monthly', planPrice.id);
    const set = await make.product({ priceId: (await make.price(600)).id });
    const buyer = await registerCustomer(api);
    const recipient = uniqueEmail('later');
    const planRecipient = uniqueEmail('later-plan');
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [
        { itemId: monthly.id, price: 1100, type: 'Subscription' },
        {
          itemId: set.id,
          price: 600,
          type: 'Product',
          gift: { toFirstName: 'Di', toLastName: 'Later', toEmail: recipient },
        },
        {
          itemId: monthly.id,
          price: 1100,
          type: 'Subscription',
          gift: { toFirstName: 'Ed', toLastName: 'Later', toEmail: planRecipient },
        },
      ],
      user: { stripePaymentMethodId: STRIPE_TEST_METHODS.authenticationRequired },
    });
    // The winner moved it to Succeeded and the process died before granting anything.
    const purchases = createPurchaseRepository(database);
    await purchases.transition(purchase.id, ['RequiresAction'], {
      status: 'Succeeded',
      updatedAt: api.clock.now(),
    });
    expect(await purchases.userPlans(buyer.id)).toEqual([]);
    api.clock.advance(11 * 60_000);
    await api.services.sales.reconcile();
    expect(await purchases.userPlans(buyer.id)).toHaveLength(1);
    expect((await mailTo(api, recipient)).map((mail) => mail.template).sort()).toEqual([
      'account-activation',
      'gift-received',
    ]);
    expect((await purchases.byId(purchase.id))?.fulfilledAt).toEqual(expect.any(Date));
    // Done: a later round grants nothing again.
    api.clock.advance(11 * 60_000);
    await api.services.sales.reconcile();
    expect(await purchases.userPlans(buyer.id)).toHaveLength(1);
    expect(await mailTo(api, recipient)).toHaveLength(2);
    const planHolder = await createUserRepository(database).byEmail(planRecipient);
    expect(await purchases.userPlans(planHolder?.id ?? 0)).toHaveLength(1);
    expect(await mailTo(api, planRecipient)).toHaveLength(2);
  });

  it('reconciliation finishes a purchase whose webhook never came', async () => {
    const make = catalogueFixture(api);
    const set = await make.product({ priceId: (await make.price(800)).id });
    const buyer = await registerCustomer(api);
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [{ itemId: set.id, price: 800, type: 'Product' }],
      user: { stripePaymentMethodId: STRIPE_TEST_METHODS.authenticationRequired },
    });
    fake.succeed(purchase.stripeId ?? '');
    await api.services.sales.reconcile(); // too recent to ask about
    expect((await createPurchaseRepository(database).byId(purchase.id))?.status).toBe(
      'RequiresAction',
    );
    api.clock.advance(11 * 60_000);
    expect(await api.services.sales.reconcile()).toBeGreaterThanOrEqual(1);
    expect((await createPurchaseRepository(database).byId(purchase.id))?.status).toBe('Succeeded');
    expect(await createOwnershipRepository(database).ownedProductIds(buyer.id)).toEqual([set.id]);
  });
});
