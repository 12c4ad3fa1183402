import type BetterSqlite3 from 'better-sqlite3';
import { type ChangeVersion, createChangeCounter } from './change-counter.js';

/**
 * The tables the catalogue caches read (the read model, the cached lists and searches, the
 * visitors' kept answers): a write to any of them moves the catalogue's version, by a trigger on
 * each (migrations `0014_catalogue_version`), so no repository or mutation has to remember it.
 * A table added to what those caches read needs the same triggers in a migration of its own;
 * `catalogue-version.test.ts` checks every table listed here has them.
 */
export const CATALOGUE_TABLES = [
  'prices',
  'authors',
  'author_links',
  'tag_groups',
  'tags',
  'products',
  'product_tags',
  'collection_sets',
  'product_links',
  'hands',
] as const;

/** The one-row table the triggers move, and the PostgreSQL channel they notify on commit. */
export const CATALOGUE_VERSION_TABLE = 'catalogue_version';
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

/** The catalogue's version as this process sees it on SQLite, and what it must be told. */
export interface SqliteCatalogueWatch {
  readonly version: ChangeVersion;
  /** Moves the version: a transaction on the connection has ended, committed or rolled back. */
  transactionEnded(): void;
}

/**
 * SQLite's: the version row, read at each look (a prepared single-row read, about a microsecond:
 * better-sqlite3 answers synchronously), so a commit by this process or any other on the same
 * file shows at once. What this process sees counts: the value moves whenever the row read has
 * changed since the last look, and when a transaction ends, since a cache filled inside one saw
 * its uncommitted row, which a rollback takes back (and a later commit could bring back with
 * other rows).
 */
export function watchSqliteCatalogue(client: BetterSqlite3.Database): SqliteCatalogueWatch {
  const row = client.prepare(`SELECT version FROM ${CATALOGUE_VERSION_TABLE}`).pluck();
  const seen = createChangeCounter();
  let last = row.get();
  return {
    version: {
      get value() {
        const now = row.get();
        if (now !== last) {
          last = now;
          seen.bump();
        }
        return seen.value;
      },
    },
    transactionEnded: () => seen.bump(),
  };
}
