import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createLocalPaymentRepository } from '../repositories/local-payments.js';
import { createPurchaseRepository } from '../repositories/purchases.js';
import { SALES_MESSAGES } from '../services/sales/messages.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import { createPurchase, localBrowser, voucherFixture } from '../testing/sales.testkit.js';
import {
  createTestApi,
  expectError,
  registerCustomer,
  type TestApi,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const PLANS =
  '{ userSubscriptionPlans { id startDateTime endDateTime gift prepaid subscriptionPlan { type } } }';
const plan = (operation: string) =>
  `mutation ($id: Int!) { ${operation}(userSubscriptionPlanId: $id) { id endDateTime subscriptionPlan { type } } }`;

interface HeldPlan {
  id: number;
  startDateTime: string;
  endDateTime: string | null;
  gift: boolean;
  prepaid: boolean;
}

/**
 * storefront.md §4 "Subscriptions of a user": a plan paid wholly by a voucher is one prepaid
 * term (docs/decisions.md "Plans paid by a voucher"), and a change to yearly renews in the
 * currency the plan was bought in.
 */
describe.each(testDatabaseTargets())('the terms of bought plans, on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  let browser: ReturnType<typeof localBrowser>;
  let vouchers: ReturnType<typeof voucherFixture>;
  const id = { monthly: 0, yearly: 0 };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    browser = localBrowser(api);
    vouchers = voucherFixture(api);
    const monthlyPrice = await make.price(900);
    const yearlyPrice = await make.price(9720);
    const subscription = await make.product({ type: 'Subscription', priceId: monthlyPrice.id });
    id.monthly = (await make.plan(subscription.id, 'Monthly', monthlyPrice.id)).id;
    id.yearly = (await make.plan(subscription.id, 'Yearly', yearlyPrice.id)).id;
  });
  afterAll(async () => drop());

  const plansOf = async (token: string) =>
    (await api.graphql(PLANS, {}, { token })).body.data?.userSubscriptionPlans as HeldPlan[];

  it('a monthly plan paid wholly by a voucher ends after one month, and cannot be restored or changed', async () => {
    const buyer = await registerCustomer(api);
    const voucher = await vouchers.make({ value: 100 });
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [
        {
          itemId: id.monthly,
          price: 900,
          discount: 900,
          discountType: 'Percentage',
          type: 'Subscription',
        },
      ],
      voucherCode: voucher.code,
      paymentType: 'Free',
    });
    expect(purchase).toMatchObject({ status: 'Succeeded', paymentType: 'Free' });

    const [held] = await plansOf(buyer.token);
    const end = new Date(held?.startDateTime ?? '');
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(held).toMatchObject({ endDateTime: end.toISOString(), gift: false, prepaid: true });
    // A term nobody renews does not hold the profile's currency (currency-rule.ts).
    const me = await api.graphql('{ currentUser { currencyFixed } }', {}, { token: buyer.token });
    expect(me.body.data).toEqual({ currentUser: { currencyFixed: false } });

    const heldId = held?.id ?? 0;
    expectError(
      await api.graphql(plan('restoreSubscription'), { id: heldId }, { token: buyer.token }),
      'BAD_USER_INPUT',
      SALES_MESSAGES.planPaidByVoucher,
    );
    expectError(
      await api.graphql(plan('changeSubscription'), { id: heldId }, { token: buyer.token }),
      'BAD_USER_INPUT',
      SALES_MESSAGES.planNotMonthly,
    );
  });

  it('a plan paid by card still renews: no end date, not prepaid', async () => {
    const buyer = await registerCustomer(api);
    await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [{ itemId: id.monthly, price: 900, type: 'Subscription' }],
      user: { stripePaymentMethodId: await browser.card() },
    });
    expect(await plansOf(buyer.token)).toMatchObject([{ endDateTime: null, prepaid: false }]);
  });

  it('changing to yearly renews at the yearly price in the currency the plan was bought in, not the profile’s', async () => {
    // The profile says USD; the plan was bought in GBP.
    const buyer = await registerCustomer(api, { currency: 'USD' });
    await createPurchase(api, buyer.token, {
      currency: 'GBP',
      cart: [{ itemId: id.monthly, price: 720, type: 'Subscription' }],
      user: { stripePaymentMethodId: await browser.card() },
    });
    const [held] = await plansOf(buyer.token);
    const changed = await api.graphql(
      plan('changeSubscription'),
      { id: held?.id },
      { token: buyer.token },
    );
    expect(changed.body.errors).toBeUndefined();
    const record = await createPurchaseRepository(database).userPlan(held?.id ?? 0);
    const subscription = await createLocalPaymentRepository(database).subscription(
      record?.userPlan.providerSubscriptionId ?? '',
    );
    // The yearly tier is 97.20 USD and 77.76 GBP (catalogue.testkit's derived prices).
    expect(subscription).toMatchObject({ currency: 'gbp', amount: 7776, interval: 'year' });
  });
});
