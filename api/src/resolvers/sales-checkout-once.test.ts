import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createOwnershipRepository } from '../repositories/ownership.js';
import { SALES_MESSAGES } from '../services/sales/messages.js';
import { type FakeStripe, STRIPE_TEST_METHODS } from '../testing/fake-stripe.testkit.js';
import {
  CREATE_PURCHASE,
  cartLine,
  createPurchase,
  FAIL_PURCHASE,
  setPricedAt,
  voucherFixture,
} from '../testing/sales.testkit.js';
import { type StripeTestApi, startStripeTestApi } from '../testing/stripe-test-api.testkit.js';
import {
  expectError,
  registerCustomer,
  type TestApi,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

/**
 * A purchase is paid once (docs/decisions.md "Checkout once"): a cart never holds one line
 * twice, and a failed purchase's payment is cancelled with the provider so the customer cannot
 * complete it for nothing, unless the provider took it already (then it is granted). On the
 * Stripe provider: the real SDK against a local Stripe API.
 */
describe.each(testDatabaseTargets())('paying once on $name', (target) => {
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

  const owned = (userId: number) => createOwnershipRepository(database).ownedProductIds(userId);

  it('refuses a cart holding the same item twice for the same person', async () => {
    const set = await setPricedAt(api, 700);
    const buyer = await registerCustomer(api);
    const order = (cart: unknown[]) =>
      api.graphql(
        CREATE_PURCHASE,
        { currency: 'USD', cart, user: { stripePaymentMethodId: STRIPE_TEST_METHODS.visa } },
        { token: buyer.token },
      );
    const gift = (toEmail: string) => ({ toFirstName: 'Bo', toLastName: 'Friend', toEmail });
    expectError(
      await order([cartLine(set.id, 700), cartLine(set.id, 700)]),
      'BAD_USER_INPUT',
      SALES_MESSAGES.duplicateCartItem,
    );
    expectError(
      await order([
        cartLine(set.id, 700, { gift: gift('bo@example.com') }),
        cartLine(set.id, 700, { gift: gift('BO@example.com ') }),
      ]),
      'BAD_USER_INPUT',
      SALES_MESSAGES.duplicateCartItem,
    );
    // One for oneself and one each for two friends are three different lines.
    const { body } = await order([
      cartLine(set.id, 700),
      cartLine(set.id, 700, { gift: gift(uniqueEmail('bo')) }),
      cartLine(set.id, 700, { gift: gift(uniqueEmail('cy')) }),
    ]);
    expect(body.errors).toBeUndefined();
    expect(body.data?.createPurchase).toMatchObject({ status: 'Succeeded', totalPrice: 21 });
  });

  it('a gift order submitted twice at once is paid for once', async () => {
    const set = await setPricedAt(api, 800);
    const buyer = await registerCustomer(api);
    const order = {
      currency: 'USD',
      cart: [
        cartLine(set.id, 800, {
          gift: { toFirstName: 'Di', toLastName: 'Friend', toEmail: uniqueEmail('di') },
        }),
      ],
      user: { stripePaymentMethodId: STRIPE_TEST_METHODS.authenticationRequired },
    };
    const answers = await Promise.all(
      [1, 2].map(() => api.graphql(CREATE_PURCHASE, order, { token: buyer.token })),
    );
    const [waiting, refused] = [...answers].sort((a, b) =>
      a.body.errors === undefined ? -1 : b.body.errors === undefined ? 1 : 0,
    );
    expect(waiting?.body.data?.createPurchase).toMatchObject({ status: 'RequiresAction' });
    if (refused === undefined) throw new Error('two answers expected');
    expectError(refused, 'BAD_USER_INPUT', SALES_MESSAGES.alreadyBeingBought);
  });

  it('failPurchase cancels the payment with the provider, gives the voucher back and frees the item', async () => {
    const set = await setPricedAt(api, 1000);
    const buyer = await registerCustomer(api);
    const voucher = await voucherFixture(api).make({
      discountType: 'FixedValue',
      value: 300,
      balance: 300,
      currency: 'USD',
    });
    const order = {
      currency: 'USD',
      cart: [cartLine(set.id, 1000, { discount: 300, discountType: 'FixedValue' })],
      voucherCode: voucher.code,
      user: { stripePaymentMethodId: STRIPE_TEST_METHODS.authenticationRequired },
    };
    const purchase = await createPurchase(api, buyer.token, order);
    expect(purchase.status).toBe('RequiresAction');
    expect((await voucherFixture(api).byId(voucher.id))?.balance).toBe(0);
    // While it waits, the same item cannot be bought a second time.
    const withoutVoucher = { ...order, cart: [cartLine(set.id, 1000)], voucherCode: null };
    expectError(
      await api.graphql(CREATE_PURCHASE, withoutVoucher, { token: buyer.token }),
      'BAD_USER_INPUT',
      SALES_MESSAGES.alreadyBeingBought,
    );
    const { body } = await api.graphql(
      FAIL_PURCHASE,
      { id: purchase.id, message: 'The customer closed the window' },
      { token: buyer.token },
    );
    expect(body.data?.failPurchase).toMatchObject({ status: 'Failed' });
    // The customer can no longer authenticate a payment that buys nothing.
    expect(fake.intents.get(purchase.stripeId ?? '')?.status).toBe('canceled');
    expect((await voucherFixture(api).byId(voucher.id))?.balance).toBe(300);
    expect(await owned(buyer.id)).toEqual([]);
    const again = await createPurchase(api, buyer.token, order);
    expect(again.status).toBe('RequiresAction');
  });

  it('failPurchase of a payment the provider took completes the purchase instead', async () => {
    const set = await setPricedAt(api, 1100);
    const buyer = await registerCustomer(api);
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [cartLine(set.id, 1100)],
      user: { stripePaymentMethodId: STRIPE_TEST_METHODS.authenticationRequired },
    });
    fake.succeed(purchase.stripeId ?? '');
    const { body } = await api.graphql(
      FAIL_PURCHASE,
      { id: purchase.id, message: 'timeout' },
      { token: buyer.token },
    );
    expect(body.data?.failPurchase).toMatchObject({ status: 'Succeeded', failureMessage: null });
    expect(fake.intents.get(purchase.stripeId ?? '')?.status).toBe('succeeded');
    expect(await owned(buyer.id)).toEqual([set.id]);
  });
});
