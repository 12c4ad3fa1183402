import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/**
 * `column` is one of the ids given as the prepared statement's parameter `name` (pass them
 * through {@link idList}). `inArray` writes one placeholder per id, so every length of list is
 * a statement of its own, which PostgreSQL parses and plans on each call; with the whole list as
 * one parameter, one statement prepared once serves every length: PostgreSQL compares with
 * `= any` of an integer array, SQLite looks the ids up in the list given as JSON text.
 *
 * @example
 * const texts = db.select().from(hands).where(inIdList(database, hands.id, 'ids')).prepare('hands_texts');
 * await texts.execute({ ids: idList(database, [3, 5, 8]) });
 */
export function inIdList(database: Database, column: SQLWrapper, name: string): SQL {
  const ids = sql.placeholder(name);
  return database.dialect === 'postgres'
    ? sql`${column} = any(${ids})`
    : sql`${column} in (select value from json_each(${ids}))`;
}

/** The value of an {@link inIdList} parameter: the ids as each dialect's statement takes them. */
export function idList(database: Database, ids: readonly number[]): unknown {
  return database.dialect === 'postgres' ? [...ids] : JSON.stringify(ids);
}
