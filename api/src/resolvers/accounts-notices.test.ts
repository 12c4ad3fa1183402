import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DETAILS } from '../company/company-details.js';
import type { Database } from '../db/database.js';
import { CONTACT_COPIES_PER_ADDRESS } from '../services/support/contact.js';
import {
  confirmAddress,
  createTestApi,
  registerCustomer,
  TEST_PUBLIC_URL,
  TEST_SUPPORT_EMAIL,
  type TestApi,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const RESET = 'mutation ($email: String!) { resetPassword(email: $email) }';
const UPDATE = /* GraphQL */ `
  mutation ($password: String!, $confirmPassword: String, $token: String, $currentPassword: String) {
    updatePassword(password: $password, confirmPassword: $confirmPassword, token: $token, currentPassword: $currentPassword) { id }
  }
`;
const ACTIVATE =
  'mutation ($id: String!) { activateUser(id: $id, password: "a good password") { id } }';
const CONTACT = /* GraphQL */ `
  mutation ($email: String!, $language: Language) {
    contactUs(firstName: "Ann", lastName: "Lee", email: $email, phone: "06 1234", message: "Where is my gift?", language: $language)
  }
`;

interface OutboxMessage {
  toAddress: string;
  template: string;
  subject: string;
  textBody: string;
}

/** The e-mails to `email` of one template, oldest first. */
async function mails(api: TestApi, email: string, template: string): Promise<OutboxMessage[]> {
  const all = (await (await api.app.request('/dev/outbox')).json()) as OutboxMessage[];
  return all
    .filter((message) => message.toAddress === email && message.template === template)
    .reverse();
}

/** The code of the newest link of this path e-mailed to `email`. */
async function linkCode(api: TestApi, email: string, template: string, path: string) {
  const [latest] = (await mails(api, email, template)).reverse();
  const code = new RegExp(`/${path}/([\\w-]+)`).exec(latest?.textBody ?? '')?.[1];
  if (code === undefined) throw new Error(`no ${template} e-mail to ${email}`);
  return code;
}

describe.each(testDatabaseTargets())('the account and contact e-mails on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
  });
  afterAll(() => drop());

  describe('welcome (docs/decisions.md "Account e-mails")', () => {
    it('comes once the registered address is confirmed, once, in the user’s language', async () => {
      const ann = await registerCustomer(api);
      expect(await mails(api, ann.email, 'welcome')).toEqual([]);
      await confirmAddress(api, ann.email);
      const [welcome, ...more] = await mails(api, ann.email, 'welcome');
      expect(more).toEqual([]);
      expect(welcome?.subject).toBe('Welcome to Tenace');
      expect(welcome?.textBody).toContain('Hello Ann,');
      expect(welcome?.textBody).toContain(`${TEST_PUBLIC_URL}/library`);
      expect(welcome?.textBody).toContain(COMPANY_DETAILS.email);

      // A reset link proves the address again: no second welcome.
      await api.graphql(RESET, { email: ann.email });
      const code = await linkCode(api, ann.email, 'password-reset', 'resetpassword');
      await api.graphql(UPDATE, { password: 'another password', token: code });
      expect(await mails(api, ann.email, 'welcome')).toHaveLength(1);

      const bram = await registerCustomer(api, { firstName: 'Bram', language: 'nlNL' });
      await confirmAddress(api, bram.email);
      const [dutch] = await mails(api, bram.email, 'welcome');
      expect(dutch?.subject).toBe('Welkom bij Tenace');
      expect(dutch?.textBody).toContain('Hallo Bram,');
    });

    it('comes when a pending account is activated', async () => {
      const email = uniqueEmail('pending');
      await api.services.accounts.createPendingUser({
        email,
        firstName: 'Bo',
        lastName: 'Berg',
        currency: 'EUR',
        language: 'nlNL',
      });
      expect(await mails(api, email, 'welcome')).toEqual([]);
      const code = await linkCode(api, email, 'account-activation', 'register');
      expect((await api.graphql(ACTIVATE, { id: code })).body.errors).toBeUndefined();
      const [welcome] = await mails(api, email, 'welcome');
      expect(welcome?.subject).toBe('Welkom bij Tenace');
    });
  });

  describe('password changed', () => {
    it('after a change in the account: when, and what to do if it was not them', async () => {
      const ann = await registerCustomer(api);
      const { body } = await api.graphql(
        UPDATE,
        {
          password: 'changed password',
          confirmPassword: 'changed password',
          currentPassword: ann.password,
        },
        { token: ann.token },
      );
      expect(body.errors).toBeUndefined();
      const [notice, ...more] = await mails(api, ann.email, 'password-changed');
      expect(more).toEqual([]);
      expect(notice?.subject).toBe('Your Tenace password has been changed');
      expect(notice?.textBody).toMatch(
        /was changed on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} \(Amsterdam time\)\./,
      );
      expect(notice?.textBody).toContain(`If this was not you`);
      expect(notice?.textBody).toContain(`${TEST_PUBLIC_URL}/forgottenpassword`);
    });

    it('after a reset, in Dutch for a Dutch user; not for a refused change', async () => {
      const bram = await registerCustomer(api, { firstName: 'Bram', language: 'nlNL' });
      await api.graphql(
        UPDATE,
        { password: 'changed password', currentPassword: 'wrong password' },
        { token: bram.token },
      );
      expect(await mails(api, bram.email, 'password-changed')).toEqual([]);
      await api.graphql(RESET, { email: bram.email });
      const code = await linkCode(api, bram.email, 'password-reset', 'resetpassword');
      await api.graphql(UPDATE, { password: 'another password', token: code });
      const [notice] = await mails(api, bram.email, 'password-changed');
      expect(notice?.subject).toBe('Je Tenace-wachtwoord is gewijzigd');
      expect(notice?.textBody).toMatch(/gewijzigd op \d{1,2} [a-z]+ \d{4} om \d{2}:\d{2}/);
      expect(notice?.textBody).toContain('Was jij dit niet?');
    });
  });

  describe('contact copy (storefront.md §5 "Contact form")', () => {
    it('goes to the sender in the language asked for, and to support as before', async () => {
      const email = uniqueEmail('contact');
      expect((await api.graphql(CONTACT, { email, language: 'nlNL' })).body).toEqual({
        data: { contactUs: true },
      });
      const [copy] = await mails(api, email, 'contact-copy');
      expect(copy?.subject).toBe('Je bericht aan Tenace');
      expect(copy?.textBody).toContain('Hallo Ann,');
      expect(copy?.textBody).toContain('Telefoon: 06 1234');
      expect(copy?.textBody).toContain('Where is my gift?');
      const toSupport = await mails(api, TEST_SUPPORT_EMAIL, 'contact-message');
      expect(toSupport.some((mail) => mail.textBody.includes(email))).toBe(true);
    });

    it('a signed-in sender gets it in their own language; at most a few an hour per address', async () => {
      const ann = await registerCustomer(api);
      await api.graphql(CONTACT, { email: ann.email, language: 'nlNL' }, { token: ann.token });
      const [copy] = await mails(api, ann.email, 'contact-copy');
      expect(copy?.subject).toBe('Your message to Tenace');

      for (let sent = 1; sent < CONTACT_COPIES_PER_ADDRESS.limit + 2; sent += 1)
        expect(
          (await api.graphql(CONTACT, { email: ann.email }, { clientIp: `10.9.0.${sent}` })).body,
        ).toEqual({ data: { contactUs: true } });
      expect(await mails(api, ann.email, 'contact-copy')).toHaveLength(
        CONTACT_COPIES_PER_ADDRESS.limit,
      );
    });
  });
});
