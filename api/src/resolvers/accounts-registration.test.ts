import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_CAPTCHA_KEY } from '../captcha/development.js';
import type { CaptchaVerifier } from '../captcha/verifier.js';
import type { Database } from '../db/database.js';
import {
  createTestApi,
  expectError,
  REGISTER,
  registerCustomer,
  TEST_PUBLIC_URL,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const ACTIVATE = /* GraphQL */ `
  mutation Activate($id: String!, $password: String!, $confirmPassword: String, $currency: Currency) {
    activateUser(id: $id, password: $password, confirmPassword: $confirmPassword, currency: $currency) {
      id email currency confirmed token
    }
  }
`;
const LOGIN =
  'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { id } }';
const FLAGGED =
  'Our anti-spam measures have flagged your registration attempt as suspicious. Please try again later, or contact support.';
const UNSUPPORTED_DEVICE =
  'Our anti-spam measures do not support your device. Please try a different device, or contact support.';
const DAY = 24 * 60 * 60_000;

function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ann',
    lastName: 'Lee',
    email: uniqueEmail(),
    password: 'correct horse battery',
    captchaVerificationKey: DEVELOPMENT_CAPTCHA_KEY,
    acceptTerms: true,
    ...overrides,
  };
}

describe.each(testDatabaseTargets())('registerUser on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  it('creates an unconfirmed Customer with a session, defaulting to en-gb and USD (storefront.md §4)', async () => {
    const api = createTestApi(database);
    const email = uniqueEmail('Mixed.Case');
    const { body } = await api.graphql(
      REGISTER,
      registration({ firstName: ' Ann ', lastName: ' Lee ', email: ` ${email} ` }),
    );
    expect(body.errors).toBeUndefined();
    const user = body.data?.registerUser as Record<string, unknown>;
    expect(user).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      fullName: 'Ann Lee',
      email: email.toLowerCase(),
      type: 'Customer',
      currency: 'USD',
      language: 'enGB',
      confirmed: false,
    });
    const details = await api.graphql(
      '{ currentUser { fullNameAdmin dateCreated inTheRed stripeCustomerId stripePaymentMethodId } }',
      {},
      { token: String(user.token) },
    );
    expect(details.body.data?.currentUser).toEqual({
      fullNameAdmin: `Ann Lee (${email.toLowerCase()})`,
      dateCreated: api.clock.now().toISOString(),
      inTheRed: false,
      stripeCustomerId: null,
      stripePaymentMethodId: null,
    });
    const current = await api.graphql('{ currentUser { id } }', {}, { token: String(user.token) });
    expect(current.body.data?.currentUser).toEqual({ id: user.id });
  });

  it('keeps the chosen currency and language, and stores the password as a scrypt hash', async () => {
    const api = createTestApi(database);
    const { body } = await api.graphql(
      REGISTER,
      registration({ currency: 'EUR', language: 'nlNL' }),
    );
    const user = body.data?.registerUser as { id: number; currency: string; language: string };
    expect(user).toMatchObject({ currency: 'EUR', language: 'nlNL' });
    const { users } = database.tables;
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w+/=]+\$[\w+/=]+$/);
    expect(row?.passwordHash).not.toContain('correct horse battery');
  });

  // storefront.md §5 "Registration": first name, last name, e-mail valid, password; each max 100.
  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: '   ' }, 'firstName', 'First name is required'],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'First name must be at most 100 characters'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ lastName: 'x'.repeat(101) }, 'lastName', 'Last name must be at most 100 characters'],
    [{ firstName: 'Ann\u0000' }, 'firstName', 'Text must not contain control characters'],
    [{ lastName: 'Lee\u007f' }, 'lastName', 'Text must not contain control characters'],
    [{ email: 'ann\u0000@example.com' }, 'email', 'Text must not contain control characters'],
    [{ email: 'ann.example.com' }, 'email', 'Invalid Email'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: 'p'.repeat(101) }, 'password', 'Password must be at most 100 characters'],
    // docs/decisions.md "Passwords": at least 10 characters, spaces counted.
    [{ password: '123456789' }, 'password', 'Password must be at least 10 characters'],
    [{ password: '         ' }, 'password', 'Password must be at least 10 characters'],
  ])('refuses %j: %s %s', async (overrides, field, message) => {
    const response = await createTestApi(database).graphql(REGISTER, registration(overrides));
    expectError(response, 'VALIDATION_ERROR', message);
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field, message }]);
  });

  it('checks the fields before the captcha, so a typo does not spend the key', async () => {
    const calls: string[] = [];
    const captcha: CaptchaVerifier = {
      verify: async (key) => {
        calls.push(key);
        return 'passed';
      },
    };
    const response = await createTestApi(database, { captcha }).graphql(
      REGISTER,
      registration({ lastName: '' }),
    );
    expectError(response, 'VALIDATION_ERROR', 'Last name is required');
    expect(calls).toEqual([]);
  });

  // admin.md §8: the two anti-spam messages.
  it.each([
    ['no key', undefined, UNSUPPORTED_DEVICE],
    ['an empty key', '  ', UNSUPPORTED_DEVICE],
    ['a key the verifier refuses', 'forged-key', FLAGGED],
  ])('refuses a registration with %s', async (_case, captchaVerificationKey, message) => {
    const email = uniqueEmail();
    const api = createTestApi(database);
    expectError(
      await api.graphql(REGISTER, registration({ email, captchaVerificationKey })),
      'BAD_USER_INPUT',
      message,
    );
    expectError(
      await api.graphql(LOGIN, { email, password: 'correct horse battery' }),
      'BAD_USER_INPUT',
      'Invalid email or password',
    );
  });

  it('passes the key and the client address to the captcha verifier', async () => {
    const calls: [string, string | undefined][] = [];
    const captcha: CaptchaVerifier = {
      verify: async (key, ip) => {
        calls.push([key, ip]);
        return 'passed';
      },
    };
    const api = createTestApi(database, { captcha });
    await api.graphql(REGISTER, registration({ captchaVerificationKey: 'provider-key' }), {
      clientIp: '192.0.2.5',
    });
    expect(calls).toEqual([['provider-key', '192.0.2.5']]);
  });

  it('refuses an e-mail that already has an account, in any case', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    expectError(
      await api.graphql(REGISTER, registration({ email: ann.email.toUpperCase() })),
      'BAD_USER_INPUT',
      'An account with this email already exists',
    );
  });

  it('refuses a currency or language outside the enumerations', async () => {
    const api = createTestApi(database);
    for (const overrides of [{ currency: 'JPY' }, { language: 'deDE' }]) {
      const response = await api.graphql(REGISTER, registration(overrides));
      expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe.each(testDatabaseTargets())('activateUser on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  /** A pending account (as a gift would make) and the code from its e-mail. */
  async function pendingAccount(
    api: ReturnType<typeof createTestApi>,
    language: 'enGB' | 'nlNL' = 'enGB',
  ) {
    const email = uniqueEmail('gift');
    const created = await api.services.accounts.createPendingUser({
      email,
      firstName: 'Bo',
      lastName: 'Berg',
      currency: 'GBP',
      language,
    });
    expect(created.ok).toBe(true);
    const outbox = (await (await api.app.request('/dev/outbox')).json()) as {
      toAddress: string;
      subject: string;
      textBody: string;
    }[];
    const message = outbox.find((m) => m.toAddress === email);
    const code = /\/register\/([\w-]+)/.exec(message?.textBody ?? '')?.[1];
    if (message === undefined || code === undefined) throw new Error('no activation e-mail');
    return { email, code, message };
  }

  it('e-mails a pending account a link to /register/{code}', async () => {
    const api = createTestApi(database);
    const { message, code } = await pendingAccount(api);
    expect(message.subject).toBe('Complete your Tenace account');
    expect(message.textBody).toContain(`${TEST_PUBLIC_URL}/register/${code}`);
    const dutch = await pendingAccount(api, 'nlNL');
    expect(dutch.message.subject).toBe('Rond je Tenace-account af');
  });

  it('a pending account cannot log in, and its e-mail cannot be registered again', async () => {
    const api = createTestApi(database);
    const { email } = await pendingAccount(api);
    expectError(
      await api.graphql(LOGIN, { email, password: 'anything' }),
      'BAD_USER_INPUT',
      'Invalid email or password',
    );
    expectError(
      await api.graphql(REGISTER, registration({ email })),
      'BAD_USER_INPUT',
      'An account with this email already exists',
    );
  });

  it('sets the password and currency, confirms the account and opens a session', async () => {
    const api = createTestApi(database);
    const { email, code } = await pendingAccount(api);
    const { body } = await api.graphql(ACTIVATE, {
      id: code,
      password: 'new secret',
      confirmPassword: 'new secret',
      currency: 'EUR',
    });
    expect(body.errors).toBeUndefined();
    const user = body.data?.activateUser as {
      email: string;
      currency: string;
      confirmed: boolean;
      token: string;
    };
    expect(user).toMatchObject({ email, currency: 'EUR', confirmed: true });
    expect(
      (await api.graphql('{ currentUser { email } }', {}, { token: user.token })).body.data
        ?.currentUser,
    ).toEqual({ email });
    expect(
      (await api.graphql(LOGIN, { email, password: 'new secret' })).body.errors,
    ).toBeUndefined();
  });

  it('keeps the currency when none is sent', async () => {
    const api = createTestApi(database);
    const { code } = await pendingAccount(api);
    const { body } = await api.graphql(ACTIVATE, { id: code, password: 'new secret' });
    expect(body.data?.activateUser).toMatchObject({ currency: 'GBP', confirmed: true });
  });

  it('refuses a used, unknown or expired code', async () => {
    const api = createTestApi(database);
    const { code } = await pendingAccount(api);
    expect(
      (await api.graphql(ACTIVATE, { id: code, password: 'first secret' })).body.errors,
    ).toBeUndefined();
    const invalidLink = 'This link is invalid or has expired';
    expectError(
      await api.graphql(ACTIVATE, { id: code, password: 'second secret' }),
      'BAD_USER_INPUT',
      invalidLink,
    );
    expectError(
      await api.graphql(ACTIVATE, { id: 'made-up', password: 'second secret' }),
      'BAD_USER_INPUT',
      invalidLink,
    );
    const late = await pendingAccount(api);
    api.clock.advance(30 * DAY + 1);
    expectError(
      await api.graphql(ACTIVATE, { id: late.code, password: 'second secret' }),
      'BAD_USER_INPUT',
      invalidLink,
    );
  });

  // storefront.md §5 "Password reset and completion".
  it.each([
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: 'p'.repeat(101) }, 'password', 'Password must be at most 100 characters'],
    [
      { password: 'short', confirmPassword: 'short' },
      'password',
      'Password must be at least 10 characters',
    ],
    [
      { password: 'first secret', confirmPassword: 'second secret' },
      'confirmPassword',
      "passwords don't match",
    ],
  ])('refuses %j without using the code', async (args, field, message) => {
    const api = createTestApi(database);
    const { code } = await pendingAccount(api);
    const response = await api.graphql(ACTIVATE, { id: code, ...args });
    expectError(response, 'VALIDATION_ERROR', message);
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field, message }]);
    expect(
      (await api.graphql(ACTIVATE, { id: code, password: 'fine secret' })).body.errors,
    ).toBeUndefined();
  });
});
