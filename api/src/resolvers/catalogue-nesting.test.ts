import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createScryptHasher } from '../security/password-hasher.js';
import { seedDemoData } from '../seed/demo-seed.js';
import { countQueries } from '../testing/query-counter.testkit.js';
import {
  createTestApi,
  registerCustomer,
  TEST_SCRYPT,
  type TestApi,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

/**
 * The product list's page of 50 with each product's hands and author, `levels` deep: the author's
 * products, their hands and author again, and so on.
 */
function nested(levels: number): string {
  let selection = 'id hands { id } author { authorLinks { id } }';
  for (let level = 1; level < levels; level += 1)
    selection = `id hands { id } author { authorLinks { id } products { ${selection} } }`;
  return `{ dynamoProductSearch(pagination: { pageSize: 50 }) { products { ${selection} } } }`;
}

/**
 * Nested fields are loaded in batches per request (services/batch-loader.ts): a level of nesting
 * adds a query per kind of read, not one per node, however many authors and products it holds.
 */
describe.each(testDatabaseTargets())('nested catalogue queries on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let queries: ReturnType<typeof countQueries>;
  let token: string;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    queries = countQueries(database);
    api = createTestApi(database);
    await seedDemoData({ database, hasher: createScryptHasher(TEST_SCRYPT), now: api.clock.now });
    ({ token } = await registerCustomer(api));
  });
  afterAll(() => drop());

  /** The statements one request runs, and the author nodes of its answer. */
  const measure = async (query: string) => {
    await api.graphql(query, {}, { token }); // the catalogue's caches filled, the session known
    queries.reset();
    const { body } = await api.graphql(query, {}, { token });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const text = JSON.stringify(body.data);
    return { queries: queries.count, authorNodes: text.split('"authorLinks"').length - 1 };
  };

  it('reads each kind of nested field once per level, not once per node', async () => {
    const one = await measure(nested(1));
    const two = await measure(nested(2));
    expect(two.authorNodes).toBeGreaterThan(100);
    // authors, then per level: the authors' links and the hands' progress.
    // The session, the reader's purchases, the authors' links and the hands' progress.
    expect(one.queries).toBeLessThanOrEqual(6);
    expect(two.queries).toBeLessThanOrEqual(one.queries + 2);
  });

  it('reads the articles of a subscription and of their hands once per level', async () => {
    const { body } = await api.graphql('{ subscriptions { id } }');
    const id = (body.data?.subscriptions as { id: number }[] | undefined)?.[0]?.id;
    expect(id).toBeDefined();
    const hands = (inner: string) => `hands { id ${inner} }`;
    const articles = (inner: string) => `articles { id ${hands(inner)} } freeArticles { id }`;
    const one = await measure(`{ subscriptionById(id: ${id}) { ${articles('')} } }`);
    const two = await measure(
      `{ subscriptionById(id: ${id}) { ${articles(`article { id ${hands('article { id }')} }`)} } }`,
    );
    expect(two.queries).toBeLessThanOrEqual(one.queries + 2);
  });
});
