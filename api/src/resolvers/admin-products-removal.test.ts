import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { errorsOf, PRODUCT_FIELDS, productWorld } from '../testing/products.testkit.js';
import { createTestApi, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

type World = Awaited<ReturnType<typeof productWorld>>;

const DELETE = 'mutation ($id: Int!) { deleteProduct(id: $id) }';
const DUPLICATE = `mutation ($id: Int!) { duplicateProduct(id: $id) { ${PRODUCT_FIELDS} hands { title order freeToPlay status } } }`;
const READ = 'query ($id: Int!) { productByIdAdmin(id: $id) { id } }';
const AUDIT = 'query ($id: Int!) { auditLog(entityType: Product, entityId: $id) { operation } }';
const FORBIDDEN = [['FORBIDDEN', 'You are not allowed to do this']];

/** admin.md §7 DeleteProduct and DuplicateProduct. */
describe.each(testDatabaseTargets())('deleteProduct and duplicateProduct on $name', (target) => {
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

  const call = async (query: string, id: number, token = world.admin.token) =>
    (await api.graphql(query, { id }, { token })).body;
  const set = (createdById: number | null = null) =>
    world.make.product({ priceId: world.price.id, createdById, tagIds: world.setTagIds });

  it('deletes a set nobody bought, with its audit row, as Admin and Editor', async () => {
    const editor = await world.make.user('Editor');
    for (const token of [world.admin.token, editor.token]) {
      const product = await set();
      await world.make.link(product.id);
      expect(await call(DELETE, product.id, token)).toEqual({ data: { deleteProduct: true } });
      expect(errorsOf(await call(READ, product.id))).toEqual([['NOT_FOUND', 'Product not found']]);
      // The product is gone, and its History with it from the screens; the log keeps the row.
      const { db, tables } = api.database;
      const rows = await db
        .select({ operation: tables.auditLog.operation, after: tables.auditLog.fieldsAfter })
        .from(tables.auditLog)
        .where(eq(tables.auditLog.entityId, product.id));
      expect(rows).toEqual([{ operation: 'deleteProduct', after: null }]);
    }
    expect(errorsOf(await call(DELETE, 999999))).toEqual([['NOT_FOUND', 'Product not found']]);
  });

  it('lets a Publisher delete only their own products', async () => {
    const publisher = await world.make.user('Publisher');
    const other = await world.make.user('Publisher');
    const own = await set(publisher.user.id);
    expect(errorsOf(await call(DELETE, own.id, other.token))).toEqual(FORBIDDEN);
    expect(await call(DELETE, own.id, publisher.token)).toEqual({ data: { deleteProduct: true } });
  });

  it('never takes away what customers bought: the product or a collection holding it', async () => {
    const customer = await world.make.user();
    const bought = await set();
    await world.make.purchase(customer.user.id, [bought.id], { status: 'Refunded' });
    expect(errorsOf(await call(DELETE, bought.id))).toEqual([
      [
        'BAD_USER_INPUT',
        'Customers have bought this product: take it off sale instead of deleting it',
      ],
    ]);
    const inside = await set();
    const collection = await world.make.product({ type: 'Collection', priceId: world.price.id });
    await world.make.addSetToCollection(collection.id, inside.id);
    await world.make.purchase(customer.user.id, [collection.id]);
    expect(errorsOf(await call(DELETE, inside.id))).toEqual([
      [
        'BAD_USER_INPUT',
        'Customers have bought a collection holding this set: take it off sale instead of deleting it',
      ],
    ]);
    expect((await call(READ, inside.id)).data?.productByIdAdmin).toEqual({ id: inside.id });
    // A set in a collection nobody bought leaves the collection with it.
    const loose = await set();
    const unsold = await world.make.product({ type: 'Collection', priceId: world.price.id });
    await world.make.addSetToCollection(unsold.id, loose.id);
    expect(await call(DELETE, loose.id)).toEqual({ data: { deleteProduct: true } });
    const sets = await api.graphql(
      'query ($id: Int!) { collectionById(id: $id) { collectionSets { id } } }',
      { id: unsold.id },
      { token: world.admin.token },
    );
    expect(sets.body.data?.collectionById).toEqual({ collectionSets: [] });
  });

  it('duplicates a set with its hands in order, off sale, as a copy (Admin only)', async () => {
    const original = await world.make.product({
      priceId: world.price.id,
      tagIds: world.setTagIds,
      coverImagePath: world.cover,
      title: 'Defence',
      onSale: true,
      promoted: true,
      productLinksEnabled: true,
    });
    await world.make.hand({ productId: original.id }, { title: 'First', freeToPlay: true });
    await world.make.hand({ productId: original.id }, { title: 'Second', status: 'Draft' });
    const body = await call(DUPLICATE, original.id);
    expect(body.errors).toBeUndefined();
    const copy = body.data?.duplicateProduct as Record<string, unknown>;
    expect(copy).toMatchObject({
      type: 'Set',
      title: 'Copy of Defence',
      onSale: false,
      promoted: false,
      productLinksEnabled: false,
      createdById: world.admin.user.id,
      images: { cover: world.cover },
      hands: [
        { title: 'First', order: 0, freeToPlay: true, status: 'Approved' },
        { title: 'Second', order: 1, freeToPlay: false, status: 'Draft' },
      ],
    });
    expect(copy.id).not.toBe(original.id);
    expect((copy.tags as { id: number }[]).map((tag) => tag.id).sort()).toEqual(
      [...world.setTagIds].sort(),
    );
    expect((await call(AUDIT, copy.id as number)).data?.auditLog).toEqual([
      { operation: 'duplicateProduct' },
    ]);
    const editor = await world.make.user('Editor');
    expect(errorsOf(await call(DUPLICATE, original.id, editor.token))).toEqual(FORBIDDEN);
    const collection = await world.make.product({ type: 'Collection', priceId: world.price.id });
    expect(errorsOf(await call(DUPLICATE, collection.id))).toEqual([
      ['BAD_USER_INPUT', 'Only a set can be duplicated'],
    ]);
    const long = await world.make.product({ priceId: world.price.id, title: 'x'.repeat(100) });
    const longCopy = (await call(DUPLICATE, long.id)).data?.duplicateProduct as { title: string };
    expect(longCopy.title).toHaveLength(100);
  });
});
