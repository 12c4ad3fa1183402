import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import {
  createTestApi,
  expectError,
  registerCustomer,
  uniqueEmail,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    loginUser(email: $email, password: $password) { id email type token }
  }
`;
const CURRENT_USER = '{ currentUser { id email } }';

describe.each(testDatabaseTargets())('loginUser on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  it('opens a session for the right password, whatever the case and spaces of the e-mail', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const { body } = await api.graphql(LOGIN, {
      email: `  ${ann.email.toUpperCase()} `,
      password: ann.password,
    });
    expect(body.errors).toBeUndefined();
    const user = body.data?.loginUser as { id: number; email: string; type: string; token: string };
    expect(user).toMatchObject({ id: ann.id, email: ann.email, type: 'Customer' });
    expect(user.token).toMatch(/^[\w-]{43}$/);
    expect(user.token).not.toBe(ann.token);
    const current = await api.graphql(CURRENT_USER, {}, { token: user.token });
    expect(current.body.data?.currentUser).toEqual({ id: ann.id, email: ann.email });
  });

  it.each([
    ['a wrong password', 'wrong password'],
    ['the password in another case', 'CORRECT HORSE BATTERY'],
  ])('refuses %s with one message for both wrong e-mail and password', async (_case, password) => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    expectError(
      await api.graphql(LOGIN, { email: ann.email, password }),
      'BAD_USER_INPUT',
      'Invalid email or password',
    );
    expectError(
      await api.graphql(LOGIN, { email: uniqueEmail('nobody'), password }),
      'BAD_USER_INPUT',
      'Invalid email or password',
    );
  });

  // storefront.md §5 "Login": e-mail valid ('Invalid Email'), max 100; password required, max 100.
  it.each([
    ['', 'secret', 'email', 'Email is required'],
    ['not-an-email', 'secret', 'email', 'Invalid Email'],
    ['ann@example', 'secret', 'email', 'Invalid Email'],
    [`${'a'.repeat(89)}@example.com`, 'secret', 'email', 'Email must be at most 100 characters'],
    ['ann@example.com', '', 'password', 'Password is required'],
    ['ann@example.com', 'p'.repeat(101), 'password', 'Password must be at most 100 characters'],
  ])('refuses email %j with password %j: %s %s', async (email, password, field, message) => {
    const response = await createTestApi(database).graphql(LOGIN, { email, password });
    expectError(response, 'VALIDATION_ERROR', message);
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field, message }]);
    expect(response.body.data).toEqual({ loginUser: null });
  });

  it('accepts a password of exactly 100 characters and lists every broken rule, first one as the message', async () => {
    const api = createTestApi(database);
    const long = await registerCustomer(api, { password: 'p'.repeat(100) });
    const { body } = await api.graphql(LOGIN, { email: long.email, password: long.password });
    expect(body.errors).toBeUndefined();

    const response = await api.graphql(LOGIN, { email: 'nope', password: '' });
    expectError(response, 'VALIDATION_ERROR', 'Invalid Email');
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'email', message: 'Invalid Email' },
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('is BAD_USER_INPUT when an argument is missing', async () => {
    const response = await createTestApi(database).graphql(
      'mutation { loginUser(email: "a@b.co") { id } }',
    );
    expect(response.status).toBe(200);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toContain('password');
  });
});
