import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import type { TagGroupRow } from '../repositories/tags.js';
import { type CatalogueFixture, catalogueFixture } from '../testing/catalogue.testkit.js';
import {
  createTestApi,
  expectError,
  type GraphqlResponse,
  type TestApi,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const UPSERT = /* GraphQL */ `
  mutation Upsert($input: TagInput!) {
    upsertTag(input: $input) {
      id
      name
      language
      tagGroupId
      tagGroup { name }
      position
      variants { id name language }
    }
  }
`;
const DELETE = 'mutation Delete($id: Int!) { deleteTag(id: $id) }';
const STORE_TAGS = 'query StoreTags($language: Language) { tags(language: $language) { name } }';
/** The audit log keeps each field's value as JSON (repositories/audit-log.ts). */
const HISTORY = /* GraphQL */ `
  query History($id: Int!) {
    auditLog(entityType: Tag, entityId: $id) {
      operation
      actor { id }
      changes { field before after }
    }
  }
`;

interface UpsertedTag {
  id: number;
  name: string;
  language: string;
  tagGroupId: number | null;
  tagGroup: { name: string } | null;
  position: number;
  variants: { id: number; name: string; language: string }[];
}

function upserted(response: GraphqlResponse): UpsertedTag {
  expect(response.body.errors).toBeUndefined();
  const tag = response.body.data?.upsertTag;
  if (tag == null) throw new Error(JSON.stringify(response.body));
  return tag as UpsertedTag;
}

/** admin.md §5 Tag, §7 UpsertTag and DeleteTag: the Admin's, audited, seen by the store at once. */
describe.each(testDatabaseTargets())('the admin tag writes on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  let difficulty: TagGroupRow;
  let system: TagGroupRow;
  let adminId = 0;
  const token: Record<string, string> = {};

  const asAdmin = (query: string, variables: Record<string, unknown>) =>
    api.graphql(query, variables, { token: token.Admin ?? '' });
  const upsert = (input: Record<string, unknown>) => asAdmin(UPSERT, { input });
  const history = async (id: number) => {
    const { body } = await asAdmin(HISTORY, { id });
    expect(body.errors).toBeUndefined();
    return body.data?.auditLog as {
      operation: string;
      actor: { id: number };
      changes: { field: string; before: string | null; after: string | null }[];
    }[];
  };
  const storeTags = async (language: string) => {
    const { body } = await api.graphql(STORE_TAGS, { language });
    return ((body.data?.tags ?? []) as { name: string }[]).map((tag) => tag.name);
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    const admin = await make.user('Admin');
    adminId = admin.user.id;
    token.Admin = admin.token;
    for (const type of ['Editor', 'Publisher', 'Customer'] as const)
      token[type] = (await make.user(type)).token;
    system = await make.tagGroup('System');
    difficulty = await make.tagGroup('Difficulty');
    await make.tag('Beginner', difficulty, 'enGB', 0);
    await make.tag('Beginner', difficulty, 'nlNL', 0);
  });
  afterAll(() => drop());

  describe('upsertTag', () => {
    it('creates a tag, audited, that the store lists at once', async () => {
      expect(await storeTags('enGB')).not.toContain('Improver');
      const tag = upserted(
        await upsert({
          name: ' Improver ',
          language: 'enGB',
          tagGroupId: difficulty.id,
          position: 1,
        }),
      );
      expect(tag).toMatchObject({
        name: 'Improver',
        language: 'enGB',
        tagGroupId: difficulty.id,
        tagGroup: { name: 'Difficulty' },
        position: 1,
        variants: [],
      });
      expect(await storeTags('enGB')).toContain('Improver');
      expect(await history(tag.id)).toEqual([
        {
          operation: 'upsertTag',
          actor: { id: adminId },
          changes: [
            { field: 'name', before: null, after: JSON.stringify('Improver') },
            { field: 'language', before: null, after: JSON.stringify('enGB') },
            { field: 'tagGroupId', before: null, after: String(difficulty.id) },
            { field: 'position', before: null, after: '1' },
          ],
        },
      ]);
    });

    it('changes a tag, audited with what changed, and pairs it with its variant', async () => {
      const created = upserted(
        await upsert({
          name: 'Gevorderd',
          language: 'nlNL',
          tagGroupId: difficulty.id,
          position: 7,
        }),
      );
      const english = upserted(
        await upsert({
          name: 'Advanced',
          language: 'enGB',
          tagGroupId: difficulty.id,
          position: 3,
        }),
      );
      const moved = upserted(
        await upsert({ ...created, tagGroup: undefined, variants: undefined, position: 3 }),
      );
      expect(moved.variants).toEqual([{ id: english.id, name: 'Advanced', language: 'enGB' }]);
      expect(await storeTags('nlNL')).toContain('Gevorderd');
      const [latest] = await history(created.id);
      expect(latest).toMatchObject({
        operation: 'upsertTag',
        changes: [{ field: 'position', before: '7', after: '3' }],
      });
    });

    it('keeps a tag without a group', async () => {
      const tag = upserted(
        await upsert({ name: 'Loose', language: 'enGB', tagGroupId: null, position: 0 }),
      );
      expect(tag).toMatchObject({ tagGroupId: null, tagGroup: null });
    });

    it("refuses a missing or long name with admin.md §5's messages", async () => {
      const tag = { language: 'enGB', tagGroupId: system.id, position: 40 };
      expectError(await upsert({ ...tag, name: '  ' }), 'VALIDATION_ERROR', 'Name is required');
      expectError(
        await upsert({ ...tag, name: 'x'.repeat(101) }),
        'VALIDATION_ERROR',
        'Name must be at most 100 characters',
      );
      upserted(await upsert({ ...tag, name: 'x'.repeat(100) }));
    });

    it('refuses a bad position, an unknown group and an unknown tag', async () => {
      const tag = { name: 'Odd', language: 'enGB', tagGroupId: system.id };
      expectError(
        await upsert({ ...tag, position: -1 }),
        'VALIDATION_ERROR',
        'Position must be at least 0',
      );
      expectError(
        await upsert({ ...tag, position: 1000 }),
        'VALIDATION_ERROR',
        'Position must be at most 999',
      );
      expectError(
        await upsert({ ...tag, tagGroupId: 999_999, position: 1 }),
        'VALIDATION_ERROR',
        'Tag group not found',
      );
      expectError(await upsert({ ...tag, id: 999_999, position: 1 }), 'NOT_FOUND', 'Tag not found');
      const { body } = await upsert({ ...tag, language: 'frFR', position: 1 });
      expect(body.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
      expect(body.data?.upsertTag).toBeUndefined();
    });

    it('refuses a name already in the language and group, letter case aside', async () => {
      const tag = { language: 'enGB', tagGroupId: difficulty.id, position: 20 };
      expectError(
        await upsert({ ...tag, name: 'BEGINNER' }),
        'VALIDATION_ERROR',
        "A tag named 'Beginner' already exists in this language and group",
      );
      // The same name in another group, or another language, is another tag.
      upserted(await upsert({ ...tag, tagGroupId: system.id, name: 'Beginner' }));
      upserted(await upsert({ ...tag, language: 'nlNL', name: 'beginner!' }));
    });

    it('refuses a position another tag of the language and group holds', async () => {
      expectError(
        await upsert({ name: 'Novice', language: 'enGB', tagGroupId: difficulty.id, position: 0 }),
        'VALIDATION_ERROR',
        "Position 0 of this group is already taken by 'Beginner' in this language",
      );
    });

    it('is the Admin’s alone', async () => {
      const input = { name: 'Sneaky', language: 'enGB', tagGroupId: null, position: 9 };
      for (const type of ['Editor', 'Publisher', 'Customer'])
        expectError(
          await api.graphql(UPSERT, { input }, { token: token[type] ?? '' }),
          'FORBIDDEN',
          'You are not allowed to do this',
        );
      const { body } = await api.graphql(UPSERT, { input });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await storeTags('enGB')).not.toContain('Sneaky');
    });
  });

  describe('deleteTag', () => {
    it('deletes an unused tag, audited, and the store drops it at once', async () => {
      const tag = upserted(
        await upsert({ name: 'Unused', language: 'enGB', tagGroupId: system.id, position: 50 }),
      );
      expect(await storeTags('enGB')).toContain('Unused');
      const { body } = await asAdmin(DELETE, { id: tag.id });
      expect(body).toEqual({ data: { deleteTag: true } });
      expect(await storeTags('enGB')).not.toContain('Unused');
      const [latest] = await history(tag.id);
      expect(latest).toMatchObject({
        operation: 'deleteTag',
        changes: [
          { field: 'name', before: JSON.stringify('Unused'), after: null },
          { field: 'language', before: JSON.stringify('enGB'), after: null },
          { field: 'tagGroupId', before: String(system.id), after: null },
          { field: 'position', before: '50', after: null },
        ],
      });
      expectError(await asAdmin(DELETE, { id: tag.id }), 'NOT_FOUND', 'Tag not found');
    });

    it('refuses a tag in use and says where', async () => {
      const price = await make.price(500);
      const tag = await make.tag('Acol', system, 'enGB', 60);
      for (const title of ['Weak twos', 'Acol opening bids', 'Strong twos', 'Slams'])
        await make.product({ priceId: price.id, title, tagIds: [tag.id] });
      await make.product({
        type: 'Subscription',
        priceId: price.id,
        title: 'Acol weekly',
        tagIds: [tag.id],
      });
      expectError(
        await asAdmin(DELETE, { id: tag.id }),
        'BAD_USER_INPUT',
        'Used by 4 products: Acol opening bids, Slams, Strong twos, …; 1 subscription: Acol weekly',
      );
      const followed = await make.tag('Precision', system, 'enGB', 61);
      for (const _ of [1, 2]) {
        const follower = await make.user();
        const { body } = await api.graphql(
          'mutation Follow($tags: [Int!]!) { updateUserTags(tags: $tags) { id } }',
          { tags: [followed.id] },
          { token: follower.token },
        );
        expect(body.errors).toBeUndefined();
      }
      expectError(
        await asAdmin(DELETE, { id: followed.id }),
        'BAD_USER_INPUT',
        'Followed by 2 users',
      );
      expect(await storeTags('enGB')).toEqual(expect.arrayContaining(['Acol', 'Precision']));
      expect(await history(tag.id)).toEqual([]);
    });

    it('is the Admin’s alone', async () => {
      const tag = await make.tag('Kept', system, 'enGB', 70);
      for (const type of ['Editor', 'Publisher', 'Customer'])
        expectError(
          await api.graphql(DELETE, { id: tag.id }, { token: token[type] ?? '' }),
          'FORBIDDEN',
          'You are not allowed to do this',
        );
      expect(await storeTags('enGB')).toContain('Kept');
    });
  });
});
