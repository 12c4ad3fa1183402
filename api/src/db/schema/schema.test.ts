import { getTableConfig as pgTableConfig } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteTableConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as pg from './pg.js';
import * as sqlite from './sqlite.js';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

// The repositories use one set of types for both dialects (database.ts): the rows must agree.
expectTypeOf<Row<typeof sqlite.users>>().toEqualTypeOf<Row<typeof pg.users>>();
expectTypeOf<Row<typeof sqlite.sessions>>().toEqualTypeOf<Row<typeof pg.sessions>>();
expectTypeOf<Row<typeof sqlite.auditLog>>().toEqualTypeOf<Row<typeof pg.auditLog>>();
expectTypeOf<Row<typeof sqlite.loginClients>>().toEqualTypeOf<Row<typeof pg.loginClients>>();
expectTypeOf<Row<typeof sqlite.loginFailures>>().toEqualTypeOf<Row<typeof pg.loginFailures>>();
expectTypeOf<Row<typeof sqlite.userCodes>>().toEqualTypeOf<Row<typeof pg.userCodes>>();
expectTypeOf<Row<typeof sqlite.emailOutbox>>().toEqualTypeOf<Row<typeof pg.emailOutbox>>();
expectTypeOf<Row<typeof sqlite.prices>>().toEqualTypeOf<Row<typeof pg.prices>>();
expectTypeOf<Row<typeof sqlite.authors>>().toEqualTypeOf<Row<typeof pg.authors>>();
expectTypeOf<Row<typeof sqlite.authorLinks>>().toEqualTypeOf<Row<typeof pg.authorLinks>>();
expectTypeOf<Row<typeof sqlite.tagGroups>>().toEqualTypeOf<Row<typeof pg.tagGroups>>();
expectTypeOf<Row<typeof sqlite.tags>>().toEqualTypeOf<Row<typeof pg.tags>>();
expectTypeOf<Row<typeof sqlite.products>>().toEqualTypeOf<Row<typeof pg.products>>();
expectTypeOf<Row<typeof sqlite.productTags>>().toEqualTypeOf<Row<typeof pg.productTags>>();
expectTypeOf<Row<typeof sqlite.collectionSets>>().toEqualTypeOf<Row<typeof pg.collectionSets>>();
expectTypeOf<Row<typeof sqlite.productLinks>>().toEqualTypeOf<Row<typeof pg.productLinks>>();
expectTypeOf<Row<typeof sqlite.userTags>>().toEqualTypeOf<Row<typeof pg.userTags>>();
expectTypeOf<Row<typeof sqlite.subscriptionPlans>>().toEqualTypeOf<
  Row<typeof pg.subscriptionPlans>
>();
expectTypeOf<Row<typeof sqlite.articles>>().toEqualTypeOf<Row<typeof pg.articles>>();
expectTypeOf<Row<typeof sqlite.hands>>().toEqualTypeOf<Row<typeof pg.hands>>();
expectTypeOf<Row<typeof sqlite.userHands>>().toEqualTypeOf<Row<typeof pg.userHands>>();
expectTypeOf<Row<typeof sqlite.vouchers>>().toEqualTypeOf<Row<typeof pg.vouchers>>();
expectTypeOf<Row<typeof sqlite.purchaseClaims>>().toEqualTypeOf<Row<typeof pg.purchaseClaims>>();
expectTypeOf<Row<typeof sqlite.purchases>>().toEqualTypeOf<Row<typeof pg.purchases>>();
expectTypeOf<Row<typeof sqlite.purchaseItems>>().toEqualTypeOf<Row<typeof pg.purchaseItems>>();
expectTypeOf<Row<typeof sqlite.userSubscriptionPlans>>().toEqualTypeOf<
  Row<typeof pg.userSubscriptionPlans>
>();
expectTypeOf<Row<typeof sqlite.contactMessages>>().toEqualTypeOf<Row<typeof pg.contactMessages>>();
expectTypeOf<Row<typeof sqlite.sampleSignups>>().toEqualTypeOf<Row<typeof pg.sampleSignups>>();
expectTypeOf<Row<typeof sqlite.jobs>>().toEqualTypeOf<Row<typeof pg.jobs>>();
expectTypeOf<Row<typeof sqlite.pbnUploads>>().toEqualTypeOf<Row<typeof pg.pbnUploads>>();
expectTypeOf<Row<typeof sqlite.pbnUploadGames>>().toEqualTypeOf<Row<typeof pg.pbnUploadGames>>();
expectTypeOf<Row<typeof sqlite.localCustomers>>().toEqualTypeOf<Row<typeof pg.localCustomers>>();
expectTypeOf<Row<typeof sqlite.localPaymentMethods>>().toEqualTypeOf<
  Row<typeof pg.localPaymentMethods>
>();
expectTypeOf<Row<typeof sqlite.localPaymentIntents>>().toEqualTypeOf<
  Row<typeof pg.localPaymentIntents>
>();
expectTypeOf<Row<typeof sqlite.localSubscriptions>>().toEqualTypeOf<
  Row<typeof pg.localSubscriptions>
>();

const sqliteByName = new Map(Object.entries(sqlite));
const PAIRS = Object.entries(pg)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([name, table]) => {
    const twin = sqliteByName.get(name);
    if (twin === undefined) throw new Error(`${name} has no SQLite table`);
    return [name, table, twin] as const;
  });

describe('the two dialects’ tables', () => {
  it('are the same tables', () => {
    expect(Object.keys(sqlite).sort()).toEqual(Object.keys(pg).sort());
    expect(PAIRS.length).toBe(35);
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
      const names = (items: { name?: string }[]) => items.map((item) => item.name);
      expect(sqliteConfig.name).toBe(pgConfig.name);
      expect(shape(sqliteConfig.columns)).toEqual(shape(pgConfig.columns));
      expect(sqliteConfig.foreignKeys.length).toBe(pgConfig.foreignKeys.length);
      expect(names(sqliteConfig.checks)).toEqual(names(pgConfig.checks));
      expect(sqliteConfig.indexes.map((index) => index.config.name)).toEqual(
        pgConfig.indexes.map((index) => index.config.name),
      );
      expect(sqliteConfig.uniqueConstraints.map((u) => u.name)).toEqual(
        pgConfig.uniqueConstraints.map((u) => u.name),
      );
      expect(sqliteConfig.primaryKeys.map((key) => key.getName())).toEqual(
        pgConfig.primaryKeys.map((key) => key.getName()),
      );
    },
  );
});
