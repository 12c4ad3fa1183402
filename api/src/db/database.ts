import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Logger, silentLogger } from '../logging/logger.js';
import { watchSqliteCatalogue } from './catalogue-version.js';
import { watchPostgresCatalogue } from './catalogue-version-pg.js';
import type { ChangeVersion } from './change-counter.js';
import { type DatabaseLocation, IN_MEMORY } from './location.js';
import { migrateSqlite } from './migrate-sqlite.js';
import * as pgTables from './schema/pg.js';
import * as sqliteTables from './schema/sqlite.js';
import { cachingStatements, STATEMENT_CACHE_SIZE } from './statement-cache.js';

/**
 * The query builder the repositories use. Both dialects are typed as the PostgreSQL builder: the
 * SQLite tables have the same columns and row types (`schema/schema.test.ts`), and the subset the
 * repositories use (select, insert/update/delete with `returning`, column operators) behaves the
 * same on both. The shared test suite runs against each dialect to keep it that way.
 */
export type Db = NodePgDatabase;

/** The tables, as the repositories see them (see {@link Db}). */
export type Tables = typeof pgTables;

/** An open, migrated database. */
export interface Database {
  readonly dialect: DatabaseLocation['dialect'];
  readonly db: Db;
  readonly tables: Tables;
  /**
   * The catalogue's version: it moves after every write to a catalogue table (`CATALOGUE_TABLES`,
   * by database triggers, whoever writes), by this process or another on the same database, so
   * the catalogue caches of this process are stale once it moves (catalogue-version.ts).
   * Shared with the transaction's database.
   */
  readonly catalogueChanges: ChangeVersion;
  /** Resolves when the database answers a trivial query; rejects otherwise (for `/health`). */
  ping(): Promise<void>;
  /**
   * Runs `work` in one transaction, on the database it is given: committed when `work` resolves,
   * rolled back when it rejects (or when the process dies first). SQLite has a single connection,
   * so any other query issued while `work` awaits joins the transaction: use it where nothing
   * else runs, such as the demo seed before the server listens. On SQLite, transactions and read
   * snapshots take turns on that connection; one started by `work` itself is refused (a
   * transaction) or read inside this one (a snapshot).
   */
  transaction<T>(work: (database: Database) => Promise<T>): Promise<T>;
  /**
   * Runs `work`'s reads in one read-only transaction, on the database it is given: every query
   * sees the data as of one moment, committed writes only, none of a transaction still under way
   * (PostgreSQL: REPEATABLE READ, READ ONLY; SQLite: a deferred transaction between the process's
   * own transactions, which take turns with it). One connection answers: `work` must issue its
   * queries one after another, and only read.
   *
   * @example
   * const [products, hands] = await database.readSnapshot(async ({ db, tables }) => [
   *   await db.select().from(tables.products),
   *   await db.select().from(tables.hands),
   * ]);
   */
  readSnapshot<T>(work: (database: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Resolved from src/db or dist/db alike: the migrations are not compiled, they sit in api/migrations.
const migrationsFolder = (dialect: 'sqlite' | 'pg') =>
  fileURLToPath(new URL(`../../migrations/${dialect}`, import.meta.url));

/**
 * Opens the database at `location` and applies any pending migrations. `logger` hears of
 * connection failures outside any request.
 *
 * @example
 * const database = await openDatabase({ dialect: 'sqlite', file: ':memory:' });
 * await database.ping();
 * await database.close();
 */
export async function openDatabase(
  location: DatabaseLocation,
  logger: Logger = silentLogger,
): Promise<Database> {
  return location.dialect === 'sqlite'
    ? openSqlite(location.file)
    : openPostgres(location.url, logger);
}

function openSqlite(file: string): Database {
  if (file !== IN_MEMORY) mkdirSync(dirname(file), { recursive: true });
  const client = new BetterSqlite3(file);
  client.pragma('journal_mode = WAL');
  client.pragma('synchronous = NORMAL');
  client.pragma('busy_timeout = 5000');
  try {
    // Turns foreign keys on once the schema is up to date.
    migrateSqlite(client, migrationsFolder('sqlite'));
  } catch (error) {
    client.close();
    throw error;
  }
  const db = drizzleSqlite({ client: cachingStatements(client, STATEMENT_CACHE_SIZE) });
  const catalogue = watchSqliteCatalogue(client);
  // The one connection holds one transaction at a time: a second BEGIN would fail, and a snapshot
  // read inside a write transaction would see its half-done writes. A transaction's own work is
  // told apart (`openTransaction`): its reads are the transaction's, not another's to wait for.
  const inTurn = takingTurns();
  const openTransaction = new AsyncLocalStorage<{ open: boolean }>();
  const database: Database = {
    dialect: 'sqlite',
    db: db as unknown as Db,
    tables: sqliteTables as unknown as Tables,
    catalogueChanges: catalogue.version,
    async ping() {
      client.prepare('select 1').get();
    },
    // Drizzle's better-sqlite3 transactions refuse an async callback, and the repositories are
    // async: the statements are issued on the one connection between BEGIN and COMMIT instead.
    async transaction(work) {
      if (openTransaction.getStore()?.open)
        throw new Error('a transaction cannot start inside another on SQLite');
      return inTurn(() => {
        const transaction = { open: true };
        return openTransaction.run(transaction, async () => {
          client.exec('BEGIN IMMEDIATE');
          try {
            const result = await work(database);
            client.exec('COMMIT');
            return result;
          } catch (error) {
            if (client.inTransaction) client.exec('ROLLBACK');
            throw error;
          } finally {
            transaction.open = false;
            catalogue.transactionEnded();
          }
        });
      });
    },
    // WAL keeps the snapshot from the first read to COMMIT, whatever other processes commit. The
    // reads of better-sqlite3 are synchronous, so no other request's statement runs between them
    // unless `work` awaits something else; one that does joins the transaction, so it always ends
    // in COMMIT (a ROLLBACK would undo that statement too), never changing what it read. Asked
    // for by a transaction's own work, it reads inside that transaction (waiting for its turn
    // would wait for itself).
    readSnapshot(work) {
      if (openTransaction.getStore()?.open) return work(database);
      return inTurn(async () => {
        client.exec('BEGIN DEFERRED');
        try {
          return await work(database);
        } finally {
          if (client.inTransaction) client.exec('COMMIT');
        }
      });
    },
    async close() {
      client.close();
    },
  };
  return database;
}

async function openPostgres(url: string, logger: Logger): Promise<Database> {
  const catalogue = watchPostgresCatalogue(url, logger);
  const pool = new pg.Pool({ connectionString: url, max: 10, onConnect: catalogue.listen });
  // An idle connection that breaks (a server restart) is dropped by the pool and the next query
  // reconnects; unhandled, the event would end the process.
  pool.on('error', (error) => logger.error('idle database connection failed', { error }));
  const db = drizzlePostgres({ client: pool });
  try {
    await migratePostgres(db, { migrationsFolder: migrationsFolder('pg') });
    await catalogue.start();
  } catch (error) {
    await catalogue.close();
    await pool.end();
    throw error;
  }
  const database: Database = {
    dialect: 'postgres',
    db,
    tables: pgTables,
    catalogueChanges: catalogue.version,
    async ping() {
      await pool.query('select 1');
    },
    // One pooled connection holds the transaction; `work` sees it as its database. What it wrote
    // becomes visible to the other connections at the commit, which notifies the caches.
    transaction: (work) => db.transaction((tx) => work({ ...database, db: tx as unknown as Db })),
    // One pooled connection, in a snapshot taken at its first query: the bulk reads see one
    // moment, where parallel connections could each see a different side of a commit.
    readSnapshot: (work) =>
      db.transaction((tx) => work({ ...database, db: tx as unknown as Db }), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      }),
    async close() {
      await catalogue.close();
      await pool.end();
    },
  };
  return database;
}

/**
 * Runs the tasks it is given one after another, each starting once the one before has settled
 * (resolved or rejected), in the order they were given.
 */
function takingTurns(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const turn = last.then(task);
    // A task that fails fails its caller only; the next one still gets its turn.
    last = turn.catch(() => undefined);
    return turn;
  };
}
