import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { errorsOf, productWorld, UPSERT } from '../testing/products.testkit.js';
import { createTestApi, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

type World = Awaited<ReturnType<typeof productWorld>>;
interface Saved {
  id: number;
  title: string;
  description: string;
  onSale: boolean;
  promoted: boolean;
  productLinksEnabled: boolean;
  createdById: number;
  images: { cover: string | null };
  tags: { id: number }[];
}

const AUDIT = `query ($id: Int!) { auditLog(entityType: Product, entityId: $id) { operation actor { id } changes { field } } }`;
/** The ids of the products the store lists. */
const storeIds = (body: { data?: Record<string, unknown> | null }) =>
  (body.data?.dynamoProductSearch as { products: { id: number }[] } | undefined)?.products ?? [];
const STORE = '{ dynamoProductSearch(pagination: { pageSize: 50 }) { products { id } } }';

/** admin.md §4, §5, §6, §7 UpsertProduct. */
describe.each(testDatabaseTargets())('upsertProduct on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let world: World;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    world = await productWorld(api);
  });
  afterAll(() => drop());

  const save = async (input: Record<string, unknown>, token = world.admin.token) =>
    (await api.graphql(UPSERT, { input }, { token })).body;
  const saved = (body: Awaited<ReturnType<typeof save>>) => {
    expect(body.errors).toBeUndefined();
    return body.data?.upsertProduct as Saved;
  };

  it('creates a set as the Admin, sanitised, owned by them, audited', async () => {
    const product = saved(
      await save(
        world.input({
          description:
            '<p onclick="x()">Bid <b>slams</b><script>steal()</script></p><img src=x onerror="alert(1)">',
          tagIds: [...world.setTagIds, world.tags.general.id],
        }),
      ),
    );
    expect(product).toMatchObject({
      title: 'Slam bidding',
      description: '<p>Bid <b>slams</b></p>',
      createdById: world.admin.user.id,
      images: { cover: world.cover },
      onSale: false,
    });
    expect(product.tags.map((tag) => tag.id).sort()).toEqual(
      [...world.setTagIds, world.tags.general.id].sort(),
    );
    const log = await api.graphql(AUDIT, { id: product.id }, { token: world.admin.token });
    expect(log.body.data?.auditLog).toEqual([
      expect.objectContaining({ operation: 'upsertProduct', actor: { id: world.admin.user.id } }),
    ]);
  });

  it('puts a new set on sale and promoted, in the store at once', async () => {
    const product = saved(
      await save(world.input({ title: 'Fresh on sale', onSale: true, promoted: true })),
    );
    expect(product).toMatchObject({ onSale: true, promoted: true });
    const store = await api.graphql(STORE);
    const titles = storeIds(store.body);
    expect(titles.map((p) => p.id)).toContain(product.id);
    // Taken off sale, it leaves the store; unticking onSale clears promoted (admin.md §4).
    const off = saved(
      await save({ ...world.input({ title: 'Fresh on sale', promoted: true }), id: product.id }),
    );
    expect(off).toMatchObject({ onSale: false, promoted: false });
    const after = await api.graphql(STORE);
    const ids = storeIds(after.body);
    expect(ids.map((p) => p.id)).not.toContain(product.id);
  });

  it('answers the spec messages of the form (admin.md §5)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Required field'],
      [{ title: 'x'.repeat(101) }, 'Title must be at most 100 characters'],
      [{ authorId: null }, 'Author is required'],
      [{ priceId: null }, 'Price is required'],
      [{ language: null }, 'Language is required'],
      [
        { tagIds: [world.tags.system.id, world.tags.type.id] },
        'A set needs a System, a Difficulty and a Type tag',
      ],
      [
        { tagIds: [...world.setTagIds, world.tags.dutch.id] },
        "Tags must be in the product's language",
      ],
      [{ tagIds: [...world.setTagIds, 999999] }, 'Tag not found'],
      [{ authorId: 999999 }, 'Author not found'],
      [{ priceId: 999999 }, 'Price not found'],
      [
        { coverImagePath: null, onSale: true },
        'Image must be set to put product on sale or enable links',
      ],
      [
        { coverImagePath: null, productLinksEnabled: true },
        'Image must be set to put product on sale or enable links',
      ],
      [{ promoted: true }, 'Product must be on sale before you can promote it'],
      [
        { coverImagePath: '/uploads/artwork/missing.png' },
        'The cover image must be a picture uploaded to artwork',
      ],
      [
        { coverImagePath: 'https://evil.example/x.png' },
        'The cover image must be a picture uploaded to artwork',
      ],
    ];
    for (const [overrides, message] of cases) {
      expect(errorsOf(await save(world.input(overrides))), message).toEqual([
        ['VALIDATION_ERROR', message],
      ]);
    }
    expect(errorsOf(await save(world.input({ tagIds: [] }))).length).toBe(1);
    expect(errorsOf(await save(world.input({ title: 5 })))[0]?.[0]).toBe('BAD_USER_INPUT');
    // A collection needs no set tags.
    saved(await save(world.input({ type: 'Collection', tagIds: [] })));
  });

  it('lets only the capability holders create sets and collections (admin.md §6)', async () => {
    const editor = await world.make.user('Editor');
    const publisher = await world.make.user('Publisher');
    expect(errorsOf(await save(world.input(), editor.token))).toEqual([
      ['FORBIDDEN', 'You are not allowed to do this'],
    ]);
    expect(
      errorsOf(await save(world.input({ type: 'Collection', tagIds: [] }), publisher.token)),
    ).toEqual([['FORBIDDEN', 'You are not allowed to do this']]);
    const collection = saved(
      await save(world.input({ type: 'Collection', tagIds: [] }), editor.token),
    );
    expect(collection.createdById).toBe(editor.user.id);
    // The Editor may not put it on sale, nor promote it; saving the flags unchanged is fine.
    const edit = (overrides: Record<string, unknown>) =>
      save(
        { ...world.input({ type: 'Collection', tagIds: [], ...overrides }), id: collection.id },
        editor.token,
      );
    expect(errorsOf(await edit({ onSale: true }))).toEqual([
      ['FORBIDDEN', 'You are not allowed to do this'],
    ]);
    expect(saved(await edit({ title: 'Renamed' })).title).toBe('Renamed');
    expect(errorsOf(await save(world.input({ type: 'GiftVoucher' })))).toEqual([
      ['BAD_USER_INPUT', 'Only sets and collections are added and changed here'],
    ]);
  });

  it('lets a Publisher change only their own products, never onSale', async () => {
    const publisher = await world.make.user('Publisher');
    const other = await world.make.user('Publisher');
    const own = await world.make.product({
      priceId: world.price.id,
      createdById: publisher.user.id,
      coverImagePath: world.cover,
      onSale: true,
      tagIds: world.setTagIds,
    });
    const edit = (token: string, overrides: Record<string, unknown> = {}) =>
      save({ ...world.input({ onSale: true, ...overrides }), id: own.id }, token);
    expect(saved(await edit(publisher.token, { title: 'Mine' })).title).toBe('Mine');
    expect(errorsOf(await edit(other.token))).toEqual([
      ['FORBIDDEN', 'You are not allowed to do this'],
    ]);
    expect(errorsOf(await edit(publisher.token, { onSale: false }))).toEqual([
      ['FORBIDDEN', 'You are not allowed to do this'],
    ]);
    expect(errorsOf(await edit(publisher.token, { promoted: true }))).toEqual([
      ['FORBIDDEN', 'You are not allowed to do this'],
    ]);
    expect(errorsOf(await save({ ...world.input(), id: 999999 }))).toEqual([
      ['NOT_FOUND', 'Product not found'],
    ]);
    expect(errorsOf(await save(world.input(), ''))[0]?.[0]).toBe('UNAUTHENTICATED');
  });
});
