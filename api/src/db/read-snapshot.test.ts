import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { type Database, openDatabase } from './database.js';

/** How many products and hands `database` sees. */
async function counts({ db, tables }: Database) {
  const [products] = await db.select({ n: count() }).from(tables.products);
  const [hands] = await db.select({ n: count() }).from(tables.hands);
  return { products: products?.n, hands: hands?.n };
}

/** A promise and the function that resolves it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * A read snapshot (`Database.readSnapshot`) sees the database at one moment: the catalogue read
 * model's bulk reads must never see half of a write.
 */
describe.each(testDatabaseTargets())('a read snapshot on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let make: ReturnType<typeof catalogueFixture>;
  let priceId: number;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    make = catalogueFixture(createTestApi(database));
    priceId = (await make.price(999)).id;
  });
  afterAll(() => drop());

  it('sees none or all of a transaction under way, never its first half', async () => {
    const before = await counts(database);
    const firstHalf = gate();
    const secondHalf = gate();
    const writing = database.transaction(async (tx) => {
      const inTransaction = catalogueFixture(createTestApi(tx));
      const set = await inTransaction.product({ priceId, title: 'Half-written' });
      firstHalf.open();
      await secondHalf.opened;
      await inTransaction.hand({ productId: set.id }, { title: 'The second half' });
    });
    await firstHalf.opened;
    const reading = database.readSnapshot((snapshot) => counts(snapshot));
    // The snapshot has had every chance to read before the write's second half.
    await new Promise((resolve) => setTimeout(resolve, 50));
    secondHalf.open();
    await writing;
    const seen = await reading;
    const added = { products: (seen.products ?? 0) - (before.products ?? 0) };
    expect([0, 1]).toContain(added.products);
    expect((seen.hands ?? 0) - (before.hands ?? 0)).toBe(added.products);
  });

  it('can be taken by a transaction’s own work, which it does not wait for', async () => {
    const before = await counts(database);
    const seen = await database.transaction(async (tx) => {
      await catalogueFixture(createTestApi(tx)).product({ priceId, title: 'Read from inside' });
      return database.readSnapshot((snapshot) => counts(snapshot));
    });
    // SQLite's one connection reads inside the transaction; PostgreSQL's snapshot is another
    // connection's, which sees only what was committed.
    expect(seen.products).toBe((before.products ?? 0) + (target.name === 'sqlite' ? 1 : 0));
  });

  it('ends its transaction when the work fails: writes and snapshots go on', async () => {
    await expect(
      database.readSnapshot(async () => {
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    const set = await make.product({ priceId, title: 'After a failed snapshot' });
    const seen = await database.readSnapshot(async ({ db, tables }) =>
      db.select().from(tables.products),
    );
    expect(seen.map((product) => product.id)).toContain(set.id);
  });
});

/** Two handles on one database: one reads, the other (another connection) writes meanwhile. */
interface SharedDatabaseTarget {
  readonly name: string;
  open(): Promise<{ reader: Database; writer: Database; drop(): Promise<void> }>;
}

const sqliteFileTarget: SharedDatabaseTarget = {
  name: 'sqlite (a file, two connections)',
  async open() {
    const folder = mkdtempSync(join(tmpdir(), 'tenace-snapshot-'));
    const file = join(folder, 'store.db');
    const reader = await openDatabase({ dialect: 'sqlite', file });
    const writer = await openDatabase({ dialect: 'sqlite', file });
    return {
      reader,
      writer,
      async drop() {
        await writer.close();
        await reader.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  },
};

/** PostgreSQL's pool: the snapshot holds one connection, the writer's statements take others. */
const postgresTargets: SharedDatabaseTarget[] = testDatabaseTargets()
  .filter((target) => target.name === 'postgres')
  .map((target) => ({
    name: 'postgres (a pool)',
    async open() {
      const { database, drop } = await target.open();
      return { reader: database, writer: database, drop };
    },
  }));

describe.each([sqliteFileTarget, ...postgresTargets])('a read snapshot on $name', (target) => {
  let reader: Database;
  let writer: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ reader, writer, drop } = await target.open());
  });
  afterAll(() => drop());

  it('does not see what another connection commits after its first read', async () => {
    const make = catalogueFixture(createTestApi(writer));
    const priceId = (await make.price(1299)).id;
    const { first, last, committed } = await reader.readSnapshot(async (snapshot) => {
      const first = await counts(snapshot);
      const set = await make.product({ priceId, title: 'Committed meanwhile' });
      await make.hand({ productId: set.id });
      const last = await counts(snapshot);
      return { first, last, committed: await counts(writer) };
    });
    expect(committed).toEqual({
      products: (first.products ?? 0) + 1,
      hands: (first.hands ?? 0) + 1,
    });
    expect(last).toEqual(first);
    // After the snapshot, a new one sees the write.
    expect(await reader.readSnapshot((snapshot) => counts(snapshot))).toEqual(committed);
  });
});
