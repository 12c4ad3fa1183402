import { COLLECTION_MESSAGES } from '@tenace/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createAuditLogRepository } from '../repositories/audit-log.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, expectError, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const FORBIDDEN = 'You are not allowed to do this';
const COLLECTION =
  'id product { title language onSale promoted authorId priceId createdById } collectionSets { collectionId ordered set { id } }';
const BUILD = `mutation ($ids: [Int!]!) { addSetsToCollection(setIds: $ids) { ${COLLECTION} } }`;
const ADD = `mutation ($c: Int!, $s: Int!) { addSetToCollection(collectionId: $c, setId: $s) { ${COLLECTION} } }`;
const DELETE = `mutation ($c: Int!, $s: Int!) { deleteSetFromCollection(collectionId: $c, setId: $s) { ${COLLECTION} } }`;
const REORDER = `mutation ($c: Int!, $s: Int!, $d: ReorderDirection!) { reorderCollection(collectionId: $c, setId: $s, direction: $d) { ${COLLECTION} } }`;
const STORE = 'query ($id: Int!) { dynamoProductById(id: $id) { sets { id } } }';

interface Collection {
  id: number;
  product: Record<string, unknown>;
  collectionSets: { collectionId: number; ordered: number; set: { id: number } }[];
}

/** admin.md §4 "Collection building", §7 and §8: building and changing collections. */
describe.each(testDatabaseTargets())('collection writes on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: ReturnType<typeof catalogueFixture>;
  let priceId: number;
  let admin: string;
  let editor: string;
  let publisher: { user: { id: number }; token: string };
  let customer: string;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    priceId = (await make.price(700)).id;
    admin = (await make.user('Admin')).token;
    editor = (await make.user('Editor')).token;
    publisher = await make.user('Publisher');
    customer = (await make.user('Customer')).token;
  });
  afterAll(() => drop());

  /** `count` new sets (up to three, as the tests take them apart), in order of id. */
  const sets = async (count: 1 | 2 | 3, fields: { authorId?: number; language?: 'nlNL' } = {}) => {
    const ids: number[] = [];
    for (let made = 0; made < count; made += 1)
      ids.push((await make.product({ priceId, ...fields })).id);
    return ids as [number, number, number];
  };
  /** A collection made by `createdById` holding `setIds` in order. */
  const collection = async (setIds: readonly number[], createdById: number | null = null) => {
    const made = await make.product({ type: 'Collection', priceId, createdById });
    for (const setId of setIds) await make.addSetToCollection(made.id, setId);
    return made.id;
  };
  const call = async (query: string, variables: Record<string, unknown>, token: string) =>
    api.graphql(query, variables, { token });
  const answer = (body: { data?: Record<string, unknown> | null }) =>
    Object.values(body.data ?? {})[0] as Collection;
  const order = (result: Collection) => result.collectionSets.map((entry) => entry.set.id);
  const places = (result: Collection) => result.collectionSets.map((entry) => entry.ordered);
  const history = (id: number) => createAuditLogRepository(database).ofEntity('Product', id);

  describe('addSetsToCollection', () => {
    it('makes a new collection of the sets in the order given, off sale, by the caller', async () => {
      const author = await make.author();
      const [first, second, third] = await sets(3, { authorId: author.id, language: 'nlNL' });
      const ids = [third, first, second];
      const { body } = await call(BUILD, { ids }, admin);
      expect(body.errors).toBeUndefined();
      const made = answer(body);
      expect(order(made)).toEqual(ids);
      expect(places(made)).toEqual([0, 1, 2]);
      expect(made.collectionSets.every((entry) => entry.collectionId === made.id)).toBe(true);
      const [adminRow] = await history(made.id);
      expect(made.product).toEqual({
        title: 'New collection from selected sets',
        language: 'nlNL',
        onSale: false,
        promoted: false,
        authorId: author.id,
        priceId,
        createdById: adminRow?.actorId,
      });
      expect(adminRow).toMatchObject({
        operation: 'addSetsToCollection',
        before: null,
        after: expect.objectContaining({ sets: ids, onSale: false, language: 'nlNL' }),
      });
    });

    it('lets an Editor build one, and refuses a Publisher and a customer', async () => {
      const ids = await sets(2);
      expect((await call(BUILD, { ids }, editor)).body.errors).toBeUndefined();
      expectError(await call(BUILD, { ids }, publisher.token), 'FORBIDDEN', FORBIDDEN);
      expectError(await call(BUILD, { ids }, customer), 'FORBIDDEN', FORBIDDEN);
      expectError(await api.graphql(BUILD, { ids }), 'UNAUTHENTICATED', 'You must be logged in');
    });

    it('refuses what cannot make a collection, writing nothing', async () => {
      const [set] = await sets(1);
      const [dutch] = await sets(1, { language: 'nlNL' });
      const other = await collection([]);
      const bad = (ids: unknown[]) => call(BUILD, { ids }, admin);
      expectError(await bad([]), 'BAD_USER_INPUT', COLLECTION_MESSAGES.noSets);
      expectError(await bad([set, set]), 'BAD_USER_INPUT', COLLECTION_MESSAGES.setAlreadyAdded);
      expectError(await bad([set, other]), 'BAD_USER_INPUT', COLLECTION_MESSAGES.onlySets);
      expectError(await bad([set, dutch]), 'BAD_USER_INPUT', COLLECTION_MESSAGES.mixedLanguages);
      expectError(await bad([set, 987654]), 'NOT_FOUND', 'Product not found');
      const many = Array.from({ length: 101 }, (_, index) => index + 1);
      expectError(await bad(many), 'BAD_USER_INPUT', COLLECTION_MESSAGES.tooManySets);
      const count = async () => {
        const { body } = await call('{ productSearchAdmin { count } }', {}, admin);
        return (body.data?.productSearchAdmin as { count: number } | undefined)?.count;
      };
      const before = await count();
      await bad([set, dutch]);
      expect(await count()).toBe(before);
    });
  });

  describe('addSetToCollection', () => {
    it('appends the set and records the collection before and after', async () => {
      const [a, b, c] = await sets(3);
      const id = await collection([a, b]);
      const { body } = await call(ADD, { c: id, s: c }, editor);
      expect(body.errors).toBeUndefined();
      expect(order(answer(body))).toEqual([a, b, c]);
      expect(places(answer(body))).toEqual([0, 1, 2]);
      const [row] = await history(id);
      expect(row).toMatchObject({
        operation: 'addSetToCollection',
        before: { sets: [a, b] },
        after: { sets: [a, b, c] },
      });
    });

    it("warns 'Set already added to collection' and leaves it as it was", async () => {
      const [a, b] = await sets(2);
      const id = await collection([a, b]);
      expectError(
        await call(ADD, { c: id, s: a }, admin),
        'BAD_USER_INPUT',
        'Set already added to collection',
      );
      expect(await history(id)).toEqual([]);
    });

    it('refuses other products, unknown ids and another Publisher’s collection', async () => {
      const [a] = await sets(1);
      const own = await collection([], publisher.user.id);
      const others = await collection([]);
      const inner = await collection([]);
      expectError(
        await call(ADD, { c: own, s: inner }, admin),
        'BAD_USER_INPUT',
        COLLECTION_MESSAGES.onlySets,
      );
      expectError(await call(ADD, { c: own, s: 987654 }, admin), 'NOT_FOUND', 'Product not found');
      const [dutch] = await sets(1, { language: 'nlNL' });
      expectError(
        await call(ADD, { c: own, s: dutch }, admin),
        'BAD_USER_INPUT',
        COLLECTION_MESSAGES.mixedLanguages,
      );
      expectError(await call(ADD, { c: a, s: a }, admin), 'NOT_FOUND', 'Collection not found');
      expectError(await call(ADD, { c: 987654, s: a }, admin), 'NOT_FOUND', 'Collection not found');
      expectError(await call(ADD, { c: others, s: a }, publisher.token), 'FORBIDDEN', FORBIDDEN);
      const { body } = await call(ADD, { c: own, s: a }, publisher.token);
      expect(order(answer(body))).toEqual([a]);
    });
  });

  describe('deleteSetFromCollection', () => {
    it('takes the set out and closes up the places', async () => {
      const [a, b, c] = await sets(3);
      const id = await collection([a, b, c]);
      const { body } = await call(DELETE, { c: id, s: a }, admin);
      expect(order(answer(body))).toEqual([b, c]);
      expect(places(answer(body))).toEqual([0, 1]);
      const [row] = await history(id);
      expect(row).toMatchObject({
        operation: 'deleteSetFromCollection',
        before: { sets: [a, b, c] },
        after: { sets: [b, c] },
      });
      expectError(
        await call(DELETE, { c: id, s: a }, admin),
        'NOT_FOUND',
        COLLECTION_MESSAGES.setNotInCollection,
      );
    });

    it('lets a Publisher change only a collection they made', async () => {
      const [a, b] = await sets(2);
      const own = await collection([a, b], publisher.user.id);
      const others = await collection([a, b]);
      expectError(await call(DELETE, { c: others, s: a }, publisher.token), 'FORBIDDEN', FORBIDDEN);
      expect(order(answer((await call(DELETE, { c: own, s: a }, publisher.token)).body))).toEqual([
        b,
      ]);
    });
  });

  describe('reorderCollection', () => {
    it('moves a set one place; the store’s collection page shows the new order at once', async () => {
      const [a, b, c] = await sets(3);
      const id = await collection([a, b, c]);
      // The store's page is read first, so its caches hold the old order.
      const store = async () => {
        const { body } = await api.graphql(STORE, { id });
        const product = body.data?.dynamoProductById as { sets: { id: number }[] } | undefined;
        return product?.sets.map((set) => set.id);
      };
      expect(await store()).toEqual([a, b, c]);
      const down = await call(REORDER, { c: id, s: a, d: 'Down' }, editor);
      expect(order(answer(down.body))).toEqual([b, a, c]);
      expect(await store()).toEqual([b, a, c]);
      const up = await call(REORDER, { c: id, s: c, d: 'Up' }, editor);
      expect(order(answer(up.body))).toEqual([b, c, a]);
      expect(places(answer(up.body))).toEqual([0, 1, 2]);
      expect(await store()).toEqual([b, c, a]);
      const [row] = await history(id);
      expect(row).toMatchObject({
        operation: 'reorderCollection',
        before: { sets: [b, a, c] },
        after: { sets: [b, c, a] },
      });
    });

    it('leaves a set at the end it would leave where it is, writing nothing', async () => {
      const [a, b] = await sets(2);
      const id = await collection([a, b]);
      expect(order(answer((await call(REORDER, { c: id, s: a, d: 'Up' }, admin)).body))).toEqual([
        a,
        b,
      ]);
      expect(order(answer((await call(REORDER, { c: id, s: b, d: 'Down' }, admin)).body))).toEqual([
        a,
        b,
      ]);
      expect(await history(id)).toEqual([]);
    });

    it('refuses a set not in it, a bad direction and another Publisher’s collection', async () => {
      const [a, b] = await sets(2);
      const id = await collection([a]);
      expectError(
        await call(REORDER, { c: id, s: b, d: 'Up' }, admin),
        'NOT_FOUND',
        COLLECTION_MESSAGES.setNotInCollection,
      );
      const sideways = await call(REORDER, { c: id, s: a, d: 'Left' }, admin);
      expect(sideways.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expectError(
        await call(REORDER, { c: id, s: a, d: 'Up' }, publisher.token),
        'FORBIDDEN',
        FORBIDDEN,
      );
    });
  });
});
