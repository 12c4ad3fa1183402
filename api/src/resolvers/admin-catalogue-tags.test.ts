import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import {
  createTestApi,
  expectError,
  type GraphqlResponse,
  type TestApi,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const TAG_SEARCH = /* GraphQL */ `
  query Tags(
    $searchTerm: String
    $limit: Int
    $offset: Int
    $orderBy: String
    $orderByDirection: String
  ) {
    tagSearch(
      searchTerm: $searchTerm
      limit: $limit
      offset: $offset
      orderBy: $orderBy
      orderByDirection: $orderByDirection
    ) {
      count
      tags { name }
    }
  }
`;

type TagPage = { count: number; tags: { name: string }[] };

function tagPage(response: GraphqlResponse): TagPage {
  expect(response.body.errors).toBeUndefined();
  const page = response.body.data?.tagSearch;
  if (page == null) throw new Error(JSON.stringify(response.body));
  return page as TagPage;
}

/** admin.md §7's tag reads: TagSearch and TagById over tags of both languages. */
describe.each(testDatabaseTargets())('the admin tag reads on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  const id: Record<string, number> = {};
  const token: Record<string, string> = {};

  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    api.graphql(query, variables, { token: token.Admin ?? '' });
  const names = async (variables: Record<string, unknown>) =>
    tagPage(await asAdmin(TAG_SEARCH, variables)).tags.map((tag) => tag.name);

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    for (const type of ['Admin', 'Editor', 'Customer'] as const)
      token[type] = (await make.user(type)).token;
    token.Publisher = (await make.user('Publisher')).token;
    // Fixture groups take positions 1, 2: System before Difficulty.
    const system = await make.tagGroup('System');
    const difficulty = await make.tagGroup('Difficulty');
    id.system = system.id;
    id.acol = (await make.tag('Acol', system, 'enGB', 1)).id;
    id.beginner = (await make.tag('Beginner', difficulty, 'enGB', 0)).id;
    id.beginnerNl = (await make.tag('Beginners', difficulty, 'nlNL', 0)).id;
    id.loose = (await make.tag('loose', null, 'enGB', 5)).id;
    id.zesKaart = (await make.tag('Zeskaart', system, 'nlNL', 2)).id;
  });
  afterAll(() => drop());

  describe('tagSearch', () => {
    it('lists every tag of every language, grouped or not, by id ascending by default', async () => {
      expect(tagPage(await asAdmin(TAG_SEARCH))).toEqual({
        count: 5,
        tags: [
          { name: 'Acol' },
          { name: 'Beginner' },
          { name: 'Beginners' },
          { name: 'loose' },
          { name: 'Zeskaart' },
        ],
      });
    });

    // Ascending by each column, ties by id; descending is the exact reverse.
    it.each([
      ['id', ['Acol', 'Beginner', 'Beginners', 'loose', 'Zeskaart']],
      ['name', ['Acol', 'Beginner', 'Beginners', 'loose', 'Zeskaart']],
      ['language', ['Acol', 'Beginner', 'loose', 'Beginners', 'Zeskaart']],
      // The groups in filter order, a tag without one last.
      ['tagGroup', ['Acol', 'Zeskaart', 'Beginner', 'Beginners', 'loose']],
      ['position', ['Beginner', 'Beginners', 'Acol', 'Zeskaart', 'loose']],
    ])('orders by %s in both directions', async (orderBy, ascending) => {
      expect(await names({ orderBy })).toEqual(ascending);
      expect(await names({ orderBy, orderByDirection: 'DESC' })).toEqual([...ascending].reverse());
    });

    it('finds the term in the name, accents and case aside, and pages with a count', async () => {
      expect(await names({ searchTerm: 'BEGIN' })).toEqual(['Beginner', 'Beginners']);
      expect(tagPage(await asAdmin(TAG_SEARCH, { orderBy: 'name', limit: 2, offset: 1 }))).toEqual({
        count: 5,
        tags: [{ name: 'Beginner' }, { name: 'Beginners' }],
      });
      expect(tagPage(await asAdmin(TAG_SEARCH, { offset: 9 }))).toEqual({ count: 5, tags: [] });
    });

    it('refuses a term over 100 characters, a page over 100 and an unknown ordering', async () => {
      expectError(
        await asAdmin(TAG_SEARCH, { searchTerm: 'b'.repeat(101) }),
        'VALIDATION_ERROR',
        'Search term must be at most 100 characters',
      );
      expectError(
        await asAdmin(TAG_SEARCH, { limit: 101 }),
        'BAD_USER_INPUT',
        'The limit must be from 1 to 100',
      );
      expectError(
        await asAdmin(TAG_SEARCH, { orderBy: 'group' }),
        'BAD_USER_INPUT',
        'Tags are ordered by id, name, language, tagGroup or position',
      );
    });

    it.each([
      ['Admin', undefined],
      ['Editor', undefined],
      ['Publisher', undefined],
      ['Customer', 'FORBIDDEN'],
      ['visitor', 'UNAUTHENTICATED'],
    ] as const)('as %s: %s', async (who, refusal) => {
      const request = who === 'visitor' ? {} : { token: token[who] ?? '' };
      const response = await api.graphql(TAG_SEARCH, {}, request);
      if (refusal === undefined) expect(tagPage(response).count).toBe(5);
      else expect(response.body.errors?.map((error) => error.extensions?.code)).toEqual([refusal]);
    });
  });

  describe('tagById', () => {
    const TAG = /* GraphQL */ `
      query ($id: Int!) {
        tagById(id: $id) {
          id name language tagGroupId position
          tagGroup { id name nameEnGB nameNlNL position }
        }
      }
    `;

    it("gives the tag, its language and its group with the group's names in both languages", async () => {
      const { body } = await asAdmin(TAG, { id: id.zesKaart });
      expect(body.data?.tagById).toEqual({
        id: id.zesKaart,
        name: 'Zeskaart',
        language: 'nlNL',
        tagGroupId: id.system,
        position: 2,
        tagGroup: {
          id: id.system,
          name: 'System (nl)',
          nameEnGB: 'System',
          nameNlNL: 'System (nl)',
          position: 1,
        },
      });
      const loose = await asAdmin(TAG, { id: id.loose });
      expect(loose.body.data?.tagById).toMatchObject({ tagGroupId: null, tagGroup: null });
    });

    it('is NOT_FOUND for an unknown tag', async () => {
      expectError(await asAdmin(TAG, { id: 999_999 }), 'NOT_FOUND', 'Tag not found');
    });
  });
});
