import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import {
  createTestApi,
  expectError,
  TEST_PUBLIC_URL,
  TEST_SUPPORT_EMAIL,
  type TestApi,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const CONTACT = /* GraphQL */ `
  mutation Contact($firstName: String!, $lastName: String!, $email: String!, $phone: String, $message: String!) {
    contactUs(firstName: $firstName, lastName: $lastName, email: $email, phone: $phone, message: $message)
  }
`;

const SAMPLES = /* GraphQL */ `
  mutation Samples($email: String, $subscriptionId: Int!) {
    signUpForSamples(email: $email, subscriptionId: $subscriptionId)
  }
`;

type OutboxMessage = { toAddress: string; template: string; subject: string; textBody: string };

async function outbox(api: TestApi): Promise<OutboxMessage[]> {
  return (await (await api.app.request('/dev/outbox')).json()) as OutboxMessage[];
}

describe.each(testDatabaseTargets())('contactUs and signUpForSamples on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  describe('contactUs (storefront.md §5 "Contact form")', () => {
    const message = {
      firstName: ' Ann ',
      lastName: 'Lee',
      email: 'Ann.Lee@Example.com',
      phone: '+31 20 123 4567',
      message: 'Where is my gift?',
    };

    it('keeps the message and e-mails it to support through the outbox', async () => {
      const api = createTestApi(database);
      const { body } = await api.graphql(CONTACT, message);
      expect(body).toEqual({ data: { contactUs: true } });
      const [mail] = (await outbox(api)).filter((sent) => sent.toAddress === TEST_SUPPORT_EMAIL);
      expect(mail).toMatchObject({
        toAddress: TEST_SUPPORT_EMAIL,
        template: 'contact-message',
        subject: 'Contact form: Ann Lee',
      });
      expect(mail?.textBody).toContain('From: Ann Lee <ann.lee@example.com>');
      expect(mail?.textBody).toContain('Phone: +31 20 123 4567');
      expect(mail?.textBody).toContain('Where is my gift?');
    });

    it.each([
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ lastName: ' ' }, 'lastName', 'Last name is required'],
      [{ email: 'ann' }, 'email', 'Invalid Email'],
      [{ email: `${'a'.repeat(95)}@x.com` }, 'email', 'Email must be at most 100 characters'],
      [{ phone: '1'.repeat(51) }, 'phone', 'Phone must be at most 50 characters'],
      [{ message: '  ' }, 'message', 'Message is required'],
      [{ message: 'x'.repeat(501) }, 'message', 'Message must be at most 500 characters'],
      // Control characters: PostgreSQL cannot store U+0000, and none belongs in a name.
      [{ firstName: 'Ann\u0000' }, 'firstName', 'Text must not contain control characters'],
      [{ lastName: 'L\u001bee' }, 'lastName', 'Text must not contain control characters'],
      [{ email: 'ann\u0000@example.com' }, 'email', 'Text must not contain control characters'],
      [{ phone: '+31\u0007' }, 'phone', 'Text must not contain control characters'],
      [{ message: 'Hello\u0000' }, 'message', 'Text must not contain control characters'],
    ])('refuses %j', async (change, field, text) => {
      const response = await createTestApi(database).graphql(CONTACT, { ...message, ...change });
      expectError(response, 'VALIDATION_ERROR', text);
      expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
        { field, message: text },
      ]);
    });

    it('keeps the line breaks and tabs of a message', async () => {
      const api = createTestApi(database);
      const text = 'Dear support,\r\n\tWhere is my gift?\nAnn';
      const { body } = await api.graphql(CONTACT, { ...message, message: text });
      expect(body).toEqual({ data: { contactUs: true } });
      const [mail] = (await outbox(api)).filter((sent) => sent.toAddress === TEST_SUPPORT_EMAIL);
      expect(mail?.textBody).toContain('\tWhere is my gift?\nAnn');
    });

    it('lists every broken rule, the first as the message', async () => {
      const response = await createTestApi(database).graphql(CONTACT, {
        ...message,
        firstName: '',
        message: '',
      });
      expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
        { field: 'firstName', message: 'First name is required' },
        { field: 'message', message: 'Message is required' },
      ]);
    });

    it('accepts a message without a phone, and limits how often a client sends', async () => {
      const api = createTestApi(database);
      for (let count = 0; count < 10; count += 1) {
        const { body } = await api.graphql(
          CONTACT,
          { ...message, phone: null },
          { clientIp: '10.9.9.9' },
        );
        expect(body.data?.contactUs).toBe(true);
      }
      const refused = await api.graphql(CONTACT, message, { clientIp: '10.9.9.9' });
      expectError(refused, 'BAD_USER_INPUT', 'Too many attempts, please try again later');
    });
  });

  describe('signUpForSamples (storefront.md §4 "Sample sign-up")', () => {
    it('e-mails the latest free article once per address', async () => {
      const api = createTestApi(database);
      const make = catalogueFixture(api);
      const price = await make.price(900);
      const subscription = await make.product({
        type: 'Subscription',
        title: 'Weekly Hands!',
        priceId: price.id,
      });
      const free = await make.article(subscription.id, { title: 'A Free One', freeToRead: true });
      await make.article(subscription.id, { title: 'Paid' });
      const email = uniqueEmail('sampler');
      const first = await api.graphql(SAMPLES, { email, subscriptionId: subscription.id });
      expect(first.body).toEqual({ data: { signUpForSamples: true } });
      const again = await api.graphql(SAMPLES, {
        email: email.toUpperCase(),
        subscriptionId: subscription.id,
      });
      expect(again.body).toEqual({ data: { signUpForSamples: true } });
      const sent = (await outbox(api)).filter((mail) => mail.toAddress === email);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        template: 'sample-articles',
        subject: 'Your sample of Weekly Hands!',
      });
      expect(sent[0]?.textBody).toContain(
        `${TEST_PUBLIC_URL}/subscriptions/${subscription.id}/weekly-hands/articles/${free.publicId}/a-free-one`,
      );
    });

    it('uses the signed-in user’s address and language when none is given', async () => {
      const api = createTestApi(database);
      const make = catalogueFixture(api);
      const price = await make.price(900);
      const subscription = await make.product({
        type: 'Subscription',
        title: 'Plain',
        priceId: price.id,
      });
      const user = await make.user();
      await api.graphql(
        'mutation { updateUser(language: nlNL) { id } }',
        {},
        { token: user.token },
      );
      const { body } = await api.graphql(
        SAMPLES,
        { subscriptionId: subscription.id },
        { token: user.token },
      );
      expect(body.data?.signUpForSamples).toBe(true);
      const [mail] = (await outbox(api)).filter((message) => message.toAddress === user.user.email);
      expect(mail?.subject).toBe('Je voorproefje van Plain');
      expect(mail?.textBody).toContain(`${TEST_PUBLIC_URL}/subscriptions/${subscription.id}/plain`);
    });

    it('needs an address from a visitor, and a subscription that exists', async () => {
      const api = createTestApi(database);
      const make = catalogueFixture(api);
      const price = await make.price(900);
      const subscription = await make.product({ type: 'Subscription', priceId: price.id });
      const set = await make.product({ priceId: price.id });
      expectError(
        await api.graphql(SAMPLES, { subscriptionId: subscription.id }),
        'VALIDATION_ERROR',
        'Email is required',
      );
      expectError(
        await api.graphql(SAMPLES, { email: 'nope', subscriptionId: subscription.id }),
        'VALIDATION_ERROR',
        'Invalid Email',
      );
      for (const subscriptionId of [set.id, 999_999]) {
        expectError(
          await api.graphql(SAMPLES, { email: uniqueEmail(), subscriptionId }),
          'NOT_FOUND',
          'Subscription not found',
        );
      }
    });
  });
});
