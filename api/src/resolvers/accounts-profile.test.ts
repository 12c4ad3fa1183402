import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createTestApi, expectError, registerCustomer } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const UPDATE_USER = /* GraphQL */ `
  mutation UpdateUser($firstName: String, $lastName: String, $email: String, $currency: Currency, $language: Language) {
    updateUser(firstName: $firstName, lastName: $lastName, email: $email, currency: $currency, language: $language) {
      id firstName lastName fullName email currency language token
    }
  }
`;

describe.each(testDatabaseTargets())('updateUser on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  it('saves the personal details, trimmed, with the e-mail lower-cased', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const email = `Renamed.${ann.email}`;
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
      email: email.toLowerCase(),
      currency: 'GBP',
      language: 'nlNL',
      token: ann.token,
    });
    const current = await api.graphql(
      '{ currentUser { email language } }',
      {},
      { token: ann.token },
    );
    expect(current.body.data?.currentUser).toEqual({
      email: email.toLowerCase(),
      language: 'nlNL',
    });
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
    const response = await api.graphql(UPDATE_USER, args, { token: ann.token });
    expectError(response, 'VALIDATION_ERROR', message);
    expect(response.body.errors?.[0]?.extensions?.fieldErrors).toEqual([{ field, message }]);
  });

  it('refuses an e-mail that belongs to another account', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const bob = await registerCustomer(api, { firstName: 'Bob' });
    expectError(
      await api.graphql(UPDATE_USER, { email: bob.email.toUpperCase() }, { token: ann.token }),
      'BAD_USER_INPUT',
      'An account with this email already exists',
    );
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

  it('is BAD_USER_INPUT for a currency outside the six', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api);
    const response = await api.graphql(UPDATE_USER, { currency: 'JPY' }, { token: ann.token });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
