import { getTableConfig as pgTableConfig } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteTableConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as pg from './pg.js';
import * as sqlite from './sqlite.js';

// The repositories use one set of types for both dialects (database.ts): the rows must agree.
expectTypeOf<typeof sqlite.users.$inferSelect>().toEqualTypeOf<typeof pg.users.$inferSelect>();
expectTypeOf<typeof sqlite.sessions.$inferSelect>().toEqualTypeOf<
  typeof pg.sessions.$inferSelect
>();
expectTypeOf<typeof sqlite.userCodes.$inferSelect>().toEqualTypeOf<
  typeof pg.userCodes.$inferSelect
>();
expectTypeOf<typeof sqlite.emailOutbox.$inferSelect>().toEqualTypeOf<
  typeof pg.emailOutbox.$inferSelect
>();

const PAIRS = [
  ['users', pg.users, sqlite.users],
  ['sessions', pg.sessions, sqlite.sessions],
  ['userCodes', pg.userCodes, sqlite.userCodes],
  ['emailOutbox', pg.emailOutbox, sqlite.emailOutbox],
] as const;

describe('the two dialects’ tables', () => {
  it('are the same tables, all compared here', () => {
    expect(Object.keys(sqlite).sort()).toEqual(Object.keys(pg).sort());
    expect(PAIRS.map(([name]) => name).sort()).toEqual(Object.keys(pg).sort());
  });

  it.each(PAIRS)(
    '%s has the same columns, nullability, keys, checks and indexes',
    (_name, pgTable, sqliteTable) => {
      const pgConfig = pgTableConfig(pgTable);
      const sqliteConfig = sqliteTableConfig(sqliteTable);
      const shape = (
        columns: { name: string; notNull: boolean; isUnique: boolean; primary: boolean }[],
      ) =>
        columns.map(({ name, notNull, isUnique, primary }) => ({
          name,
          notNull,
          isUnique,
          primary,
        }));
      expect(sqliteConfig.name).toBe(pgConfig.name);
      expect(shape(sqliteConfig.columns)).toEqual(shape(pgConfig.columns));
      expect(sqliteConfig.foreignKeys.length).toBe(pgConfig.foreignKeys.length);
      expect(sqliteConfig.checks.map((check) => check.name)).toEqual(
        pgConfig.checks.map((check) => check.name),
      );
      expect(sqliteConfig.indexes.map((index) => index.config.name)).toEqual(
        pgConfig.indexes.map((index) => index.config.name),
      );
    },
  );
});
