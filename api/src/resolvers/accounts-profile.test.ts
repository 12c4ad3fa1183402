import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createPurchaseRepository } from '../repositories/purchases.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, expectError, registerCustomer } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const UPDATE_USER = /* GraphQL */ `
  mutation UpdateUser($firstName: String, $lastName: String, $email: String, $currency: Currency, $language: Language, $currentPassword: String) {
    updateUser(firstName: $firstName, lastName: $lastName, email: $email, currency: $currency, language: $language, currentPassword: $currentPassword) {
      id firstName lastName fullName email currency language token
    }
  }
`;

describe.each(testDatabaseTargets())('updateUser on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  it('saves the personal details, trimmed; the same e-mail in another case changes nothing', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const email = ` ${ann.email.toUpperCase()} `;
    const { body } = await api.graphql(
      UPDATE_USER,
      { firstName: ' Anna ', lastName: ' de Vries ', email, currency: 'GBP', language: 'nlNL' },
      { token: ann.token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateUser).toEqual({
      id: ann.id,
      firstName: 'Anna',
      lastName: 'de Vries',
      fullName: 'Anna de Vries',
      email: ann.email,
      currency: 'GBP',
      language: 'nlNL',
      token: ann.token,
    });
    const current = await api.graphql(
      '{ currentUser { email language } }',
      {},
      { token: ann.token },
    );
    expect(current.body.data?.currentUser).toEqual({ email: ann.email, language: 'nlNL' });
  });

  it('changes only what is sent: the currency picker sends the currency alone (storefront.md §4)', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const { body } = await api.graphql(UPDATE_USER, { currency: 'AUD' }, { token: ann.token });
    expect(body.data?.updateUser).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      email: ann.email,
      currency: 'AUD',
      language: 'enGB',
    });
  });

  // storefront.md §5 "Personal details".
  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '  ' }, 'lastName', 'Last name is required'],
    [{ lastName: 'x'.repeat(101) }, 'lastName', 'Last name must be at most 100 characters'],
    [{ email: 'ann' }, 'email', 'Invalid Email'],
    [{ email: '' }, 'email', 'Email is required'],
  ])('refuses %j: %s %s', async (args, field, message) => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const response = await api.graphql(
      UPDATE_USER,
      { ...args, currentPassword: ann.password },
      { token: ann.token },
    );
    expectError(response, 'VALIDATION_ERROR', message);
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field, message }]);
  });

  it('is UNAUTHENTICATED for a visitor or a bad token', async () => {
    const api = createTestApi(database);
    expectError(
      await api.graphql(UPDATE_USER, { firstName: 'Eve' }),
      'UNAUTHENTICATED',
      'You must be logged in',
    );
    expectError(
      await api.graphql(UPDATE_USER, { firstName: 'Eve' }, { token: 'stale' }),
      'UNAUTHENTICATED',
      'Your session has expired, please log in again',
    );
  });

  // docs/decisions.md "Account payment tab's currency": fixed while a plan runs.
  it('keeps the currency of a user holding a running plan, also one being cancelled, until it ends', async () => {
    const api = createTestApi(database);
    const make = catalogueFixture(api);
    const price = await make.price(900);
    const subscription = await make.product({ type: 'Subscription', priceId: price.id });
    const plan = await make.plan(subscription.id, 'Monthly', price.id);
    const subscriber = await make.user();
    const held = await make.subscribe(subscriber.user.id, plan.id);
    const asSubscriber = { token: subscriber.token };
    const currentUser = async () =>
      (
        await api.graphql(
          '{ currentUser { currency currencyFixed activeSubscriptions } }',
          {},
          asSubscriber,
        )
      ).body.data?.currentUser;
    expect(await currentUser()).toEqual({
      currency: 'USD',
      currencyFixed: true,
      activeSubscriptions: [subscription.id],
    });

    expectError(
      await api.graphql(UPDATE_USER, { currency: 'EUR', language: 'nlNL' }, asSubscriber),
      'BAD_USER_INPUT',
      'Your currency cannot be changed while you have a running subscription, which renews in it',
    );
    // The same currency is no change: the personal details form sends it with the names.
    const same = await api.graphql(
      UPDATE_USER,
      { currency: 'USD', firstName: 'Sam' },
      asSubscriber,
    );
    expect(same.body.data?.updateUser).toMatchObject({ currency: 'USD', firstName: 'Sam' });

    const cancelled = await api.graphql(
      'mutation ($id: Int!) { cancelSubscription(userSubscriptionPlanId: $id) { endDateTime } }',
      { id: held.id },
      asSubscriber,
    );
    const end = cancelled.body.data?.cancelSubscription as { endDateTime: string };
    expectError(
      await api.graphql(UPDATE_USER, { currency: 'EUR' }, asSubscriber),
      'BAD_USER_INPUT',
      'Your currency cannot be changed while you have a running subscription, which renews in it',
    );

    api.clock.advance(new Date(end.endDateTime).getTime() - api.clock.now().getTime() + 1);
    const changed = await api.graphql(UPDATE_USER, { currency: 'EUR' }, asSubscriber);
    expect(changed.body.data?.updateUser).toMatchObject({ currency: 'EUR' });
    expect(await currentUser()).toEqual({
      currency: 'EUR',
      currencyFixed: false,
      activeSubscriptions: [],
    });
  });

  it("leaves the currency free to a gift's recipient: a gift's prepaid term never renews", async () => {
    const api = createTestApi(database);
    const make = catalogueFixture(api);
    const price = await make.price(900);
    const subscription = await make.product({ type: 'Subscription', priceId: price.id });
    const plan = await make.plan(subscription.id, 'Monthly', price.id);
    const giver = await make.user();
    const recipient = await make.user();
    const purchases = createPurchaseRepository(database);
    const now = api.clock.now();
    const { items } = await purchases.insert(
      {
        userId: giver.user.id,
        stripeId: null,
        status: 'Succeeded',
        currency: 'USD',
        totalPrice: 900,
        paymentType: 'Card',
        failureMessage: null,
        voucherId: null,
        purchaseDate: now,
        refundDate: null,
        updatedAt: now,
      },
      [
        {
          productId: null,
          subscriptionPlanId: plan.id,
          price: 900,
          discount: 0,
          discountType: null,
          giftedToUserId: recipient.user.id,
          giftToFirstName: 'Rae',
          giftToLastName: 'Cipient',
          giftToEmail: recipient.user.email,
          giftMessage: null,
        },
      ],
    );
    await purchases.insertUserSubscriptionPlan({
      userId: recipient.user.id,
      subscriptionPlanId: plan.id,
      purchaseItemId: items[0]?.id ?? null,
      startDateTime: now,
      endDateTime: new Date(now.getTime() + 30 * 86_400_000),
    });
    const asRecipient = { token: recipient.token };
    const user = await api.graphql(
      '{ currentUser { currencyFixed activeSubscriptions } }',
      {},
      asRecipient,
    );
    expect(user.body.data?.currentUser).toEqual({
      currencyFixed: false,
      activeSubscriptions: [subscription.id],
    });
    const changed = await api.graphql(UPDATE_USER, { currency: 'EUR' }, asRecipient);
    expect(changed.body.data?.updateUser).toMatchObject({ currency: 'EUR' });
  });

  it('is BAD_USER_INPUT for a currency outside the six', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const response = await api.graphql(UPDATE_USER, { currency: 'JPY' }, { token: ann.token });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
