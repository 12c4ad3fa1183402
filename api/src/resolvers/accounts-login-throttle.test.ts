import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { ACCOUNT_MESSAGES } from '../services/accounts/messages.js';
import {
  createTestApi,
  expectError,
  type GraphqlResponse,
  registerCustomer,
  type TestApi,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    loginUser(email: $email, password: $password) { id token }
  }
`;
const RESET = 'mutation ($email: String!) { resetPassword(email: $email) }';
const UPDATE = /* GraphQL */ `
  mutation Update($password: String!, $confirmPassword: String, $token: String) {
    updatePassword(password: $password, confirmPassword: $confirmPassword, token: $token) { id }
  }
`;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** docs/decisions.md "Login throttling". */
describe.each(testDatabaseTargets())('login throttling on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  const login = (api: TestApi, email: string, password: string, clientIp: string) =>
    api.graphql(LOGIN, { email, password }, { clientIp });
  const expectThrottled = (response: GraphqlResponse, seconds: number) => {
    expectError(response, 'BAD_USER_INPUT', ACCOUNT_MESSAGES.tooManyLogins);
    expect(response.body.errors?.[0]?.extensions?.retryAfterSeconds).toBe(seconds);
  };
  const expectWrong = (response: GraphqlResponse) =>
    expectError(response, 'BAD_USER_INPUT', ACCOUNT_MESSAGES.badCredentials);

  it('lets the owner in with the right password from a client it logged in from, whatever failed elsewhere', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const home = '198.51.100.10';
    expect((await login(api, ann.email, ann.password, home)).body.errors).toBeUndefined();

    // Attackers from 30 addresses, five guesses each: far past any fixed per-account lock.
    for (let client = 1; client <= 30; client += 1) {
      for (let guess = 1; guess <= 5; guess += 1) {
        await login(api, ann.email, `guess ${guess}`, `203.0.113.${client}`);
      }
    }
    const elsewhere = await login(api, ann.email, ann.password, '192.0.2.99');
    expectError(elsewhere, 'BAD_USER_INPUT', ACCOUNT_MESSAGES.tooManyLogins);

    const owner = await login(api, ann.email, ann.password, home);
    expect(owner.body.errors).toBeUndefined();
    expect(owner.body.data?.loginUser).toMatchObject({ id: ann.id });
  });

  it('makes the client a known one once the owner resets the password from it', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    for (let client = 1; client <= 25; client += 1) {
      await login(api, ann.email, 'guess', `198.51.100.${client}`);
    }
    const laptop = '192.0.2.120';
    expectError(
      await login(api, ann.email, ann.password, laptop),
      'BAD_USER_INPUT',
      ACCOUNT_MESSAGES.tooManyLogins,
    );
    // The message's pointer: the reset link opens a session whatever the throttle.
    await api.graphql(RESET, { email: ann.email }, { clientIp: laptop });
    const outbox = (await (await api.app.request('/dev/outbox')).json()) as {
      toAddress: string;
      textBody: string;
    }[];
    const mail = outbox.find((message) => message.toAddress === ann.email);
    const code = /\/resetpassword\/([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
    const reset = await api.graphql(
      UPDATE,
      { password: 'a new password', confirmPassword: 'a new password', token: code },
      { clientIp: laptop },
    );
    expect(reset.body.errors).toBeUndefined();

    await login(api, ann.email, 'another guess', '198.51.100.99');
    expect((await login(api, ann.email, 'a new password', laptop)).body.errors).toBeUndefined();
  });

  it('makes one client wait longer after each failure past five, and says how long', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const client = '203.0.113.200';
    for (let guess = 1; guess <= 5; guess += 1)
      expectWrong(await login(api, ann.email, 'guess', client));
    for (const seconds of [1, 2, 4, 8]) {
      // Even the right password waits: the client may be guessing.
      expectThrottled(await login(api, ann.email, ann.password, client), seconds);
      api.clock.advance(seconds * SECOND);
      expectWrong(await login(api, ann.email, 'guess', client));
    }
    for (let guess = 1; guess <= 10; guess += 1) {
      api.clock.advance(15 * MINUTE);
      expectWrong(await login(api, ann.email, 'guess', client));
    }
    expectThrottled(await login(api, ann.email, ann.password, client), 15 * 60);
    api.clock.advance(15 * MINUTE);
    expect((await login(api, ann.email, ann.password, client)).body.errors).toBeUndefined();
  });

  it('throttles one account from many new clients after twenty failures', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    for (let client = 1; client <= 20; client += 1) {
      expectWrong(await login(api, ann.email, 'guess', `198.51.100.${client}`));
    }
    expectThrottled(await login(api, ann.email, ann.password, '198.51.100.21'), 1);
    api.clock.advance(SECOND);
    expect(
      (await login(api, ann.email, ann.password, '198.51.100.21')).body.errors,
    ).toBeUndefined();
  });

  it('throttles one client trying many accounts after a hundred failures, not their known clients', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const shared = '203.0.113.77';
    expect((await login(api, ann.email, ann.password, shared)).body.errors).toBeUndefined();
    for (let guess = 1; guess <= 100; guess += 1) {
      expectWrong(await login(api, uniqueEmail('spray'), 'guess', shared));
    }
    expectThrottled(await login(api, uniqueEmail('spray'), 'guess', shared), 1);
    const bob = await registerCustomer(api);
    expectThrottled(await login(api, bob.email, bob.password, shared), 1);
    expect((await login(api, bob.email, bob.password, '192.0.2.1')).body.errors).toBeUndefined();
    expect((await login(api, ann.email, ann.password, shared)).body.errors).toBeUndefined();
  });

  it('forgets the failures of an account and client once the right password comes', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const client = '203.0.113.150';
    for (let round = 1; round <= 3; round += 1) {
      for (let guess = 1; guess <= 5; guess += 1)
        expectWrong(await login(api, ann.email, 'guess', client));
      api.clock.advance(SECOND);
      expect((await login(api, ann.email, ann.password, client)).body.errors).toBeUndefined();
    }
  });

  it('lets no burst of concurrent guesses past the free tries', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(api, ann.email, 'guess', '203.0.113.160')),
    );
    const messages = answers.map((answer) => answer.body.errors?.[0]?.message);
    expect(messages.filter((message) => message === ACCOUNT_MESSAGES.badCredentials)).toHaveLength(
      5,
    );
    expect(messages.filter((message) => message === ACCOUNT_MESSAGES.tooManyLogins)).toHaveLength(
      15,
    );
  });

  it('shares one count among the processes of one database', async () => {
    const first = createTestApi(database);
    const second = createTestApi(database);
    const ann = await registerCustomer(first);
    const client = '203.0.113.180';
    for (let guess = 1; guess <= 5; guess += 1) {
      expectWrong(await login(guess % 2 === 0 ? first : second, ann.email, 'guess', client));
    }
    expectError(
      await login(first, ann.email, ann.password, client),
      'BAD_USER_INPUT',
      ACCOUNT_MESSAGES.tooManyLogins,
    );
    expectError(
      await login(second, ann.email, ann.password, client),
      'BAD_USER_INPUT',
      ACCOUNT_MESSAGES.tooManyLogins,
    );
  });

  it('keys the client by the hop the proxy saw, not the X-Forwarded-For entries the client wrote', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    for (let guess = 1; guess <= 5; guess += 1) {
      expectWrong(await login(api, ann.email, 'guess', `10.${guess}.0.1, 203.0.113.170`));
    }
    expectThrottled(await login(api, ann.email, 'guess', '10.9.0.1, 203.0.113.170'), 1);
    expectWrong(await login(api, ann.email, 'guess', '10.9.0.1, 203.0.113.171'));
  });
});
