import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { AUTHENTICATION_FAILED, CARD_DECLINED, IDEAL_FAILED } from '../payments/test-cards.js';
import { createOwnershipRepository } from '../repositories/ownership.js';
import { SALES_MESSAGES } from '../services/sales/messages.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import {
  CARDS,
  COMPLETE_PURCHASE,
  CREATE_PURCHASE,
  createPurchase,
  FAIL_PURCHASE,
  localBrowser,
  mailTo,
  type PurchaseResult,
  voucherFixture,
} from '../testing/sales.testkit.js';
import {
  createTestApi,
  expectError,
  registerCustomer,
  type TestApi,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const OWNED = '{ currentUser { id } }';

describe.each(testDatabaseTargets())('checkout on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  let browser: ReturnType<typeof localBrowser>;
  let vouchers: ReturnType<typeof voucherFixture>;
  const id = { set: 0, other: 0, third: 0, offSale: 0 };

  /** Whether the user owns the product now (DESIGN.md "Decisions": ownership follows purchases). */
  const owns = async (userId: number, productId: number) =>
    (await createOwnershipRepository(database).ownedProductIds(userId)).includes(productId);

  const customer = async (currency: 'USD' | 'EUR' | 'GBP' = 'USD') =>
    registerCustomer(api, { currency });

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    browser = localBrowser(api);
    vouchers = voucherFixture(api);
    const tier = await make.price(1299, { priceEUR: 1199, priceGBP: 999 });
    const cheap = await make.price(500, { priceEUR: 450 });
    id.set = (await make.product({ priceId: tier.id, title: 'Finesses' })).id;
    id.other = (await make.product({ priceId: cheap.id, title: 'Squeezes' })).id;
    id.third = (await make.product({ priceId: cheap.id, title: 'Endplays' })).id;
    id.offSale = (await make.product({ priceId: tier.id, onSale: false })).id;
  });
  afterAll(async () => drop());

  const item = (itemId: number, price: number, extra: Record<string, unknown> = {}) => ({
    itemId,
    price,
    type: 'Product',
    ...extra,
  });

  it('tells the app which card form to show: the local one without Stripe keys', async () => {
    const response = await api.app.request('/payments/config');
    expect(await response.json()).toEqual({ provider: 'local', publishableKey: null });
  });

  it('a card that succeeds: Succeeded at once, owned, one receipt', async () => {
    const buyer = await customer();
    const card = await browser.card(CARDS.visa);
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [item(id.set, 1299)],
      user: { id: buyer.id, stripePaymentMethodId: card },
      paymentType: 'Card',
    });
    expect(purchase).toMatchObject({
      status: 'Succeeded',
      totalPrice: 12.99,
      totalPriceFormatted: '$12.99',
      paymentType: 'Card',
      paymentIntent: { status: 'succeeded', payment_method: card },
      purchaseItems: [{ price: 12.99, discount: 0, product: { id: id.set, title: 'Finesses' } }],
    });
    expect(purchase.stripeId).toBe(purchase.paymentIntent?.id);
    expect(await owns(buyer.id, id.set)).toBe(true);
    // The browser completes too: nothing changes, nothing is sent again.
    const { body } = await api.graphql(
      COMPLETE_PURCHASE,
      { id: purchase.id },
      { token: buyer.token },
    );
    expect(body.data?.completePurchase).toMatchObject({ status: 'Succeeded' });
    const mails = await mailTo(api, buyer.email);
    expect(mails.map((mail) => mail.template)).toEqual(['purchase-receipt']);
    expect(mails[0]?.textBody).toContain('Finesses: $12.99');
  });

  it('a card that needs authentication: RequiresAction, the confirmation page, then Succeeded', async () => {
    const buyer = await customer();
    const card = await browser.card(CARDS.authenticate);
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [item(id.set, 1299)],
      user: { stripePaymentMethodId: card },
      paymentType: 'Card',
    });
    expect(purchase.status).toBe('RequiresAction');
    expect(await owns(buyer.id, id.set)).toBe(false);
    const url = purchase.paymentIntent?.next_action_url ?? '';
    expect(url).toMatch(/^https:\/\/tenace\.test\/payments\/local\/authenticate\/pi_local_/);
    const page = await browser.get(url);
    expect(await page.text()).toContain('Complete authentication');
    expect((await browser.decide(url, true)).status).toBe(200);
    const { body } = await api.graphql(
      COMPLETE_PURCHASE,
      { id: purchase.id },
      { token: buyer.token },
    );
    expect(body.data?.completePurchase).toMatchObject({ status: 'Succeeded' });
    expect(await owns(buyer.id, id.set)).toBe(true);
    expect((await mailTo(api, buyer.email)).map((mail) => mail.template)).toEqual([
      'purchase-receipt',
    ]);
  });

  it('failed authentication fails the purchase with the provider message', async () => {
    const buyer = await customer();
    const card = await browser.card(CARDS.authenticate);
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [item(id.set, 1299)],
      user: { stripePaymentMethodId: card },
      paymentType: 'Card',
    });
    await browser.decide(purchase.paymentIntent?.next_action_url ?? '', false);
    const { body } = await api.graphql(
      COMPLETE_PURCHASE,
      { id: purchase.id },
      { token: buyer.token },
    );
    expect(body.data?.completePurchase).toMatchObject({
      status: 'Failed',
      failureMessage: AUTHENTICATION_FAILED,
    });
    expect(await owns(buyer.id, id.set)).toBe(false);
  });

  it("a declined card: the provider's message, the purchase marked failed", async () => {
    const buyer = await customer();
    const card = await browser.card(CARDS.declined);
    const response = await api.graphql(
      CREATE_PURCHASE,
      {
        currency: 'USD',
        cart: [item(id.set, 1299)],
        user: { stripePaymentMethodId: card },
        paymentType: 'Card',
      },
      { token: buyer.token },
    );
    expectError(response, 'BAD_USER_INPUT', CARD_DECLINED);
    expect(CARD_DECLINED).toBe('Your card was declined.');
    const { body } = await api.graphql(
      '{ userPurchases { status failureMessage paymentType } }',
      {},
      {
        token: buyer.token,
      },
    );
    expect(body.data?.userPurchases).toEqual([
      { status: 'Failed', failureMessage: CARD_DECLINED, paymentType: 'Card' },
    ]);
    expect(await mailTo(api, buyer.email)).toEqual([]);
  });

  it('iDEAL in EUR: the bank page, back to /checkout/idealpayment, then Succeeded', async () => {
    const buyer = await customer('EUR');
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'EUR',
      cart: [item(id.set, 1199)],
      paymentType: 'Ideal',
    });
    expect(purchase).toMatchObject({ status: 'Pending', totalPriceFormatted: '€11.99' });
    const intent = purchase.paymentIntent ?? { id: '', client_secret: '' };
    const method = await browser.ideal('rabobank');
    const confirmed = await browser.confirmIdeal(
      intent,
      method,
      'https://tenace.test/checkout/idealpayment',
    );
    expect(confirmed.body).toMatchObject({ status: 'requires_action' });
    const bank = (confirmed.body.next_action as { redirect_to_url: { url: string } })
      .redirect_to_url.url;
    expect(await (await browser.get(bank)).text()).toContain('rabobank');
    const back = await browser.decide(bank, true);
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.pathname).toBe('/checkout/idealpayment');
    expect(location.searchParams.get('payment_intent')).toBe(intent.id);
    expect(location.searchParams.get('redirect_status')).toBe('succeeded');
    // The return page polls the purchase by the intent id: already completed by the event.
    const { body } = await api.graphql(
      'query ($id: String!) { purchaseByStripeId(stripeId: $id) { id status paymentType } }',
      { id: intent.id },
      { token: buyer.token },
    );
    expect(body.data?.purchaseByStripeId).toEqual({
      id: purchase.id,
      status: 'Succeeded',
      paymentType: 'Ideal',
    });
    expect(await owns(buyer.id, id.set)).toBe(true);
  });

  it('iDEAL failing at the bank: the purchase is Failed, returned with redirect_status failed', async () => {
    const buyer = await customer('EUR');
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'EUR',
      cart: [item(id.other, 450)],
      paymentType: 'Ideal',
    });
    const intent = purchase.paymentIntent ?? { id: '', client_secret: '' };
    const confirmed = await browser.confirmIdeal(
      intent,
      await browser.ideal(),
      '/checkout/idealpayment',
    );
    const bank = (confirmed.body.next_action as { redirect_to_url: { url: string } })
      .redirect_to_url.url;
    const back = await browser.decide(bank, false);
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('redirect_status')).toBe(
      'failed',
    );
    // storefront.md §4 "Payment return": the page marks it failed; it already is.
    const { body } = await api.graphql(
      FAIL_PURCHASE,
      { id: purchase.id, message: 'iDEAL payment failed' },
      {
        token: buyer.token,
      },
    );
    expect(body.data?.failPurchase).toMatchObject({
      status: 'Failed',
      failureMessage: IDEAL_FAILED,
    });
    expect(await owns(buyer.id, id.other)).toBe(false);
  });

  it('iDEAL refuses a return URL leading away from the shop', async () => {
    const buyer = await customer('EUR');
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'EUR',
      cart: [item(id.other, 450)],
      paymentType: 'Ideal',
    });
    const confirmed = await browser.confirmIdeal(
      purchase.paymentIntent ?? { id: '', client_secret: '' },
      await browser.ideal(),
      'https://evil.example/checkout/idealpayment',
    );
    expect(confirmed.status).toBe(400);
  });

  it('iDEAL takes a return URL on the address the browser reached the shop on', async () => {
    const buyer = await customer('EUR');
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'EUR',
      cart: [item(id.other, 450)],
      paymentType: 'Ideal',
    });
    // The test requests reach the server as http://localhost, not PUBLIC_URL's https://tenace.test.
    const confirmed = await browser.confirmIdeal(
      purchase.paymentIntent ?? { id: '', client_secret: '' },
      await browser.ideal(),
      'http://localhost/checkout/idealpayment',
    );
    expect(confirmed.body).toMatchObject({ status: 'requires_action' });
    const bank = (confirmed.body.next_action as { redirect_to_url: { url: string } })
      .redirect_to_url.url;
    const back = new URL((await browser.decide(bank, true)).headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe('http://localhost/checkout/idealpayment');
  });

  it('iDEAL only in EUR; a subscription only by card', async () => {
    const buyer = await customer();
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        { currency: 'USD', cart: [item(id.set, 1299)], paymentType: 'Ideal' },
        { token: buyer.token },
      ),
      'BAD_USER_INPUT',
      SALES_MESSAGES.idealEurOnly,
    );
  });

  it('failPurchase marks a waiting purchase failed with the message, once', async () => {
    const buyer = await customer('EUR');
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'EUR',
      cart: [item(id.third, 450)],
      paymentType: 'Ideal',
    });
    const first = await api.graphql(
      FAIL_PURCHASE,
      { id: purchase.id, message: 'iDEAL payment failed' },
      { token: buyer.token },
    );
    expect(first.body.data?.failPurchase).toMatchObject({
      status: 'Failed',
      failureMessage: 'iDEAL payment failed',
    });
    const again = await api.graphql(
      FAIL_PURCHASE,
      { id: purchase.id, message: 'other' },
      { token: buyer.token },
    );
    expect(again.body.data?.failPurchase).toMatchObject({
      status: 'Failed',
      failureMessage: 'iDEAL payment failed',
    });
  });

  it('failPurchase of a purchase the provider took completes it instead', async () => {
    const buyer = await customer();
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [item(id.set, 1299)],
      user: { stripePaymentMethodId: await browser.card(CARDS.authenticate) },
      paymentType: 'Card',
    });
    await browser.decide(purchase.paymentIntent?.next_action_url ?? '', true);
    const { body } = await api.graphql(
      FAIL_PURCHASE,
      { id: purchase.id, message: 'timeout' },
      { token: buyer.token },
    );
    expect(body.data?.failPurchase).toMatchObject({ status: 'Succeeded', failureMessage: null });
  });

  it('a 100% voucher makes a free order: no payment, Succeeded, the voucher used once', async () => {
    const buyer = await customer();
    const voucher = await vouchers.make({
      value: 100,
      remainingRedemptions: 1,
      totalRedemptions: 1,
    });
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [item(id.set, 1299, { discount: 1299, discountType: 'Percentage' })],
      voucherCode: voucher.code,
      paymentType: 'Free',
    });
    expect(purchase).toMatchObject({
      status: 'Succeeded',
      paymentType: 'Free',
      totalPrice: 0,
      stripeId: null,
      paymentIntent: null,
      voucher: { id: voucher.id, code: voucher.code },
      purchaseItems: [{ price: 12.99, discount: 12.99, discountType: 'Percentage' }],
    });
    expect((await vouchers.byId(voucher.id))?.remainingRedemptions).toBe(0);
    const other = await customer();
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        {
          currency: 'USD',
          cart: [item(id.set, 1299, { discount: 1299 })],
          voucherCode: voucher.code,
          paymentType: 'Free',
        },
        { token: other.token },
      ),
      'BAD_USER_INPUT',
      SALES_MESSAGES.voucherUsedUp,
    );
  });

  it('a FixedValue voucher across two items, its balance spent and given back on failure', async () => {
    const buyer = await customer('EUR');
    const voucher = await vouchers.make({
      discountType: 'FixedValue',
      value: 1500,
      balance: 1500,
      currency: 'EUR',
    });
    const cart = [
      item(id.set, 1199, { discount: 1199, discountType: 'FixedValue' }),
      item(id.other, 450, { discount: 301, discountType: 'FixedValue' }),
    ];
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'EUR',
      cart,
      voucherCode: voucher.code,
      paymentType: 'Ideal',
    });
    expect(purchase).toMatchObject({ status: 'Pending', totalPrice: 1.49 });
    expect((await vouchers.byId(voucher.id))?.balance).toBe(0);
    await api.graphql(
      FAIL_PURCHASE,
      { id: purchase.id, message: 'iDEAL payment failed' },
      { token: buyer.token },
    );
    expect((await vouchers.byId(voucher.id))?.balance).toBe(1500);
  });

  it.each([
    [
      'a price that disagrees',
      [{ itemId: 0, price: 999, type: 'Product' }],
      SALES_MESSAGES.pricesChanged,
    ],
    [
      'a discount the voucher does not give',
      [{ itemId: 0, price: 1299, discount: 100, type: 'Product' }],
      SALES_MESSAGES.pricesChanged,
    ],
    ['an empty cart', [], SALES_MESSAGES.cartEmpty],
  ])('refuses %s', async (_name, cart, message) => {
    const buyer = await customer();
    const withIds = cart.map((line) => ({ ...line, itemId: id.set }));
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        { currency: 'USD', cart: withIds, user: { stripePaymentMethodId: 'pm_x' } },
        { token: buyer.token },
      ),
      'BAD_USER_INPUT',
      message,
    );
  });

  it('tells a client that the prices changed by a reason it can act on', async () => {
    const buyer = await customer();
    const answer = await api.graphql(
      CREATE_PURCHASE,
      {
        currency: 'USD',
        cart: [{ itemId: id.set, price: 999, type: 'Product' }],
        user: { stripePaymentMethodId: 'pm_x' },
      },
      { token: buyer.token },
    );
    expect(answer.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'PRICES_CHANGED',
    });
  });

  it('refuses an item off sale, one already owned, and a card payment without a card', async () => {
    const buyer = await customer();
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        { currency: 'USD', cart: [item(id.offSale, 1299)] },
        { token: buyer.token },
      ),
      'BAD_USER_INPUT',
      SALES_MESSAGES.itemNotForSale,
    );
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        { currency: 'USD', cart: [item(id.set, 1299)], paymentType: 'Card' },
        { token: buyer.token },
      ),
      'BAD_USER_INPUT',
      SALES_MESSAGES.paymentMethodRequired,
    );
    await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [item(id.set, 1299)],
      user: { stripePaymentMethodId: await browser.card() },
    });
    // The refusal names the item, and gives the client the template and title to translate.
    const again = await api.graphql(
      CREATE_PURCHASE,
      {
        currency: 'USD',
        cart: [item(id.set, 1299)],
        user: { stripePaymentMethodId: await browser.card() },
      },
      { token: buyer.token },
    );
    expectError(
      again,
      'BAD_USER_INPUT',
      'You already own “Finesses”: remove it from your cart or give it as a gift',
    );
    expect(again.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'ALREADY_OWNED',
      messageKey: SALES_MESSAGES.ownedItem,
      values: { title: 'Finesses' },
    });
    const [english, dutch] = await Promise.all(
      ['en', 'nl'].map(async (language) => {
        const response = await api.app.request(`/lang/${language}.json`);
        return ((await response.json()) as Record<string, string>)[SALES_MESSAGES.ownedItem];
      }),
    );
    expect(english).toBe(SALES_MESSAGES.ownedItem);
    expect(dutch).toBe('Je hebt “{{title}}” al: haal het uit je winkelwagen of geef het cadeau');
  });

  it('a voucher for another product: not valid for the items in the cart', async () => {
    const buyer = await customer();
    const voucher = await vouchers.make({ value: 20, productId: id.third });
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        {
          currency: 'USD',
          cart: [item(id.set, 1299)],
          voucherCode: voucher.code,
          user: { stripePaymentMethodId: 'pm_x' },
        },
        { token: buyer.token },
      ),
      'BAD_USER_INPUT',
      'This voucher is not valid for the items in your cart',
    );
  });

  it('buys only for the signed-in user, and only when signed in', async () => {
    const buyer = await customer();
    const other = await customer();
    expectError(
      await api.graphql(
        CREATE_PURCHASE,
        { currency: 'USD', cart: [item(id.set, 1299)], user: { id: other.id } },
        { token: buyer.token },
      ),
      'FORBIDDEN',
      SALES_MESSAGES.wrongUser,
    );
    expect(
      (await api.graphql(CREATE_PURCHASE, { currency: 'USD', cart: [item(id.set, 1299)] })).body
        .errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it("a purchase is its buyer's (and an Admin's) to see", async () => {
    const buyer = await customer();
    const purchase: PurchaseResult = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [item(id.other, 500)],
      user: { stripePaymentMethodId: await browser.card() },
    });
    const query = 'query ($id: Int!) { purchaseById(id: $id) { id status } }';
    const other = await customer();
    expectError(
      await api.graphql(query, { id: purchase.id }, { token: other.token }),
      'NOT_FOUND',
      SALES_MESSAGES.purchaseNotFound,
    );
    const admin = await make.user('Admin');
    expect(
      (await api.graphql(query, { id: purchase.id }, { token: admin.token })).body.data
        ?.purchaseById,
    ).toEqual({
      id: purchase.id,
      status: 'Succeeded',
    });
    expect((await api.graphql(OWNED, {}, { token: buyer.token })).body.data?.currentUser).toEqual({
      id: buyer.id,
    });
  });
});
