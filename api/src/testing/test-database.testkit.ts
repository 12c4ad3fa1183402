import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database.js';
import { IN_MEMORY } from '../db/location.js';

/** A database the shared suite runs against, fresh for each test file. */
export interface TestDatabaseTarget {
  readonly name: 'sqlite' | 'postgres';
  /** A new, migrated, empty database, and the way to throw it away. */
  open(): Promise<{ readonly database: Database; drop(): Promise<void> }>;
}

const sqliteTarget: TestDatabaseTarget = {
  name: 'sqlite',
  async open() {
    const database = await openDatabase({ dialect: 'sqlite', file: IN_MEMORY });
    return { database, drop: () => database.close() };
  },
};

/**
 * PostgreSQL at `url`: each `open` creates a database of its own (the server outlives test runs,
 * DESIGN.md "Runtime") and `drop` removes it.
 */
function postgresTarget(url: string): TestDatabaseTarget {
  return {
    name: 'postgres',
    async open() {
      const name = `tenace_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      const target = new URL(url);
      target.pathname = `/${name}`;
      const database = await openDatabase({ dialect: 'postgres', url: target.href });
      return {
        database,
        async drop() {
          await database.close();
          const cleaner = new pg.Client({ connectionString: url });
          await cleaner.connect();
          try {
            await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          } finally {
            await cleaner.end();
          }
        },
      };
    },
  };
}

/**
 * SQLite always; PostgreSQL too when `TEST_DATABASE_URL` is set (`.ci/run` sets it where a
 * server answers). Use with `describe.each(testDatabaseTargets())`.
 */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? [sqliteTarget, postgresTarget(url)] : [sqliteTarget];
}
