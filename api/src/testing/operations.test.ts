import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { CurrentUserDocument, type CurrentUserQuery } from './operations.testkit.js';
import { createTestApi, registerCustomer } from './test-api.testkit.js';
import { testDatabaseTargets } from './test-database.testkit.js';

// The generated typed documents (src/testing/operations/*.graphql) posted to the whole app: the
// answer has the shape their types promise, aliases, fragment fields and __typename included.
describe.each(testDatabaseTargets())('generated typed documents on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await target.open()));
  afterAll(() => drop());

  it('answers CurrentUser under its aliases, with the fragment’s fields and the type name', async () => {
    const api = createTestApi(database);
    const ann = await registerCustomer(api, {
      firstName: 'Ann',
      lastName: 'Lee',
      language: 'nlNL',
    });
    const { status, body } = await api.operation(CurrentUserDocument, {}, { token: ann.token });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const me = body.data?.me;
    expect(me).toEqual({
      __typename: 'User',
      id: ann.id,
      name: 'Ann Lee',
      type: 'Customer',
      dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      currency: 'USD',
      language: 'nlNL',
    } satisfies CurrentUserQuery['me']);
  });

  it('answers null for a visitor, as the nullable type says', async () => {
    const api = createTestApi(database);
    const { body } = await api.operation(CurrentUserDocument, {});
    expect(body).toEqual({ data: { me: null } });
  });
});
