import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/**
 * `expression` compared byte by byte. SQLite compares text that way already (BINARY); a
 * PostgreSQL database compares by its locale's collation unless told "C". With the stored sort
 * keys (`sortKey` of @tenace/model) the two dialects then order alike.
 */
export function bytewise(database: Database, expression: SQLWrapper): SQL {
  return database.dialect === 'postgres' ? sql`(${expression} collate "C")` : sql`${expression}`;
}

/**
 * Whether `expression` contains `fragment`, a text already in sort-key form. `%`, `_` and `\`
 * match themselves: the escape character is named, as SQLite has no default one.
 */
export function containsText(expression: SQLWrapper, fragment: string): SQL {
  const pattern = `%${fragment.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`${expression} like ${pattern} escape '\\'`;
}
