import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { CARD_EXPIRED, CARD_NUMBER_INCORRECT } from '../payments/test-cards.js';
import { createPurchaseRepository } from '../repositories/purchases.js';
import { createUserRepository } from '../repositories/users.js';
import { ACCOUNT_MESSAGES } from '../services/accounts/messages.js';
import { SALES_MESSAGES } from '../services/sales/messages.js';
import { VOUCHER_ATTEMPTS_PER_CLIENT } from '../services/sales/voucher-holders.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import {
  CARDS,
  CREATE_PURCHASE,
  createPurchase,
  localBrowser,
  mailTo,
  voucherFixture,
} from '../testing/sales.testkit.js';
import {
  confirmAddress,
  createTestApi,
  expectError,
  registerCustomer,
  type TestApi,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const CARDS_QUERY = '{ paymentMethodsByCustomerId { id last4 cardType isDefault } }';
const ATTACH =
  'mutation ($id: String!) { attachPaymentMethod(id: $id) { id last4 cardType isDefault } }';
const DETACH = 'mutation ($id: String!) { detachPaymentMethod(id: $id) }';
const SET_DEFAULT =
  'mutation ($id: String!, $userId: Int) { setDefaultPaymentMethod(id: $id, userId: $userId) { id stripePaymentMethodId inTheRed } }';
const PLANS =
  '{ userSubscriptionPlans { id startDateTime endDateTime subscriptionPlan { type subscriptionTitle } } }';
const plan = (operation: string) =>
  `mutation ($id: Int!) { ${operation}(userSubscriptionPlanId: $id) { id endDateTime subscriptionPlan { type } } }`;

describe.each(testDatabaseTargets())('cards, vouchers, gifts and plans on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  let browser: ReturnType<typeof localBrowser>;
  let vouchers: ReturnType<typeof voucherFixture>;
  const id = { set: 0, voucherProduct: 0, subscription: 0, monthly: 0, yearly: 0 };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    browser = localBrowser(api);
    vouchers = voucherFixture(api);
    const tier = await make.price(1299);
    const monthlyPrice = await make.price(900);
    const yearlyPrice = await make.price(9720);
    id.set = (await make.product({ priceId: tier.id, title: 'Finesses' })).id;
    id.voucherProduct = (
      await make.product({ type: 'GiftVoucher', priceId: tier.id, title: 'Gift voucher' })
    ).id;
    id.subscription = (
      await make.product({ type: 'Subscription', priceId: monthlyPrice.id, title: 'Weekly hands' })
    ).id;
    id.monthly = (await make.plan(id.subscription, 'Monthly', monthlyPrice.id)).id;
    id.yearly = (await make.plan(id.subscription, 'Yearly', yearlyPrice.id)).id;
  });
  afterAll(async () => drop());

  describe('saved cards (storefront.md §4 "Cards")', () => {
    it('the local card form refuses a wrong number, an expired card and an incomplete CVC', async () => {
      await expect(browser.card('4242424242424241')).rejects.toThrow(CARD_NUMBER_INCORRECT);
      await expect(browser.card(CARDS.visa, { month: 1, year: 2020 })).rejects.toThrow(
        CARD_EXPIRED,
      );
      await expect(browser.card(CARDS.visa, { cvc: '1' })).rejects.toThrow(
        "Your card's security code is incomplete.",
      );
    });

    it('adds cards (the first becomes default), lists them, changes the default, deletes one', async () => {
      const user = await registerCustomer(api);
      const token = user.token;
      expect(
        (await api.graphql(CARDS_QUERY, {}, { token })).body.data?.paymentMethodsByCustomerId,
      ).toEqual([]);
      const visa = await browser.card(CARDS.visa);
      api.clock.advance(1000); // cards are listed oldest first
      const amex = await browser.card(CARDS.amex);
      expect(
        (await api.graphql(ATTACH, { id: visa }, { token })).body.data?.attachPaymentMethod,
      ).toEqual({
        id: visa,
        last4: '4242',
        cardType: 'visa',
        isDefault: true,
      });
      expect(
        (await api.graphql(ATTACH, { id: amex }, { token })).body.data?.attachPaymentMethod,
      ).toMatchObject({
        last4: '0005',
        cardType: 'amex',
        isDefault: false,
      });
      const listed = await api.graphql(CARDS_QUERY, {}, { token });
      expect(listed.body.data?.paymentMethodsByCustomerId).toEqual([
        { id: visa, last4: '4242', cardType: 'visa', isDefault: true },
        { id: amex, last4: '0005', cardType: 'amex', isDefault: false },
      ]);
      await createUserRepository(database).update(user.id, {
        inTheRed: true,
        updatedAt: new Date(),
      });
      expect(
        (await api.graphql(SET_DEFAULT, { id: amex, userId: user.id }, { token })).body.data
          ?.setDefaultPaymentMethod,
      ).toEqual({
        id: user.id,
        stripePaymentMethodId: amex,
        inTheRed: false,
      });
      expect(
        (await api.graphql(DETACH, { id: visa }, { token })).body.data?.detachPaymentMethod,
      ).toBe(true);
      expect(
        (
          await api.graphql(
            'query ($id: String!) { paymentMethodById(id: $id) { id isDefault } }',
            { id: amex },
            { token },
          )
        ).body.data?.paymentMethodById,
      ).toEqual({ id: amex, isDefault: true });
      expectError(
        await api.graphql(
          'query ($id: String!) { paymentMethodById(id: $id) { id } }',
          { id: visa },
          { token },
        ),
        'NOT_FOUND',
        SALES_MESSAGES.cardNotFound,
      );
    });

    it('deleting the default card makes the newest card left the default; the last one leaves none', async () => {
      const { token } = await registerCustomer(api);
      const added: string[] = [];
      for (const number of [CARDS.visa, CARDS.amex, CARDS.mastercard]) {
        const card = await browser.card(number);
        api.clock.advance(1000); // cards are listed oldest first
        await api.graphql(ATTACH, { id: card }, { token });
        added.push(card);
      }
      const [visa, amex, mastercard] = added as [string, string, string];
      const defaults = async () => {
        const { body } = await api.graphql(CARDS_QUERY, {}, { token });
        const cards = body.data?.paymentMethodsByCustomerId as { id: string; isDefault: boolean }[];
        return cards.map((card) => [card.id, card.isDefault]);
      };
      expect(await defaults()).toEqual([
        [visa, true],
        [amex, false],
        [mastercard, false],
      ]);
      await api.graphql(DETACH, { id: visa }, { token });
      expect(await defaults()).toEqual([
        [amex, false],
        [mastercard, true],
      ]);
      // Deleting another card keeps the default.
      await api.graphql(DETACH, { id: amex }, { token });
      expect(await defaults()).toEqual([[mastercard, true]]);
      await api.graphql(DETACH, { id: mastercard }, { token });
      expect(await defaults()).toEqual([]);
      const me = await api.graphql('{ currentUser { stripePaymentMethodId } }', {}, { token });
      expect(me.body.data?.currentUser).toEqual({ stripePaymentMethodId: null });
    });

    it("another user's card is not found, and cannot be attached twice", async () => {
      const owner = await registerCustomer(api);
      const other = await registerCustomer(api);
      const card = await browser.card(CARDS.mastercard);
      await api.graphql(ATTACH, { id: card }, { token: owner.token });
      expectError(
        await api.graphql(DETACH, { id: card }, { token: other.token }),
        'NOT_FOUND',
        SALES_MESSAGES.cardNotFound,
      );
      expectError(
        await api.graphql(SET_DEFAULT, { id: card }, { token: other.token }),
        'NOT_FOUND',
        SALES_MESSAGES.cardNotFound,
      );
      expectError(
        await api.graphql(ATTACH, { id: card }, { token: other.token }),
        'BAD_USER_INPUT',
        'The payment method you provided has already been attached to a customer.',
      );
      expectError(
        await api.graphql(SET_DEFAULT, { id: card, userId: owner.id }, { token: other.token }),
        'FORBIDDEN',
        SALES_MESSAGES.wrongUser,
      );
      expectError(
        await api.graphql(
          '{ paymentMethodsByCustomerId(stripeCustomerId: "cus_someone") { id } }',
          {},
          { token: other.token },
        ),
        'FORBIDDEN',
        SALES_MESSAGES.wrongUser,
      );
    });

    it('a saved card is reused for the next purchase; saving stores it on the user', async () => {
      const user = await registerCustomer(api);
      const card = await browser.card(CARDS.visa);
      await createPurchase(api, user.token, {
        currency: 'USD',
        cart: [{ itemId: id.set, price: 1299, type: 'Product' }],
        user: { stripePaymentMethodId: card },
        savePaymentMethod: true,
      });
      const me = await api.graphql(
        '{ currentUser { stripePaymentMethodId stripeCustomerId } }',
        {},
        { token: user.token },
      );
      expect(me.body.data?.currentUser).toMatchObject({ stripePaymentMethodId: card });
      const cards = await api.graphql(CARDS_QUERY, {}, { token: user.token });
      expect(cards.body.data?.paymentMethodsByCustomerId).toEqual([
        { id: card, last4: '4242', cardType: 'visa', isDefault: true },
      ]);
      // Without a card in the payload, the saved default pays.
      const second = await createPurchase(api, user.token, {
        currency: 'USD',
        cart: [{ itemId: id.voucherProduct, price: 1299, type: 'Product' }],
      });
      expect(second).toMatchObject({
        status: 'Succeeded',
        paymentIntent: { payment_method: card },
      });
    });
  });

  describe('vouchers (storefront.md §4 "Cart", §5 "Promo code")', () => {
    const REDEEM =
      'mutation ($code: String!) { redeemVoucher(code: $code) { id code value discountType balance remainingRedemptions } }';

    it('redeems by code, trimmed and upper-cased, for visitors too', async () => {
      const voucher = await vouchers.make({ code: 'SPRING25', value: 25, remainingRedemptions: 3 });
      const { body } = await api.graphql(REDEEM, { code: '  spring25 ' });
      expect(body.data?.redeemVoucher).toEqual({
        id: voucher.id,
        code: 'SPRING25',
        value: 25,
        discountType: 'Percentage',
        balance: null,
        remainingRedemptions: 3,
      });
      const fixed = await vouchers.make({
        code: 'GIFT10',
        discountType: 'FixedValue',
        value: 1000,
        balance: 400,
        currency: 'USD',
      });
      expect(
        (await api.graphql(REDEEM, { code: 'gift10' })).body.data?.redeemVoucher,
      ).toMatchObject({
        id: fixed.id,
        value: 10,
        balance: 4,
      });
    });

    it.each([
      ['an unknown code', {}, 'NOPE', SALES_MESSAGES.voucherCodeNotValid],
      [
        'a voucher not active yet',
        { activationDate: new Date(Date.now() + 86_400_000) },
        undefined,
        SALES_MESSAGES.voucherNotActive,
      ],
      [
        'an expired voucher',
        { expiryDate: new Date(Date.now() - 1000) },
        undefined,
        SALES_MESSAGES.voucherExpired,
      ],
      [
        'a voucher without redemptions left',
        { remainingRedemptions: 0, totalRedemptions: 5 },
        undefined,
        SALES_MESSAGES.voucherUsedUp,
      ],
      [
        'a spent FixedValue voucher',
        { discountType: 'FixedValue' as const, value: 500, balance: 0, currency: 'USD' as const },
        undefined,
        SALES_MESSAGES.voucherUsedUp,
      ],
    ])('refuses %s', async (_name, overrides, code, message) => {
      const voucher = await vouchers.make(overrides);
      expectError(
        await api.graphql(REDEEM, { code: code ?? voucher.code }),
        'BAD_USER_INPUT',
        message,
      );
    });

    it('limits code guessing to 60 attempts an hour per client', async () => {
      const clientIp = '203.0.113.60';
      for (let attempt = 0; attempt < VOUCHER_ATTEMPTS_PER_CLIENT.limit; attempt += 1)
        expectError(
          await api.graphql(REDEEM, { code: `GUESS${attempt}` }, { clientIp }),
          'BAD_USER_INPUT',
          SALES_MESSAGES.voucherCodeNotValid,
        );
      const refused = await api.graphql(REDEEM, { code: 'GUESS' }, { clientIp });
      expectError(refused, 'BAD_USER_INPUT', ACCOUNT_MESSAGES.tooManyAttempts);
      expect(refused.body.errors?.[0]?.extensions?.retryAfterSeconds).toEqual(expect.any(Number));
      // Another client is not held back.
      expectError(
        await api.graphql(REDEEM, { code: 'GUESS' }, { clientIp: '203.0.113.61' }),
        'BAD_USER_INPUT',
        SALES_MESSAGES.voucherCodeNotValid,
      );
    });

    it('refuses a code over 50 characters', async () => {
      expectError(
        await api.graphql(REDEEM, { code: 'X'.repeat(51) }),
        'VALIDATION_ERROR',
        SALES_MESSAGES.promoCodeTooLong,
      );
    });

    it('a FixedValue voucher is for its own currency only', async () => {
      const buyer = await registerCustomer(api);
      const voucher = await vouchers.make({
        discountType: 'FixedValue',
        value: 500,
        balance: 500,
        currency: 'EUR',
      });
      expectError(
        await api.graphql(
          CREATE_PURCHASE,
          {
            currency: 'USD',
            cart: [{ itemId: id.set, price: 1299, discount: 500, type: 'Product' }],
            voucherCode: voucher.code,
          },
          { token: buyer.token },
        ),
        'BAD_USER_INPUT',
        SALES_MESSAGES.voucherWrongCurrency,
      );
    });
  });

  describe('gifts (storefront.md §4 "Cart" gift flow, §5 "Gift form")', () => {
    const giftCart = (gift: Record<string, unknown>) => [
      { itemId: id.set, price: 1299, type: 'Product', gift },
    ];

    it.each([
      [
        { toFirstName: ' ', toLastName: 'B', toEmail: 'b@example.com' },
        'Recipient first name is required',
      ],
      [
        { toFirstName: 'A', toLastName: '', toEmail: 'b@example.com' },
        'Recipient last name is required',
      ],
      [{ toFirstName: 'A', toLastName: 'B', toEmail: 'not-an-email' }, 'Invalid Email'],
      [
        { toFirstName: 'A', toLastName: 'B', toEmail: 'b@example.com', message: 'x'.repeat(501) },
        'Message must be at most 500 characters',
      ],
    ])('validates the gift form: %o', async (gift, message) => {
      const buyer = await registerCustomer(api);
      expectError(
        await api.graphql(
          CREATE_PURCHASE,
          { currency: 'USD', cart: giftCart(gift) },
          { token: buyer.token },
        ),
        'VALIDATION_ERROR',
        message,
      );
    });

    it('a gift to a new address: an account to complete, the gift in their library, both e-mailed; resend', async () => {
      const buyer = await registerCustomer(api);
      const friend = uniqueEmail('friend');
      const purchase = await createPurchase(api, buyer.token, {
        currency: 'USD',
        cart: giftCart({
          toFirstName: 'Bo',
          toLastName: 'Friend',
          toEmail: friend,
          message: 'Happy birthday',
        }),
        user: { stripePaymentMethodId: await browser.card() },
      });
      const [item] = purchase.purchaseItems;
      expect(item).toMatchObject({ gift: { toEmail: friend, message: 'Happy birthday' } });
      expect(item?.giftedToUserId).toEqual(expect.any(Number));
      const recipientMail = await mailTo(api, friend);
      expect(recipientMail.map((mail) => mail.template)).toEqual([
        'account-activation',
        'gift-received',
      ]);
      expect(recipientMail[1]?.textBody).toContain('Happy birthday');
      expect(recipientMail[0]?.textBody).toMatch(/https:\/\/tenace\.test\/register\/\S+/);
      expect((await mailTo(api, buyer.email)).map((mail) => mail.template)).toEqual([
        'gift-sent',
        'purchase-receipt',
      ]);

      // The recipient completes the account from the e-mail and finds the set.
      const code = /\/register\/(\S+)/.exec(recipientMail[0]?.textBody ?? '')?.[1] ?? '';
      const activated = await api.graphql(
        'mutation ($id: String!) { activateUser(id: $id, password: "a good password") { token } }',
        { id: code },
      );
      const token = (activated.body.data?.activateUser as { token: string } | undefined)?.token;
      const owned = await api.graphql('{ currentUser { products } }', {}, { token });
      expect(owned.body.data?.currentUser).toEqual({ products: [id.set] });

      const itemId = item?.id ?? 0;
      expect(
        (
          await api.graphql(
            'mutation ($id: Int!) { resendGiftEmail(purchaseItemId: $id) }',
            { id: itemId },
            { token: buyer.token },
          )
        ).body.data,
      ).toEqual({
        resendGiftEmail: true,
      });
      expect((await mailTo(api, friend)).map((mail) => mail.template)).toEqual([
        'account-activation',
        'gift-received',
        'gift-received',
      ]);
      const recipient = await api.graphql(
        'mutation ($id: Int!) { createGiftRecipient(purchaseItemId: $id) { id giftedToUserId } }',
        { id: itemId },
        { token: buyer.token },
      );
      expect(recipient.body.data?.createGiftRecipient).toEqual({
        id: itemId,
        giftedToUserId: item?.giftedToUserId,
      });
      const purchaser = await api.graphql(
        'mutation ($id: Int!) { createGiftPurchaser(purchaseItemId: $id) { id } }',
        { id: itemId },
        { token: buyer.token },
      );
      expect(purchaser.body.data?.createGiftPurchaser).toEqual({ id: buyer.id });
      // Not the buyer's to resend for anyone else.
      const stranger = await registerCustomer(api);
      expectError(
        await api.graphql(
          'mutation ($id: Int!) { resendGiftEmail(purchaseItemId: $id) }',
          { id: itemId },
          { token: stranger.token },
        ),
        'NOT_FOUND',
        SALES_MESSAGES.purchaseItemNotFound,
      );
    });

    it('a gift to an existing account is linked to it without a new account', async () => {
      const buyer = await registerCustomer(api);
      const friend = await registerCustomer(api);
      // Gifts reach an account that proved its address (docs/decisions.md "Account addresses").
      await confirmAddress(api, friend.email);
      const purchase = await createPurchase(api, buyer.token, {
        currency: 'USD',
        cart: giftCart({
          toFirstName: 'Ann',
          toLastName: 'Lee',
          toEmail: friend.email.toUpperCase(),
        }),
        user: { stripePaymentMethodId: await browser.card() },
      });
      expect(purchase.purchaseItems[0]?.giftedToUserId).toBe(friend.id);
      expect((await mailTo(api, friend.email)).map((mail) => mail.template)).toEqual([
        'gift-received',
      ]);
    });

    it('a bought gift voucher is issued and e-mailed with its code; createGift sets the message of an unpaid gift', async () => {
      const buyer = await registerCustomer(api);
      await createPurchase(api, buyer.token, {
        currency: 'USD',
        cart: [{ itemId: id.voucherProduct, price: 1299, type: 'Product' }],
        user: { stripePaymentMethodId: await browser.card() },
      });
      const [mail] = (await mailTo(api, buyer.email)).filter(
        (row) => row.template === 'gift-voucher',
      );
      const code = /code: (\S+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
      const redeemed = await api.graphql(
        'mutation ($code: String!) { redeemVoucher(code: $code) { voucherType discountType value balance } }',
        { code },
      );
      expect(redeemed.body.data?.redeemVoucher).toEqual({
        voucherType: 'GiftVoucher',
        discountType: 'FixedValue',
        value: 12.99,
        balance: 12.99,
      });

      const pending = await createPurchase(api, buyer.token, {
        currency: 'USD',
        cart: giftCart({ toFirstName: 'Cy', toLastName: 'Gift', toEmail: uniqueEmail('cy') }),
        user: { stripePaymentMethodId: await browser.card(CARDS.authenticate) },
      });
      const gift = await api.graphql(
        'mutation ($id: Int!) { createGift(purchaseId: $id, message: "For you") { purchaseItems { gift { message } } } }',
        { id: pending.id },
        { token: buyer.token },
      );
      expect(gift.body.data?.createGift).toEqual({
        purchaseItems: [{ gift: { message: 'For you' } }],
      });
      expectError(
        await api.graphql(
          'mutation ($id: Int!) { resendGiftEmail(purchaseItemId: $id) }',
          { id: pending.purchaseItems[0]?.id },
          { token: buyer.token },
        ),
        'BAD_USER_INPUT',
        SALES_MESSAGES.purchaseNotSucceeded,
      );
    });
  });

  describe('subscriptions of a user (storefront.md §4)', () => {
    it('buys a monthly plan (the card saved), cancels, restores and changes it to yearly', async () => {
      const user = await registerCustomer(api);
      const card = await browser.card();
      const purchase = await createPurchase(api, user.token, {
        currency: 'USD',
        cart: [{ itemId: id.monthly, price: 900, type: 'Subscription' }],
        user: { stripePaymentMethodId: card },
      });
      expect(purchase.purchaseItems[0]?.subscriptionPlan).toEqual({
        id: id.monthly,
        type: 'Monthly',
        subscriptionTitle: 'Weekly hands',
      });
      const me = await api.graphql(
        '{ currentUser { stripePaymentMethodId activeSubscriptions } }',
        {},
        { token: user.token },
      );
      expect(me.body.data?.currentUser).toEqual({
        stripePaymentMethodId: card,
        activeSubscriptions: [id.subscription],
      });

      const plans = await api.graphql(PLANS, {}, { token: user.token });
      const [held] = (plans.body.data?.userSubscriptionPlans ?? []) as {
        id: number;
        startDateTime: string;
      }[];
      expect(held).toMatchObject({
        endDateTime: null,
        subscriptionPlan: { type: 'Monthly', subscriptionTitle: 'Weekly hands' },
      });
      const heldId = held?.id ?? 0;

      // The default card renews it: it cannot be deleted.
      // The account's payment tab learns it before asking (storefront.md §8's warning).
      expect(
        (
          await api.graphql(
            '{ paymentMethodsByCustomerId { id inUse } }',
            {},
            { token: user.token },
          )
        ).body.data?.paymentMethodsByCustomerId,
      ).toEqual([{ id: card, inUse: true }]);
      expectError(
        await api.graphql(DETACH, { id: card }, { token: user.token }),
        'BAD_USER_INPUT',
        SALES_MESSAGES.defaultCardInUse,
      );

      const cancelled = await api.graphql(
        plan('cancelSubscription'),
        { id: heldId },
        { token: user.token },
      );
      const end = new Date(held?.startDateTime ?? '');
      end.setUTCMonth(end.getUTCMonth() + 1);
      expect(cancelled.body.data?.cancelSubscription).toEqual({
        id: heldId,
        endDateTime: end.toISOString(),
        subscriptionPlan: { type: 'Monthly' },
      });
      expectError(
        await api.graphql(plan('changeSubscription'), { id: heldId }, { token: user.token }),
        'BAD_USER_INPUT',
        SALES_MESSAGES.planNotMonthly,
      );
      const restored = await api.graphql(
        plan('restoreSubscription'),
        { id: heldId },
        { token: user.token },
      );
      expect(restored.body.data?.restoreSubscription).toMatchObject({ endDateTime: null });
      expectError(
        await api.graphql(plan('restoreSubscription'), { id: heldId }, { token: user.token }),
        'BAD_USER_INPUT',
        SALES_MESSAGES.planNotCancelled,
      );
      const changed = await api.graphql(
        plan('changeSubscription'),
        { id: heldId },
        { token: user.token },
      );
      expect(changed.body.data?.changeSubscription).toEqual({
        id: heldId,
        endDateTime: null,
        subscriptionPlan: { type: 'Yearly' },
      });

      // A running subscription cannot be bought again.
      expectError(
        await api.graphql(
          CREATE_PURCHASE,
          { currency: 'USD', cart: [{ itemId: id.yearly, price: 9720, type: 'Subscription' }] },
          { token: user.token },
        ),
        'BAD_USER_INPUT',
        'You already own “Weekly hands”: remove it from your cart or give it as a gift',
      );
      // Someone else's plan is not found.
      const other = await registerCustomer(api);
      expectError(
        await api.graphql(plan('cancelSubscription'), { id: heldId }, { token: other.token }),
        'NOT_FOUND',
        SALES_MESSAGES.planNotFound,
      );
    });

    it('an ended plan is listed with its end and offers no action', async () => {
      const user = await registerCustomer(api);
      const purchases = createPurchaseRepository(database);
      const held = await purchases.insertUserSubscriptionPlan({
        userId: user.id,
        subscriptionPlanId: id.monthly,
        purchaseItemId: null,
        startDateTime: new Date(Date.now() - 90 * 86_400_000),
        endDateTime: new Date(Date.now() - 86_400_000),
      });
      for (const operation of ['cancelSubscription', 'restoreSubscription'])
        expectError(
          await api.graphql(plan(operation), { id: held.id }, { token: user.token }),
          'BAD_USER_INPUT',
          SALES_MESSAGES.planEnded,
        );
      expectError(
        await api.graphql(plan('changeSubscription'), { id: held.id }, { token: user.token }),
        'BAD_USER_INPUT',
        SALES_MESSAGES.planNotMonthly,
      );
    });

    it('a gifted monthly plan is one prepaid term for the recipient: no card kept, both e-mailed, not restorable', async () => {
      const buyer = await registerCustomer(api);
      // The buyer's own running plan does not stop them giving one.
      await createPurchase(api, buyer.token, {
        currency: 'USD',
        cart: [{ itemId: id.monthly, price: 900, type: 'Subscription' }],
        user: { stripePaymentMethodId: await browser.card() },
      });
      const buyerCard = (await createUserRepository(database).byId(buyer.id))
        ?.stripePaymentMethodId;
      const friend = uniqueEmail('plan-friend');
      const purchase = await createPurchase(api, buyer.token, {
        currency: 'USD',
        cart: [
          {
            itemId: id.monthly,
            price: 900,
            type: 'Subscription',
            gift: { toFirstName: 'Di', toLastName: 'Friend', toEmail: friend, message: 'Enjoy' },
          },
        ],
        user: { stripePaymentMethodId: await browser.card() },
      });
      const [item] = purchase.purchaseItems;
      expect(item?.giftedToUserId).toEqual(expect.any(Number));
      // Paid once: the gift's card is not kept, so the buyer's default card is unchanged.
      expect((await createUserRepository(database).byId(buyer.id))?.stripePaymentMethodId).toBe(
        buyerCard,
      );
      const recipientMail = await mailTo(api, friend);
      expect(recipientMail.map((mail) => mail.template)).toEqual([
        'account-activation',
        'gift-received',
      ]);
      expect(recipientMail[1]?.textBody).toContain('Weekly hands');
      expect((await mailTo(api, buyer.email)).map((mail) => mail.template)).toContain('gift-sent');

      const purchases = createPurchaseRepository(database);
      const granted = await purchases.userPlans(item?.giftedToUserId ?? 0);
      expect(granted).toHaveLength(1);
      const [held] = granted;
      expect(held?.userPlan.providerSubscriptionId).toBeNull();
      const end = new Date(held?.userPlan.startDateTime ?? 0);
      end.setUTCMonth(end.getUTCMonth() + 1);
      expect(held?.userPlan.endDateTime).toEqual(end);

      // The recipient completes the account from the e-mail: the plan is theirs, running.
      const code = /\/register\/(\S+)/.exec(recipientMail[0]?.textBody ?? '')?.[1] ?? '';
      const activated = await api.graphql(
        'mutation ($id: String!) { activateUser(id: $id, password: "a good password") { token } }',
        { id: code },
      );
      const token = (activated.body.data?.activateUser as { token: string } | undefined)?.token;
      const me = await api.graphql('{ currentUser { activeSubscriptions } }', {}, { token });
      expect(me.body.data?.currentUser).toEqual({ activeSubscriptions: [id.subscription] });
      const plans = await api.graphql(
        PLANS.replace('endDateTime', 'endDateTime gift'),
        {},
        { token },
      );
      expect(plans.body.data?.userSubscriptionPlans).toEqual([
        {
          id: held?.userPlan.id,
          startDateTime: held?.userPlan.startDateTime.toISOString(),
          endDateTime: end.toISOString(),
          gift: true,
          subscriptionPlan: { type: 'Monthly', subscriptionTitle: 'Weekly hands' },
        },
      ]);
      // Restoring would make it renew with nobody paying; changing needs a plan without an end.
      expectError(
        await api.graphql(plan('restoreSubscription'), { id: held?.userPlan.id }, { token }),
        'BAD_USER_INPUT',
        SALES_MESSAGES.planGifted,
      );
      expectError(
        await api.graphql(plan('changeSubscription'), { id: held?.userPlan.id }, { token }),
        'BAD_USER_INPUT',
        SALES_MESSAGES.planNotMonthly,
      );
    });

    it('a subscription for oneself cannot be paid by iDEAL; a gifted one can', async () => {
      const user = await registerCustomer(api, { currency: 'EUR' });
      expectError(
        await api.graphql(
          CREATE_PURCHASE,
          {
            currency: 'EUR',
            cart: [{ itemId: id.monthly, price: 810, type: 'Subscription' }],
            paymentType: 'Ideal',
          },
          { token: user.token },
        ),
        'BAD_USER_INPUT',
        SALES_MESSAGES.subscriptionByCard,
      );
      // A gifted plan never renews, so nothing needs a card: iDEAL pays it (in EUR).
      const gifted = await api.graphql(
        CREATE_PURCHASE,
        {
          currency: 'EUR',
          cart: [
            {
              itemId: id.monthly,
              price: 810,
              type: 'Subscription',
              gift: { toFirstName: 'Fe', toLastName: 'Friend', toEmail: uniqueEmail('ideal-gift') },
            },
          ],
          paymentType: 'Ideal',
        },
        { token: user.token },
      );
      expect(gifted.body.errors).toBeUndefined();
      expect(gifted.body.data?.createPurchase).toMatchObject({
        paymentType: 'Ideal',
        totalPrice: 8.1,
      });
    });
  });
});
