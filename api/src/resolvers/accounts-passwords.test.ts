import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createScryptHasher, type PasswordHasher } from '../security/password-hasher.js';
import {
  createTestApi,
  expectError,
  loginToken,
  registerCustomer,
  TEST_PUBLIC_URL,
  TEST_SCRYPT,
  type TestApi,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const RESET = 'mutation ($email: String!) { resetPassword(email: $email) }';
const UPDATE = /* GraphQL */ `
  mutation Update($password: String!, $confirmPassword: String, $token: String, $currentPassword: String) {
    updatePassword(password: $password, confirmPassword: $confirmPassword, token: $token, currentPassword: $currentPassword) { id email confirmed token }
  }
`;
const LOGIN =
  'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }';
const CURRENT_USER = '{ currentUser { id } }';
const INVALID_LINK = 'This link is invalid or has expired';
const EXPIRED = 'Your session has expired, please log in again';
const MINUTE = 60_000;

interface OutboxMessage {
  toAddress: string;
  subject: string;
  textBody: string;
  language: string;
}

async function outboxFor(api: TestApi, email: string): Promise<OutboxMessage[]> {
  const all = (await (await api.app.request('/dev/outbox')).json()) as OutboxMessage[];
  return all.filter((message) => message.toAddress === email);
}

/** Asks for a reset of `email` and returns the code from the e-mail. */
async function resetCode(api: TestApi, email: string): Promise<string> {
  expect((await api.graphql(RESET, { email })).body).toEqual({ data: { resetPassword: true } });
  const [latest] = await outboxFor(api, email);
  const code = /\/resetpassword\/([\w-]+)/.exec(latest?.textBody ?? '')?.[1];
  if (code === undefined) throw new Error('no reset e-mail');
  return code;
}

describe.each(testDatabaseTargets())('resetPassword on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  it('e-mails a one-time link to /resetpassword/{code} in the user’s language', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const code = await resetCode(api, ann.email);
    const [english] = await outboxFor(api, ann.email);
    expect(english).toMatchObject({ subject: 'Reset your Tenace password', language: 'enGB' });
    expect(english?.textBody).toContain(`${TEST_PUBLIC_URL}/resetpassword/${code}`);

    const bram = await registerCustomer(api, { language: 'nlNL' });
    await resetCode(api, bram.email);
    const [dutch] = await outboxFor(api, bram.email);
    expect(dutch).toMatchObject({
      subject: 'Stel je Tenace-wachtwoord opnieuw in',
      language: 'nlNL',
    });
  });

  it('answers true for an address without an account, and sends nothing', async () => {
    const api = createTestApi(database);
    const email = uniqueEmail('nobody');
    expect((await api.graphql(RESET, { email })).body).toEqual({ data: { resetPassword: true } });
    expect(await outboxFor(api, email)).toEqual([]);
  });

  it.each([
    ['', 'Email is required'],
    ['ann@', 'Invalid Email'],
  ])('refuses the address %j: %s', async (email, message) => {
    expectError(
      await createTestApi(database).graphql(RESET, { email }),
      'VALIDATION_ERROR',
      message,
    );
  });

  it('allows 3 requests per address an hour', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    for (let request = 1; request <= 3; request += 1) await resetCode(api, ann.email);
    const refused = await api.graphql(RESET, { email: ann.email });
    expectError(refused, 'BAD_USER_INPUT', 'Too many attempts, please try again later');
    expect(refused.body.errors?.[0]?.extensions?.retryAfterSeconds).toBe(60 * 60);
    // The three resets, and the registration's confirmation link.
    expect(await outboxFor(api, ann.email)).toHaveLength(4);
    api.clock.advance(60 * MINUTE);
    await resetCode(api, ann.email);
  });

  it('allows 20 requests per client an hour, whatever the addresses', async () => {
    const api = createTestApi(database);
    const client = { clientIp: '203.0.113.9' };
    for (let request = 1; request <= 20; request += 1) {
      expect(
        (await api.graphql(RESET, { email: uniqueEmail() }, client)).body.errors,
      ).toBeUndefined();
    }
    expectError(
      await api.graphql(RESET, { email: uniqueEmail() }, client),
      'BAD_USER_INPUT',
      'Too many attempts, please try again later',
    );
  });
});

describe.each(testDatabaseTargets())('updatePassword on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  it('with a reset code: sets the password, ends every session and opens a new one', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const code = await resetCode(api, ann.email);
    const { body } = await api.graphql(UPDATE, {
      password: 'brand new secret',
      confirmPassword: 'brand new secret',
      token: code,
    });
    expect(body.errors).toBeUndefined();
    const user = body.data?.updatePassword as { id: number; token: string };
    expect(user.id).toBe(ann.id);

    expectError(
      await api.graphql(CURRENT_USER, {}, { token: ann.token }),
      'UNAUTHENTICATED',
      EXPIRED,
    );
    expect(
      (await api.graphql(CURRENT_USER, {}, { token: user.token })).body.data?.currentUser,
    ).toEqual({ id: ann.id });
    expect(
      (await api.graphql(LOGIN, { email: ann.email, password: ann.password })).body.errors?.[0]
        ?.message,
    ).toBe('Invalid email or password');
    expect(
      (await api.graphql(LOGIN, { email: ann.email, password: 'brand new secret' })).body.errors,
    ).toBeUndefined();
  });

  it('a reset code works once and for one hour', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const code = await resetCode(api, ann.email);
    expect(
      (await api.graphql(UPDATE, { password: 'first secret', token: code })).body.errors,
    ).toBeUndefined();
    expectError(
      await api.graphql(UPDATE, { password: 'second secret', token: code }),
      'BAD_USER_INPUT',
      INVALID_LINK,
    );

    const late = await resetCode(api, ann.email);
    api.clock.advance(60 * MINUTE);
    expectError(
      await api.graphql(UPDATE, { password: 'second secret', token: late }),
      'BAD_USER_INPUT',
      INVALID_LINK,
    );
    expectError(
      await api.graphql(UPDATE, { password: 'second secret', token: 'made-up' }),
      'BAD_USER_INPUT',
      INVALID_LINK,
    );
  });

  it('hashes nothing for an unknown code or a visitor: a hash is too costly to give away', async () => {
    const hashed: string[] = [];
    const real = createScryptHasher(TEST_SCRYPT);
    const hasher: PasswordHasher = {
      hash: (password) => {
        hashed.push(password);
        return real.hash(password);
      },
      verify: real.verify,
    };
    const api = createTestApi(database, { hasher });
    await api.graphql(UPDATE, { password: 'expensive secret', token: 'made-up' });
    await api.graphql(UPDATE, { password: 'expensive secret' });
    expect(hashed).toEqual([]);
  });

  it('an activation code is not a reset code, and a reset confirms a pending account', async () => {
    const api = createTestApi(database);
    const email = uniqueEmail('gift');
    await api.services.accounts.createPendingUser({
      email,
      firstName: 'Bo',
      lastName: 'Berg',
      currency: 'USD',
      language: 'enGB',
    });
    const [activation] = await outboxFor(api, email);
    const activationCode = /\/register\/([\w-]+)/.exec(activation?.textBody ?? '')?.[1];
    expectError(
      await api.graphql(UPDATE, { password: 'secret password', token: activationCode }),
      'BAD_USER_INPUT',
      INVALID_LINK,
    );

    const code = await resetCode(api, email);
    const { body } = await api.graphql(UPDATE, { password: 'secret password', token: code });
    expect(body.data?.updatePassword).toMatchObject({ email, confirmed: true });
  });

  it('without a code: changes the signed-in user’s password and ends their other sessions', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const otherToken = await loginToken(api, ann.email, ann.password);
    const { body } = await api.graphql(
      UPDATE,
      {
        password: 'changed password',
        confirmPassword: 'changed password',
        currentPassword: ann.password,
      },
      { token: ann.token },
    );
    expect(body.data?.updatePassword).toMatchObject({ id: ann.id, token: ann.token });
    expect((await api.graphql(CURRENT_USER, {}, { token: ann.token })).body.errors).toBeUndefined();
    expectError(
      await api.graphql(CURRENT_USER, {}, { token: otherToken }),
      'UNAUTHENTICATED',
      EXPIRED,
    );
    expect(
      (await api.graphql(LOGIN, { email: ann.email, password: 'changed password' })).body.errors,
    ).toBeUndefined();
  });

  it('without a code is UNAUTHENTICATED for a visitor or a bad token', async () => {
    const api = createTestApi(database);
    expectError(
      await api.graphql(UPDATE, { password: 'changed password' }),
      'UNAUTHENTICATED',
      'You must be logged in',
    );
    expectError(
      await api.graphql(UPDATE, { password: 'changed password' }, { token: 'stale' }),
      'UNAUTHENTICATED',
      EXPIRED,
    );
  });

  // storefront.md §5 "Password reset and completion": required, max 100, confirmation must match.
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
  ])('refuses %j and keeps the code usable', async (args, field, message) => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const code = await resetCode(api, ann.email);
    const response = await api.graphql(UPDATE, { ...args, token: code });
    expectError(response, 'VALIDATION_ERROR', message);
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field, message }]);
    expect(
      (await api.graphql(UPDATE, { password: 'fine secret', token: code })).body.errors,
    ).toBeUndefined();
  });
});
