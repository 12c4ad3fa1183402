import BetterSqlite3 from 'better-sqlite3';
import { inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachingStatements } from './statement-cache.js';

const things = sqliteTable('things', { id: integer('id').primaryKey(), name: text('name') });

describe('cachingStatements', () => {
  let client: BetterSqlite3.Database;
  beforeEach(() => {
    client = new BetterSqlite3(':memory:');
    client.exec(`create table things (id integer primary key, name text);
      insert into things values (1, 'one'), (2, 'two'), (3, 'three');`);
  });
  afterEach(() => client.close());

  it('compiles a SQL text once and gives the same statement again', () => {
    const cached = cachingStatements(client, 4);
    const first = cached.prepare('select name from things where id = ?');
    expect(cached.prepare('select name from things where id = ?')).toBe(first);
    expect(cached.prepare('select name from things where id = ? ')).not.toBe(first);
  });

  it('compiles again a text dropped as the least recently used, a use counting', () => {
    const cached = cachingStatements(client, 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a);
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('gives rows as objects to the next user after one asked for arrays', () => {
    const cached = cachingStatements(client, 4);
    const text = 'select id, name from things where id = ?';
    expect(cached.prepare(text).raw().get(2)).toEqual([2, 'two']);
    expect(cached.prepare(text).get(2)).toEqual({ id: 2, name: 'two' });
  });

  it('gives rows as objects to a holder of the statement after another user asked for arrays', () => {
    const cached = cachingStatements(client, 4);
    const text = 'select id, name from things where id = ?';
    const held = cached.prepare(text);
    cached.prepare(text).raw().all(1);
    expect(held.get(1)).toEqual({ id: 1, name: 'one' });
    expect(held.raw().get(1)).toEqual([1, 'one']);
    expect(held.all(1)).toEqual([{ id: 1, name: 'one' }]);
  });

  it('runs a statement that returns no rows again', () => {
    const cached = cachingStatements(client, 4);
    const insert = 'insert into things (name) values (?)';
    cached.prepare(insert).run('four');
    cached.prepare(insert).run('five');
    expect(client.prepare('select count(*) as n from things').get()).toEqual({ n: 5 });
  });

  it('serves Drizzle alike, typed selects and plain ones mixed on one text', () => {
    const db = drizzle({ client: cachingStatements(client, 4) });
    for (const ids of [[1, 3], [2], [1, 3]]) {
      const typed = db.select().from(things).where(inArray(things.id, ids)).orderBy(things.id);
      expect(typed.all().map((row) => row.id)).toEqual(ids);
    }
    const plain = sql`select id, name from things where id = ${1}`;
    expect(db.all(plain)).toEqual([{ id: 1, name: 'one' }]);
    expect(db.values(plain)).toEqual([[1, 'one']]);
    expect(db.all(plain)).toEqual([{ id: 1, name: 'one' }]);
    expect(db.transaction((tx) => tx.select().from(things).all()).length).toBe(3);
  });

  it.each([0, -1, 1.5])('refuses a capacity of %s', (capacity) => {
    expect(() => cachingStatements(client, capacity)).toThrow(RangeError);
  });
});
