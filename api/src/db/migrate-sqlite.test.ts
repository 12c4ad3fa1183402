import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateSqlite } from './migrate-sqlite.js';

const REAL_MIGRATIONS = fileURLToPath(new URL('../../migrations/sqlite', import.meta.url));

/**
 * What drizzle-kit writes to change the `users` table (here: adding a CHECK): a re-creation of
 * the table, whose DROP TABLE cascades to `sessions` unless foreign keys are really off.
 */
const RECREATE_USERS = `PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE \`__new_users\` (
	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	\`email\` text NOT NULL,
	\`first_name\` text NOT NULL,
	\`last_name\` text NOT NULL,
	\`password_hash\` text,
	\`type\` text NOT NULL,
	\`currency\` text NOT NULL,
	\`language\` text NOT NULL,
	\`confirmed\` integer NOT NULL,
	\`in_the_red\` integer NOT NULL,
	\`stripe_customer_id\` text,
	\`stripe_payment_method_id\` text,
	\`created_at\` integer NOT NULL,
	\`updated_at\` integer NOT NULL,
	CONSTRAINT "users_type_check" CHECK("__new_users"."type" in ('Admin','Customer'))
);
--> statement-breakpoint
INSERT INTO \`__new_users\` SELECT * FROM \`users\`;--> statement-breakpoint
DROP TABLE \`users\`;--> statement-breakpoint
ALTER TABLE \`__new_users\` RENAME TO \`users\`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX \`users_email_unique\` ON \`users\` (\`email\`);`;

describe('migrateSqlite', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /** A migrations folder holding the real first migration, plus `extra` when given. */
  function migrationsFolder(extra?: { tag: string; sql: string }): string {
    const folder = mkdtempSync(join(tmpdir(), 'tenace-migrations-'));
    folders.push(folder);
    mkdirSync(join(folder, 'meta'));
    const journal = JSON.parse(readFileSync(join(REAL_MIGRATIONS, 'meta/_journal.json'), 'utf8'));
    const [first] = journal.entries;
    cpSync(join(REAL_MIGRATIONS, `${first.tag}.sql`), join(folder, `${first.tag}.sql`));
    const entries = [first];
    if (extra !== undefined) {
      writeFileSync(join(folder, `${extra.tag}.sql`), extra.sql);
      entries.push({ ...first, idx: 1, when: first.when + 1, tag: extra.tag });
    }
    writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    return folder;
  }

  it('keeps the rows that reference a table drizzle-kit re-creates, and turns foreign keys back on', () => {
    const client = new BetterSqlite3(':memory:');
    migrateSqlite(client, migrationsFolder());
    client
      .prepare(
        `insert into users (email, first_name, last_name, type, currency, language, confirmed, in_the_red, created_at, updated_at)
         values ('ann@example.com', 'Ann', 'Lee', 'Customer', 'USD', 'enGB', 1, 0, 0, 0)`,
      )
      .run();
    client
      .prepare(
        `insert into sessions (token_hash, user_id, created_at, expires_at) values ('h', 1, 0, 0)`,
      )
      .run();

    migrateSqlite(client, migrationsFolder({ tag: '0001_recreate_users', sql: RECREATE_USERS }));

    expect(client.prepare('select count(*) as n from sessions').get()).toEqual({ n: 1 });
    expect(client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(() =>
      client
        .prepare(
          `insert into sessions (token_hash, user_id, created_at, expires_at) values ('g', 99, 0, 0)`,
        )
        .run(),
    ).toThrow('FOREIGN KEY constraint failed');
    client.close();
  });

  it('refuses migrations that leave broken foreign keys', () => {
    const client = new BetterSqlite3(':memory:');
    const orphan = `INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('h', 42, 0, 0);`;
    expect(() =>
      migrateSqlite(client, migrationsFolder({ tag: '0001_orphan', sql: orphan })),
    ).toThrow('The migrations left 1 broken foreign key(s): sessions -> users');
    expect(client.pragma('foreign_keys', { simple: true })).toBe(1);
    client.close();
  });
});
