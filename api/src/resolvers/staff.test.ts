import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, expectError, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const QUERY = '{ adminExternalLinks { name url } }';
const LINKS = [
  { name: 'Payments', url: 'https://dashboard.stripe.com' },
  { name: 'API monitoring', url: 'https://status.tenace.example/api' },
];

/** admin.md §2 and §6: the External links menu lists the configured dashboards, to an Admin only. */
describe.each(testDatabaseTargets())('the External links menu on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { deployment: { adminExternalLinks: LINKS } });
    make = catalogueFixture(api);
  });
  afterAll(() => drop());

  it('gives an Admin the configured dashboards in order', async () => {
    const admin = await make.user('Admin');
    const { body } = await api.graphql(QUERY, {}, { token: admin.token });
    expect(body).toEqual({ data: { adminExternalLinks: LINKS } });
  });

  it('gives an Admin an empty list when none are configured', async () => {
    const bare = createTestApi(database);
    const admin = await catalogueFixture(bare).user('Admin');
    const { body } = await bare.graphql(QUERY, {}, { token: admin.token });
    expect(body).toEqual({ data: { adminExternalLinks: [] } });
  });

  it.each(['Editor', 'Publisher', 'Customer'] as const)('refuses a %s', async (type) => {
    const user = await make.user(type);
    expectError(
      await api.graphql(QUERY, {}, { token: user.token }),
      'FORBIDDEN',
      'You are not allowed to do this',
    );
  });

  it('refuses a visitor', async () => {
    const { body } = await api.graphql(QUERY);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
