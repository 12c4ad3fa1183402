import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

/** admin.md §7's Publishers and enumeration lookups, and authorSearch as staff use it. */
describe.each(testDatabaseTargets())('the admin lookups on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  const id: Record<string, number> = {};
  const token: Record<string, string> = {};

  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    api.graphql(query, variables, { token: token.Admin ?? '' });

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    for (const type of ['Admin', 'Editor', 'Customer'] as const)
      token[type] = (await make.user(type)).token;
    const zoe = await make.user('Publisher');
    token.Publisher = zoe.token;
    id.zoe = zoe.user.id;
    // A second Publisher, named to sort first by surname, accents and case aside.
    const al = await make.user('Publisher', { firstName: 'Al', lastName: 'Ébert' });
    id.al = al.user.id;
  });
  afterAll(() => drop());

  describe('publishers', () => {
    const PUBLISHERS = '{ publishers { id firstName lastName fullName type } }';

    it('lists the Publishers by surname, accents and case aside, for the Admin', async () => {
      const { body } = await asAdmin(PUBLISHERS);
      expect(body.errors).toBeUndefined();
      expect(body.data?.publishers).toEqual([
        { id: id.al, firstName: 'Al', lastName: 'Ébert', fullName: 'Al Ébert', type: 'Publisher' },
        {
          id: id.zoe,
          firstName: 'Publisher',
          lastName: 'User',
          fullName: 'Publisher User',
          type: 'Publisher',
        },
      ]);
    });

    it.each([
      ['Editor', 'FORBIDDEN'],
      ['Publisher', 'FORBIDDEN'],
      ['Customer', 'FORBIDDEN'],
    ])('is the Admin’s choice only (admin.md §5): %s is %s', async (who, code) => {
      const { body } = await api.graphql(PUBLISHERS, {}, { token: token[who] ?? '' });
      expect(body.errors?.map((error) => error.extensions?.code)).toEqual([code]);
    });
  });

  describe('enumeration lookups', () => {
    it('give the languages, user types and currencies', async () => {
      const { body } = await api.graphql(
        '{ languageEnum userTypeEnum currencyEnum }',
        {},
        { token: token.Editor ?? '' },
      );
      expect(body).toEqual({
        data: {
          languageEnum: ['enGB', 'nlNL'],
          userTypeEnum: ['Admin', 'Publisher', 'Editor', 'Customer'],
          currencyEnum: ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD'],
        },
      });
    });

    it('are for staff', async () => {
      const customer = await api.graphql('{ languageEnum }', {}, { token: token.Customer ?? '' });
      expect(customer.body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
      const visitor = await api.graphql('{ currencyEnum }');
      expect(visitor.body.errors?.map((error) => error.extensions?.code)).toEqual([
        'UNAUTHENTICATED',
      ]);
    });
  });

  describe('authorSearch for staff', () => {
    it('lists every author, those without products on sale too, with paging, dates and the term', async () => {
      const price = await make.price(900);
      const selling = await make.author({ firstName: 'Sam', lastName: 'Selling' });
      await make.product({ priceId: price.id, authorId: selling.id });
      const drafting = await make.author({ firstName: 'Dee', lastName: 'Drafting' });
      await make.product({ priceId: price.id, authorId: drafting.id, onSale: false });
      const idle = await make.author({ firstName: 'Ida', lastName: 'Idle' });
      const query = /* GraphQL */ `
        query ($searchTerm: String, $limit: Int, $offset: Int, $orderBy: String,
               $orderByDirection: String, $dateFrom: DateTime, $dateTo: DateTime) {
          authorSearch(searchTerm: $searchTerm, limit: $limit, offset: $offset, orderBy: $orderBy,
                       orderByDirection: $orderByDirection, dateFrom: $dateFrom, dateTo: $dateTo) {
            count
            authors { id royaltyPercentage }
          }
        }
      `;
      const { body } = await asAdmin(query, { orderBy: 'lastName' });
      expect(body.data?.authorSearch).toEqual({
        count: 3,
        authors: [
          { id: drafting.id, royaltyPercentage: 20 },
          { id: idle.id, royaltyPercentage: 20 },
          { id: selling.id, royaltyPercentage: 20 },
        ],
      });
      const paged = await api.graphql(
        query,
        {
          orderBy: 'lastName',
          orderByDirection: 'DESC',
          limit: 1,
          offset: 1,
          dateFrom: new Date(Date.now() - 60_000).toISOString(),
          dateTo: new Date(Date.now() + 60_000).toISOString(),
        },
        { token: token.Publisher ?? '' },
      );
      expect(paged.body.data?.authorSearch).toEqual({
        count: 3,
        authors: [{ id: idle.id, royaltyPercentage: null }],
      });
      const term = await asAdmin(query, { searchTerm: 'idle' });
      expect(term.body.data?.authorSearch).toMatchObject({ count: 1, authors: [{ id: idle.id }] });
    });
  });
});
