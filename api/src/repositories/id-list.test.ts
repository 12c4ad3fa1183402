import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { idList, inIdList } from './id-list.js';
import { createPriceRepository } from './prices.js';

describe.each(testDatabaseTargets())('a list of ids as one parameter on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  const ids: number[] = [];

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    const prices = createPriceRepository(database);
    for (const minor of [100, 200, 300, 400]) {
      const amounts = { priceGBP: minor, priceEUR: minor, priceCAD: minor, priceAUD: minor };
      ids.push(
        (await prices.insert({ name: `${minor}`, priceUSD: minor, priceNZD: minor, ...amounts }))
          .id,
      );
    }
  });
  afterAll(() => drop());

  it('serves lists of every length, and ids that match nothing, from one prepared statement', async () => {
    const { db, tables } = database;
    const statement = db
      .select({ id: tables.prices.id })
      .from(tables.prices)
      .where(inIdList(database, tables.prices.id, 'ids'))
      .orderBy(asc(tables.prices.id))
      .prepare('id_list_test');
    const found = async (list: number[]) =>
      (await statement.execute({ ids: idList(database, list) })).map((row) => row.id);
    const [first = 0, second = 0, , fourth = 0] = ids;
    expect(await found([second])).toEqual([second]);
    expect(await found([fourth, first, second])).toEqual([first, second, fourth]);
    expect(await found([...ids, 999_999])).toEqual(ids);
    expect(await found([])).toEqual([]);
  });
});
