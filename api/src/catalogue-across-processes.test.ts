import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database.js';
import { catalogueFixture } from './testing/catalogue.testkit.js';
import { type ServerProcess, startServerProcess } from './testing/server-process.testkit.js';
import { createTestApi } from './testing/test-api.testkit.js';
import { testDatabaseTargets } from './testing/test-database.testkit.js';

const PRODUCT = /* GraphQL */ `
  query Product($id: Int!) { dynamoProductById(id: $id) { title } }
`;
const SEARCH = /* GraphQL */ `
  query Search($term: String!) { productSearch(searchTerm: $term) { products { product { title } } } }
`;

/** How soon every process must show another's catalogue edit (DESIGN.md "Decisions": several API processes share one PostgreSQL). */
const WITHIN_MS = 1_000;

/** A visitor's answer (kept by the server until the catalogue changes: public-answer-cache.ts). */
async function ask(server: ServerProcess, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/**
 * Two API processes on one database (DESIGN.md: several processes may share one PostgreSQL; a
 * file SQLite database works the same way): each keeps the catalogue's answers in memory, and an
 * edit written by another process (this test's, through Drizzle, no repository) shows in both
 * within a second: PostgreSQL notifies every process at the commit; SQLite's processes read the
 * version row.
 */
describe.each(testDatabaseTargets())(
  'a catalogue edit seen by two server processes on $name',
  (target) => {
    let database: Database;
    let drop: () => Promise<void>;
    const servers: ServerProcess[] = [];
    let productId: number;

    beforeAll(async () => {
      let url: string;
      ({ database, url, drop } = await target.open({ shared: true }));
      const make = catalogueFixture(createTestApi(database));
      productId = (await make.product({ priceId: (await make.price(1500)).id, title: 'Old title' }))
        .id;
      // One after the other: the first applies any migration the second would race it for.
      servers.push(await startServerProcess(url));
      servers.push(await startServerProcess(url));
    }, 120_000);
    afterAll(async () => {
      for (const server of servers) {
        server.process.kill('SIGTERM');
        await server.exited;
      }
      await drop();
    });

    it('shows in both processes’ product pages and searches within a second', async () => {
      const titles = async () =>
        Promise.all(
          servers.flatMap((server) => [
            ask(server, PRODUCT, { id: productId }).then(
              (data) => (data.dynamoProductById as { title: string }).title,
            ),
            ask(server, SEARCH, { term: 'title' }).then((data) =>
              (data.productSearch as { products: { product: { title: string } }[] }).products
                .map(({ product }) => product.title)
                .join(),
            ),
          ]),
        );
      // Asked twice: the second answer of each comes from the processes' caches.
      await titles();
      expect(await titles()).toEqual(['Old title', 'Old title', 'Old title', 'Old title']);

      const { products } = database.tables;
      await database.db
        .update(products)
        .set({ title: 'New title' })
        .where(eq(products.id, productId));
      const written = Date.now();
      let seen = await titles();
      while (seen.some((title) => title !== 'New title') && Date.now() - written < WITHIN_MS) {
        seen = await titles();
      }
      expect(seen).toEqual(['New title', 'New title', 'New title', 'New title']);
      expect(Date.now() - written).toBeLessThan(WITHIN_MS);
    });
  },
);
