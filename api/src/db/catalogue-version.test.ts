import { getTableColumns, getTableName, is, type SQL, sql, Table } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueReadModel } from '../repositories/catalogue-read-model.js';
import { createHandRepository } from '../repositories/hands.js';
import {
  type CatalogueFixture,
  catalogueFixture,
  sampleHand,
} from '../testing/catalogue.testkit.js';
import { createTestApi, registerCustomer, type TestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { CATALOGUE_TABLES } from './catalogue-version.js';
import type { Database } from './database.js';

/** Runs `statement` on either dialect, outside any repository. */
async function execute(database: Database, statement: SQL): Promise<void> {
  if (database.dialect === 'postgres') await database.db.execute(statement);
  else (database.db as unknown as BetterSQLite3Database).run(statement);
}

/**
 * The catalogue's version moves on every write to a catalogue table, whoever writes it, with no
 * repository or mutation telling it (api/README.md "Caches"); the caches made before are then
 * dropped. PostgreSQL's notifications: catalogue-version-pg.test.ts; two server processes:
 * catalogue-across-processes.test.ts.
 */
describe.each(testDatabaseTargets())('the catalogue version on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: TestApi;
  let make: CatalogueFixture;
  let setId: number;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    make = catalogueFixture(api);
    // A row in every catalogue table.
    const author = await make.author();
    await make.authorLink(author.id, 'Website', 'https://example.com');
    const tag = await make.tag('Tagged', await make.tagGroup());
    const priceId = (await make.price(900)).id;
    setId = (await make.product({ priceId, authorId: author.id, tagIds: [tag.id] })).id;
    const collection = await make.product({ type: 'Collection', priceId });
    await make.addSetToCollection(collection.id, setId);
    await make.link(setId);
    await make.hand({ productId: setId });
  });
  afterAll(() => drop());

  it.each(CATALOGUE_TABLES)('moves on any write to %s, outside every repository', async (name) => {
    const table = Object.values(database.tables).find(
      (candidate) => is(candidate, Table) && getTableName(candidate) === name,
    );
    if (table === undefined) throw new Error(`no table ${name} in the schema`);
    const column = Object.values(getTableColumns(table))[0]?.name ?? '';
    const before = database.catalogueChanges.value;
    // Every row written as it was: no repository knows of the statement.
    await execute(
      database,
      sql`UPDATE ${sql.identifier(name)} SET ${sql.identifier(column)} = ${sql.identifier(column)}`,
    );
    expect(database.catalogueChanges.value).not.toBe(before);
  });

  it('stays put on writes to tables the catalogue does not read', async () => {
    const before = database.catalogueChanges.value;
    await registerCustomer(api);
    expect(database.catalogueChanges.value).toBe(before);
  });

  it('refreshes the read model after a write through a repository, none of which tells it', async () => {
    const model = new CatalogueReadModel(database);
    const first = await model.current();
    const product = await make.product({ priceId: (await make.price(700)).id });
    const added = await model.current();
    expect(added).not.toBe(first);
    expect(added.records.get(product.id)?.product.title).toBe(product.title);
    const hand = await make.hand({ productId: product.id }, { title: 'Added' });
    expect((await model.current()).hands.get(product.id)?.map(({ id }) => id)).toEqual([hand.id]);
  });

  it('forgets what a rolled-back transaction showed, though a later commit reaches the same version', async () => {
    const model = new CatalogueReadModel(database);
    const titles = async () =>
      ((await model.current()).hands.get(setId) ?? []).map(({ title }) => title);
    await expect(
      database.transaction(async (inside) => {
        const time = new Date();
        await createHandRepository(inside).insert({
          title: 'Rolled back',
          status: 'Approved',
          freeToPlay: false,
          handJson: JSON.stringify(sampleHand()),
          productId: setId,
          articleId: null,
          createdAt: time,
          updatedAt: time,
        });
        // SQLite reads inside the transaction (one connection); PostgreSQL outside it.
        await titles();
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    await make.hand({ productId: setId }, { title: 'Committed' });
    expect(await titles()).toEqual(['A hand', 'Committed']);
  });
});
