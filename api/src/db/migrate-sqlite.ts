import type BetterSqlite3 from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';

/**
 * Applies the pending migrations in `folder` with foreign keys off, then checks them and turns
 * them back on: SQLite's own procedure for schema changes (sqlite.org/lang_altertable.html,
 * "other kinds of table schema changes").
 *
 * Why: drizzle-kit changes an SQLite table by re-creating it (`PRAGMA foreign_keys=OFF`, copy,
 * `DROP TABLE`, rename), but Drizzle's migrator runs inside a transaction, where that pragma does
 * nothing, so the `DROP TABLE` would cascade and silently delete every row that references the
 * table (all sessions, when `users` changes). `migrate-sqlite.test.ts` reproduces it.
 */
export function migrateSqlite(client: BetterSqlite3.Database, folder: string): void {
  client.pragma('foreign_keys = OFF');
  try {
    migrate(drizzle({ client }), { migrationsFolder: folder });
    const violations = client.pragma('foreign_key_check') as { table: string; parent: string }[];
    if (violations.length > 0) {
      const where = violations.map((v) => `${v.table} -> ${v.parent}`).join(', ');
      throw new Error(`The migrations left ${violations.length} broken foreign key(s): ${where}`);
    }
  } finally {
    client.pragma('foreign_keys = ON');
  }
}
