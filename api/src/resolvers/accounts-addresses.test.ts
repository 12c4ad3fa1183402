import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createOutboxRepository } from '../repositories/outbox.js';
import { createPurchaseRepository } from '../repositories/purchases.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import { createPurchase, localBrowser } from '../testing/sales.testkit.js';
import {
  confirmAddress,
  confirmationCode,
  createTestApi,
  expectError,
  loginToken,
  registerCustomer,
  type TestApi,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

// docs/decisions.md "Account addresses" and "Passwords".
const UPDATE_USER = /* GraphQL */ `
  mutation ($firstName: String, $email: String, $currentPassword: String) {
    updateUser(firstName: $firstName, email: $email, currentPassword: $currentPassword) {
      id firstName email confirmed
    }
  }
`;
const UPDATE_PASSWORD = /* GraphQL */ `
  mutation ($password: String!, $currentPassword: String) {
    updatePassword(password: $password, confirmPassword: $password, currentPassword: $currentPassword) { id }
  }
`;
const CONFIRM = 'mutation ($code: String!) { confirmEmail(code: $code) }';
const LOGIN =
  'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { id } }';
const ME = '{ currentUser { email confirmed products activeSubscriptions } }';
const WRONG_PASSWORD = 'Your current password is incorrect';

describe.each(testDatabaseTargets())('account addresses and passwords on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  let browser: ReturnType<typeof localBrowser>;
  const id = { set: 0, subscription: 0, monthly: 0 };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    browser = localBrowser(api);
    const tier = await make.price(1299);
    const monthlyPrice = await make.price(900);
    id.set = (await make.product({ priceId: tier.id, title: 'Finesses' })).id;
    id.subscription = (
      await make.product({ type: 'Subscription', priceId: monthlyPrice.id, title: 'Weekly hands' })
    ).id;
    id.monthly = (await make.plan(id.subscription, 'Monthly', monthlyPrice.id)).id;
  });
  afterAll(() => drop());

  /** Every e-mail queued to `to`, oldest first. */
  const mailTo = async (to: string) =>
    (await createOutboxRepository(database).latest(10_000))
      .filter((row) => row.toAddress === to)
      .reverse();

  const me = async (token: string) =>
    (await api.graphql(ME, {}, { token })).body.data?.currentUser as {
      email: string;
      confirmed: boolean;
      products: number[];
      activeSubscriptions: number[];
    };

  /** A paid gift of the set (or of the monthly plan) for `toEmail`. */
  const giveGift = async (toEmail: string, item: 'set' | 'plan' = 'set') => {
    const buyer = await registerCustomer(api);
    const purchase = await createPurchase(api, buyer.token, {
      currency: 'USD',
      cart: [
        item === 'set'
          ? {
              itemId: id.set,
              price: 1299,
              type: 'Product',
              gift: { toFirstName: 'Vi', toLastName: 'Ctim', toEmail, message: 'For you' },
            }
          : {
              itemId: id.monthly,
              price: 900,
              type: 'Subscription',
              gift: { toFirstName: 'Vi', toLastName: 'Ctim', toEmail, message: 'For you' },
            },
      ],
      user: { stripePaymentMethodId: await browser.card() },
    });
    expect(purchase.status).toBe('Succeeded');
    return purchase.purchaseItems[0];
  };

  describe('passwords of at least 10 characters', () => {
    it('a new password needs 10 characters; logging in with an older, shorter one still works', async () => {
      const ann = await registerCustomer(api);
      const short = await api.graphql(
        UPDATE_PASSWORD,
        { password: '123456789', currentPassword: ann.password },
        { token: ann.token },
      );
      expectError(short, 'VALIDATION_ERROR', 'Password must be at least 10 characters');
      expect(
        (
          await api.graphql(
            UPDATE_PASSWORD,
            { password: '1234567890', currentPassword: ann.password },
            { token: ann.token },
          )
        ).body.errors,
      ).toBeUndefined();
      // Login checks no length: the rule is for choosing a password, not for one already chosen.
      expectError(
        await api.graphql(LOGIN, { email: ann.email, password: 'short' }),
        'BAD_USER_INPUT',
        'Invalid email or password',
      );
    });

    it('the Dutch catalogue has the messages', async () => {
      const nl = (await (await api.app.request('/lang/nl.json')).json()) as Record<string, string>;
      expect(nl['Password must be at least 10 characters']).toBe(
        'Wachtwoord moet minstens 10 tekens lang zijn',
      );
      expect(nl[WRONG_PASSWORD]).toBe('Je huidige wachtwoord klopt niet');
      expect(nl['Current password is required']).toBe('Huidig wachtwoord is verplicht');
    });
  });

  describe('changing the password needs the current one', () => {
    it('refuses a missing or wrong current password and keeps the password', async () => {
      const ann = await registerCustomer(api);
      const missing = await api.graphql(
        UPDATE_PASSWORD,
        { password: 'taken over!' },
        { token: ann.token },
      );
      expectError(missing, 'VALIDATION_ERROR', 'Current password is required');
      expect(missing.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
        { field: 'currentPassword', message: 'Current password is required' },
      ]);
      expectError(
        await api.graphql(
          UPDATE_PASSWORD,
          { password: 'taken over!', currentPassword: 'a wrong guess' },
          { token: ann.token },
        ),
        'BAD_USER_INPUT',
        WRONG_PASSWORD,
      );
      await loginToken(api, ann.email, ann.password);
    });

    it('limits guesses of the current password per account, without locking the owner out of logging in', async () => {
      const ann = await registerCustomer(api);
      for (let guess = 1; guess <= 10; guess += 1)
        expectError(
          await api.graphql(
            UPDATE_PASSWORD,
            { password: 'taken over!', currentPassword: `guess ${guess}` },
            { token: ann.token },
          ),
          'BAD_USER_INPUT',
          WRONG_PASSWORD,
        );
      const refused = await api.graphql(
        UPDATE_PASSWORD,
        { password: 'taken over!', currentPassword: ann.password },
        { token: ann.token },
      );
      expectError(refused, 'BAD_USER_INPUT', 'Too many attempts, please try again later');
      await loginToken(api, ann.email, ann.password);
    });
  });

  describe('changing the e-mail', () => {
    it('needs the current password, and a wrong one saves nothing', async () => {
      const ann = await registerCustomer(api);
      const email = uniqueEmail('new');
      const missing = await api.graphql(
        UPDATE_USER,
        { firstName: 'Eve', email },
        { token: ann.token },
      );
      expectError(missing, 'VALIDATION_ERROR', 'Current password is required');
      expectError(
        await api.graphql(
          UPDATE_USER,
          { firstName: 'Eve', email, currentPassword: 'a wrong guess' },
          { token: ann.token },
        ),
        'BAD_USER_INPUT',
        WRONG_PASSWORD,
      );
      expect(await me(ann.token)).toMatchObject({ email: ann.email });
      expect(await mailTo(email)).toEqual([]);
      // Other details need no password.
      const renamed = await api.graphql(UPDATE_USER, { firstName: 'Anna' }, { token: ann.token });
      expect(renamed.body.data?.updateUser).toMatchObject({ firstName: 'Anna', email: ann.email });
    });

    it('is used only once confirmed from the new address, and the old address is told', async () => {
      const ann = await registerCustomer(api);
      const email = uniqueEmail('moved');
      const { body } = await api.graphql(
        UPDATE_USER,
        { email: email.toUpperCase(), currentPassword: ann.password },
        { token: ann.token },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.updateUser).toMatchObject({ email: ann.email });
      expect(await me(ann.token)).toMatchObject({ email: ann.email });
      expect((await mailTo(ann.email)).map((mail) => mail.template)).toEqual([
        'email-confirmation',
        'email-change-requested',
      ]);
      expect((await mailTo(ann.email))[1]?.textBody).toContain(email);
      expect((await mailTo(email)).map((mail) => mail.template)).toEqual(['email-confirmation']);
      // Until then the old address logs in, the new one does not.
      await loginToken(api, ann.email, ann.password);
      expectError(
        await api.graphql(LOGIN, { email, password: ann.password }),
        'BAD_USER_INPUT',
        'Invalid email or password',
      );

      const code = await confirmationCode(api, email);
      expect((await api.graphql(CONFIRM, { code })).body).toEqual({ data: { confirmEmail: true } });
      expect(await me(ann.token)).toMatchObject({ email, confirmed: true });
      await loginToken(api, email, ann.password);
      expectError(
        await api.graphql(CONFIRM, { code }),
        'BAD_USER_INPUT',
        'This link is invalid or has expired',
      );
    });

    it('an older link stops working once another is followed', async () => {
      const ann = await registerCustomer(api);
      const registration = await confirmationCode(api, ann.email);
      const email = uniqueEmail('moved');
      await api.graphql(
        UPDATE_USER,
        { email, currentPassword: ann.password },
        { token: ann.token },
      );
      await confirmAddress(api, email);
      expectError(
        await api.graphql(CONFIRM, { code: registration }),
        'BAD_USER_INPUT',
        'This link is invalid or has expired',
      );
      expect(await me(ann.token)).toMatchObject({ email });
    });

    it('answers the same whether or not the new address has an account, and tells only its owner', async () => {
      const owner = await registerCustomer(api, { firstName: 'Olga' });
      const free = uniqueEmail('free');
      const answer = async (email: string) => {
        const ann = await registerCustomer(api);
        const response = await api.graphql(
          UPDATE_USER,
          { email, currentPassword: ann.password },
          { token: ann.token },
        );
        return { ...response, ann };
      };
      const taken = await answer(owner.email.toUpperCase());
      const open = await answer(free);
      const shape = (response: typeof taken) => ({
        status: response.status,
        errors: response.body.errors,
        data: response.body.data?.updateUser,
      });
      expect(shape(taken)).toEqual({
        status: 200,
        errors: undefined,
        data: { id: taken.ann.id, firstName: 'Ann', email: taken.ann.email, confirmed: false },
      });
      expect(shape(open)).toEqual({
        status: 200,
        errors: undefined,
        data: { id: open.ann.id, firstName: 'Ann', email: open.ann.email, confirmed: false },
      });
      // The owner of the taken address is told instead of sent a link; their account is unchanged.
      const ownerMail = await mailTo(owner.email);
      expect(ownerMail.map((mail) => mail.template)).toEqual([
        'email-confirmation',
        'email-change-taken',
      ]);
      expect(ownerMail[1]?.textBody).toContain('Olga');
      expect(ownerMail[1]?.textBody).not.toMatch(/confirmemail/);
      expect(await me(owner.token)).toMatchObject({ email: owner.email });
      expect(await me(taken.ann.token)).toMatchObject({ email: taken.ann.email });
    });

    it('a link to an address taken meanwhile is refused', async () => {
      const ann = await registerCustomer(api);
      const email = uniqueEmail('raced');
      await api.graphql(
        UPDATE_USER,
        { email, currentPassword: ann.password },
        { token: ann.token },
      );
      const code = await confirmationCode(api, email);
      await registerCustomer(api, { email });
      expectError(
        await api.graphql(CONFIRM, { code }),
        'BAD_USER_INPUT',
        'An account with this email already exists',
      );
      expect(await me(ann.token)).toMatchObject({ email: ann.email });
    });
  });

  describe('registration proves the address before gifts for it are linked', () => {
    it('registration logs in at once, unconfirmed, and e-mails a link that confirms it', async () => {
      const ann = await registerCustomer(api);
      expect(await me(ann.token)).toMatchObject({ email: ann.email, confirmed: false });
      const [mail] = await mailTo(ann.email);
      expect(mail).toMatchObject({
        template: 'email-confirmation',
        subject: 'Confirm your e-mail address for Tenace',
      });
      expect(mail?.textBody).toMatch(/https:\/\/tenace\.test\/confirmemail\/\S+/);
      await confirmAddress(api, ann.email);
      expect(await me(ann.token)).toMatchObject({ confirmed: true });
    });

    it('a gift for an address someone registered without proving it waits for the proof', async () => {
      // Eve registers the address of Vic, who has no account yet, and cannot confirm it.
      const victim = uniqueEmail('victim');
      const eve = await registerCustomer(api, { email: victim, firstName: 'Eve' });
      const item = await giveGift(victim);
      expect(item?.giftedToUserId).toBeNull();
      expect(await me(eve.token)).toMatchObject({ products: [] });
      const purchases = createPurchaseRepository(database);
      expect((await purchases.item(item?.id ?? 0))?.giftedToUserId).toBeNull();

      // Vic follows the link e-mailed to their address: the gift reaches the account then.
      await confirmAddress(api, victim);
      expect((await purchases.item(item?.id ?? 0))?.giftedToUserId).toBe(eve.id);
      expect(await me(eve.token)).toMatchObject({ products: [id.set] });
      // The proven address is welcomed after its gifts are linked.
      expect((await mailTo(victim)).map((mail) => mail.template)).toEqual([
        'email-confirmation',
        'gift-received',
        'welcome',
      ]);
    });

    it('a gifted plan for an unproven address starts its term when the address is proven', async () => {
      const friend = uniqueEmail('plan-friend');
      const account = await registerCustomer(api, { email: friend });
      const item = await giveGift(friend, 'plan');
      expect(item?.giftedToUserId).toBeNull();
      expect(await me(account.token)).toMatchObject({ activeSubscriptions: [] });
      api.clock.advance(24 * 60 * 60_000);
      await confirmAddress(api, friend);
      expect(await me(account.token)).toMatchObject({ activeSubscriptions: [id.subscription] });
      const [plan] = await createPurchaseRepository(database).userPlans(account.id);
      expect(plan?.userPlan.startDateTime).toEqual(api.clock.now());
      const end = new Date(api.clock.now());
      end.setUTCMonth(end.getUTCMonth() + 1);
      expect(plan?.userPlan.endDateTime).toEqual(end);
    });

    it('a password reset proves the address too (its link went there) and links the gifts', async () => {
      const victim = uniqueEmail('reset');
      const eve = await registerCustomer(api, { email: victim });
      const item = await giveGift(victim);
      expect(item?.giftedToUserId).toBeNull();
      await api.graphql('mutation ($email: String!) { resetPassword(email: $email) }', {
        email: victim,
      });
      const reset = (await mailTo(victim)).find((mail) => mail.template === 'password-reset');
      const token = /\/resetpassword\/([\w-]+)/.exec(reset?.textBody ?? '')?.[1];
      const { body } = await api.graphql(
        'mutation ($token: String!) { updatePassword(password: "the owner’s own", token: $token) { token confirmed } }',
        { token },
      );
      expect(body.data?.updatePassword).toMatchObject({ confirmed: true });
      // Eve's session ended with the reset; the owner holds the account and the gift.
      expectError(
        await api.graphql(ME, {}, { token: eve.token }),
        'UNAUTHENTICATED',
        'Your session has expired, please log in again',
      );
      const owner = String((body.data?.updatePassword as { token?: string } | undefined)?.token);
      expect(await me(owner)).toMatchObject({ products: [id.set] });
    });

    it('moving an account to an address is no way to its gifts before the link is followed', async () => {
      const victim = uniqueEmail('target');
      const eve = await registerCustomer(api);
      await confirmAddress(api, eve.email);
      await api.graphql(
        UPDATE_USER,
        { email: victim, currentPassword: eve.password },
        { token: eve.token },
      );
      const item = await giveGift(victim);
      // The address is still free: the gift makes an account to complete for its owner.
      expect(item?.giftedToUserId).not.toBe(eve.id);
      expect(await me(eve.token)).toMatchObject({ email: eve.email, products: [] });
      expect((await mailTo(victim)).map((mail) => mail.template)).toEqual([
        'email-confirmation',
        'account-activation',
        'gift-received',
      ]);
      // The address now has an account, so Eve's link no longer moves hers there.
      expectError(
        await api.graphql(CONFIRM, { code: await confirmationCode(api, victim) }),
        'BAD_USER_INPUT',
        'An account with this email already exists',
      );
    });
  });
});
