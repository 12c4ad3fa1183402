import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database.js';
import { IN_MEMORY } from '../db/location.js';

/** A database the shared suite runs against, fresh for each test file. */
export interface TestDatabaseTarget {
  readonly name: 'sqlite' | 'postgres';
  /**
   * A new, migrated, empty database, and the way to throw it away. With `shared`, SQLite is a
   * file rather than memory, so that `url` (a `DATABASE_URL`) opens it in another process too.
   */
  open(options?: { readonly shared?: boolean }): Promise<{
    readonly database: Database;
    readonly url: string;
    drop(): Promise<void>;
  }>;
}

const sqliteTarget: TestDatabaseTarget = {
  name: 'sqlite',
  async open(options = {}) {
    if (options.shared !== true) {
      const database = await openDatabase({ dialect: 'sqlite', file: IN_MEMORY });
      return { database, url: IN_MEMORY, drop: () => database.close() };
    }
    const folder = await mkdtemp(join(tmpdir(), 'tenace-test-'));
    const file = join(folder, 'tenace.db');
    const database = await openDatabase({ dialect: 'sqlite', file });
    return {
      database,
      url: file,
      async drop() {
        await database.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
  },
};

/**
 * PostgreSQL at `url`: each `open` creates a database of its own (the server outlives test runs,
 * DESIGN.md "Runtime") and `drop` removes it. A run that died before dropping leaves its database
 * behind; names carry their creation time, so a later run removes those older than a few hours
 * (never a younger one, which may belong to a run still going).
 */
function postgresTarget(url: string): TestDatabaseTarget {
  return {
    name: 'postgres',
    async open() {
      const scratch = await createScratchPostgres(url);
      const database = await openDatabase({ dialect: 'postgres', url: scratch.url });
      return {
        database,
        url: scratch.url,
        async drop() {
          await database.close();
          await scratch.drop();
        },
      };
    },
  };
}

/**
 * A new, empty PostgreSQL database on the server at `url`, named as {@link postgresTarget}'s
 * are, for a test that hands its URL to a server process of its own.
 */
export async function createScratchPostgres(
  url: string,
): Promise<{ readonly url: string; drop(): Promise<void> }> {
  const name = `${TEST_DATABASE_PREFIX}${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await dropAbandoned(admin);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.href,
    async drop() {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

const TEST_DATABASE_PREFIX = 'tenace_test_';
const ABANDONED_AFTER_MS = 6 * 60 * 60_000;

async function dropAbandoned(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DATABASE_PREFIX}%'`,
  );
  for (const { datname } of rows) {
    const created = Number(/^tenace_test_(\d+)_[0-9a-f]+$/.exec(datname)?.[1]);
    if (created < Date.now() - ABANDONED_AFTER_MS) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  }
}

/**
 * SQLite always; PostgreSQL too when `TEST_DATABASE_URL` is set (`.ci/run` sets it where a
 * server answers). Use with `describe.each(testDatabaseTargets())`.
 */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? [sqliteTarget, postgresTarget(url)] : [sqliteTarget];
}
