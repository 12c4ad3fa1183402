import type BetterSqlite3 from 'better-sqlite3';

/** Compiled statements kept per SQLite connection, by SQL text. */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * The SQLite connection as Drizzle sees it, compiling each SQL text once: `prepare` answers a
 * statement compiled before for the same text, keeping the `capacity` most recently used.
 * Drizzle builds most queries afresh on each request (a list of ids gives a new text for each
 * length) and asks better-sqlite3 to compile them, which was a large part of a product page's
 * CPU time (api/BENCHMARKS.md). Statements stay valid across schema changes (SQLite recompiles
 * them itself); a statement is only busy while iterated, which Drizzle never does.
 *
 * @example
 * const db = drizzle({ client: cachingStatements(new BetterSqlite3(file), STATEMENT_CACHE_SIZE) });
 */
export function cachingStatements(
  client: BetterSqlite3.Database,
  capacity: number,
): BetterSqlite3.Database {
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepare = (source: string): BetterSqlite3.Statement => {
    let statement = statements.get(source);
    if (statement === undefined) statement = objectsUnlessRaw(client.prepare(source));
    else statements.delete(source);
    statements.set(source, statement);
    if (statements.size > capacity) {
      const oldest = statements.keys().next();
      if (!oldest.done) statements.delete(oldest.value);
    }
    return statement;
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, target);
      // better-sqlite3's native methods must be called on the connection itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A shared statement that reads rows as objects unless `raw()` is asked for on that call: Drizzle
 * switches a statement to arrays (`stmt.raw().all()`) for typed selects and never back, and
 * better-sqlite3 keeps the mode on the statement, so another user of the same text (a plain
 * `db.all(sql…)`, or a repository's prepared query holding the statement) would get arrays.
 */
function objectsUnlessRaw(statement: BetterSqlite3.Statement): BetterSqlite3.Statement {
  if (!statement.reader) return statement;
  return new Proxy(statement, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'get' || property === 'all' || property === 'iterate') {
        return (...args: unknown[]) => value.apply(target.raw(false), args);
      }
      // raw() and the other modes answer the statement itself, in the mode asked for.
      return value.bind(target);
    },
  });
}
