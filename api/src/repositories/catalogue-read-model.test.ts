import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { CatalogueReadModel } from './catalogue-read-model.js';
import { createHandRepository } from './hands.js';
import { createProductRepository } from './products.js';
import { createTagRepository } from './tags.js';

/**
 * The read model answers what the repositories' per-product queries answer (a product page reads
 * one or the other), read once per catalogue version, in one read snapshot (db/read-snapshot.test.ts
 * pins what a snapshot sees).
 */
describe.each(testDatabaseTargets())('the catalogue read model on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  const ids: number[] = [];

  const sources = () => ({
    products: createProductRepository(database),
    tags: createTagRepository(database),
    hands: createHandRepository(database),
  });

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    const make = catalogueFixture(createTestApi(database));
    const priceId = (await make.price(1299)).id;
    const author = await make.author();
    const [first, second] = [await make.tagGroup(), await make.tagGroup()];
    const tags = [
      await make.tag('Second group, first', second, 'enGB', 0),
      await make.tag('First group', first, 'enGB', 1),
      await make.tag('No group', null),
      await make.tag('Second group, second', second, 'enGB', 1),
    ];
    const sets = [
      await make.product({ priceId, authorId: author.id, tagIds: tags.map((tag) => tag.id) }),
      await make.product({ priceId, onSale: false, tagIds: [tags[3]?.id ?? 0] }),
      await make.product({ priceId }),
    ];
    const collection = await make.product({
      type: 'Collection',
      priceId,
      tagIds: [tags[2]?.id ?? 0],
    });
    const voucher = await make.product({ type: 'GiftVoucher', priceId });
    for (const set of [...sets].reverse()) await make.addSetToCollection(collection.id, set.id);
    for (const [index, set] of sets.slice(0, 2).entries()) {
      for (let hand = 0; hand < 3 - index; hand += 1) {
        await make.hand({ productId: set.id }, { title: `Hand ${hand}`, freeToPlay: hand === 0 });
      }
    }
    ids.push(...[...sets, collection, voucher].map((product) => product.id));
  });
  afterAll(() => drop());

  it('gives every product the record, tags, hands and collection entries its own queries give', async () => {
    const { products, tags, hands } = sources();
    const snapshot = await new CatalogueReadModel(database).current();
    expect([...snapshot.records.keys()].sort((a, b) => a - b)).toEqual(ids);
    for (const id of ids) {
      expect(snapshot.records.get(id)).toEqual((await products.records([id]))[0]);
      expect(snapshot.tags.get(id) ?? []).toEqual(await tags.ofProducts([id]));
      expect(snapshot.hands.get(id) ?? []).toEqual(await hands.ofProducts([id]));
      expect(snapshot.collectionSets.get(id) ?? []).toEqual(await products.collectionSets(id));
      expect([...(snapshot.containing.get(id) ?? [])].sort()).toEqual(
        (await products.collectionsContaining(id)).sort(),
      );
    }
    expect(snapshot.tags.get(ids[0] ?? 0)?.map((row) => row.tag.name)).toEqual([
      'First group',
      'Second group, first',
      'Second group, second',
      'No group',
    ]);
  });

  it('reads the catalogue once until the next write, and again after it, each time in one snapshot', async () => {
    const snapshots = vi.spyOn(database, 'readSnapshot');
    const model = new CatalogueReadModel(database);
    const [first, same] = await Promise.all([model.current(), model.current()]);
    expect(snapshots).toHaveBeenCalledOnce();
    expect(same).toBe(first);
    expect(await model.current()).toBe(first);
    // A write outside the repositories, changing nothing: the triggers move the version anyway.
    const { products } = database.tables;
    await database.db
      .update(products)
      .set({ onSale: false })
      .where(eq(products.id, ids[1] ?? 0));
    const next = await model.current();
    expect(next).not.toBe(first);
    expect(next).toEqual(first);
    expect(snapshots).toHaveBeenCalledTimes(2);
    snapshots.mockRestore();
  });
});
