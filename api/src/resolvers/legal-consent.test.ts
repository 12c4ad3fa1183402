import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_CAPTCHA_KEY } from '../captcha/development.js';
import { COMPANY_DETAILS } from '../company/company-details.js';
import type { Database } from '../db/database.js';
import { CONSENT_MESSAGES, TERMS_VERSION } from '../legal/consent.js';
import { createPurchaseRepository } from '../repositories/purchases.js';
import { createUserRepository } from '../repositories/users.js';
import {
  CARDS,
  CREATE_PURCHASE,
  cartLine,
  createPurchase,
  localBrowser,
  setPricedAt,
} from '../testing/sales.testkit.js';
import {
  createTestApi,
  expectError,
  REGISTER,
  registerCustomer,
  type TestApi,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

/**
 * The customer's consent (docs/decisions.md "Legal"): the terms accepted at registration and at
 * checkout, with the express consent to immediate access to the digital content at checkout;
 * refused without them, and recorded with the time and the terms' version.
 */
describe.each(testDatabaseTargets())('consent on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
  });
  afterAll(() => drop());

  it('tells anyone the seller’s details and the terms’ version', async () => {
    const { body } = await api.graphql(
      '{ companyDetails { name street postcodeAndCity country registrationNumber vatNumber email } termsVersion }',
    );
    expect(body).toEqual({
      data: { companyDetails: COMPANY_DETAILS, termsVersion: TERMS_VERSION },
    });
  });

  it('refuses a registration without the terms accepted, and creates no account', async () => {
    const email = uniqueEmail('no-terms');
    const registration = {
      firstName: 'Ann',
      lastName: 'Lee',
      email,
      password: 'correct horse battery',
      captchaVerificationKey: DEVELOPMENT_CAPTCHA_KEY,
    };
    for (const acceptTerms of [undefined, null, false]) {
      const response = await api.graphql(REGISTER, { ...registration, acceptTerms });
      expectError(response, 'VALIDATION_ERROR', CONSENT_MESSAGES.termsRequired);
    }
    expect(await createUserRepository(database).byEmail(email)).toBeUndefined();
  });

  it('records when a registration accepted the terms, and which version', async () => {
    const before = api.clock.now();
    const user = await registerCustomer(api);
    const row = await createUserRepository(database).byId(user.id);
    expect(row?.termsVersion).toBe(TERMS_VERSION);
    expect(row?.termsAcceptedAt?.getTime()).toBe(before.getTime());
  });

  it('refuses a purchase without both consents, free or paid, and records none', async () => {
    const buyer = await registerCustomer(api);
    const set = await setPricedAt(api, 1299);
    const card = await localBrowser(api).card(CARDS.visa);
    const order = {
      currency: 'USD',
      cart: [cartLine(set.id, 1299)],
      user: { id: buyer.id, stripePaymentMethodId: card },
      paymentType: 'Card',
    };
    for (const [consents, message] of [
      [{ acceptTerms: false }, CONSENT_MESSAGES.termsRequired],
      [{ acceptTerms: null, acceptImmediateAccess: null }, CONSENT_MESSAGES.termsRequired],
      [{ acceptImmediateAccess: false }, CONSENT_MESSAGES.immediateAccessRequired],
      [{ acceptImmediateAccess: null }, CONSENT_MESSAGES.immediateAccessRequired],
    ] as const) {
      const response = await api.graphql(
        CREATE_PURCHASE,
        { ...order, ...consents },
        {
          token: buyer.token,
        },
      );
      expectError(response, 'VALIDATION_ERROR', message);
    }
    const free = await setPricedAt(api, 0);
    const freeOrder = await api.graphql(
      CREATE_PURCHASE,
      { currency: 'USD', cart: [cartLine(free.id, 0)], acceptImmediateAccess: false },
      { token: buyer.token },
    );
    expectError(freeOrder, 'VALIDATION_ERROR', CONSENT_MESSAGES.immediateAccessRequired);
    expect(await createPurchaseRepository(database).ofUser(buyer.id)).toEqual([]);
  });

  it('records the consents on the purchase: when, and which terms', async () => {
    const buyer = await registerCustomer(api);
    const set = await setPricedAt(api, 1299);
    const card = await localBrowser(api).card(CARDS.visa);
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [cartLine(set.id, 1299)],
      user: { id: buyer.id, stripePaymentMethodId: card },
      paymentType: 'Card',
      acceptTerms: true,
      acceptImmediateAccess: true,
    });
    expect(purchase.status).toBe('Succeeded');
    const row = await createPurchaseRepository(database).byId(purchase.id);
    expect(row).toMatchObject({
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: api.clock.now(),
      immediateAccessConsentedAt: api.clock.now(),
    });
  });
});
