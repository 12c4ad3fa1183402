import type { Database } from '../db/database.js';

/** The better-sqlite3 statement methods that run it. */
const SQLITE_RUNS = new Set<PropertyKey>(['all', 'get', 'run', 'iterate']);

/**
 * Counts the statements `database` runs outside transactions and read snapshots, so a test can
 * tell how many queries a request costs. Install it before the app is made: repositories prepare
 * some statements when they are created. It wraps the client Drizzle's session holds (the
 * better-sqlite3 connection's statements, or node-postgres's pool): test code over Drizzle
 * internals, which a Drizzle upgrade may move.
 *
 * @example
 * const queries = countQueries(database);
 * const api = createTestApi(database);
 * queries.reset();
 * await api.graphql('{ authors { id } }');
 * expect(queries.count).toBe(1);
 */
export function countQueries(database: Database): { readonly count: number; reset(): void } {
  let count = 0;
  /** `target` with each method call passed through `around` (the method's name, its call). */
  const wrap = <T extends object>(
    target: T,
    around: (property: PropertyKey, call: () => unknown) => unknown,
  ): T =>
    new Proxy(target, {
      get(inner, property) {
        const member = Reflect.get(inner, property, inner);
        if (typeof member !== 'function') return member;
        return (...args: unknown[]) => around(property, () => member.apply(inner, args));
      },
    });
  const statement = (prepared: object): object =>
    wrap(prepared, (property, call) => {
      if (SQLITE_RUNS.has(property)) count += 1;
      const result = call();
      // raw() answers the statement, switched to arrays.
      return property === 'raw' ? statement(result as object) : result;
    });
  const session = (database.db as unknown as { session: { client: object } }).session;
  session.client =
    database.dialect === 'sqlite'
      ? wrap(session.client, (property, call) =>
          property === 'prepare' ? statement(call() as object) : call(),
        )
      : wrap(session.client, (property, call) => {
          if (property === 'query') count += 1;
          return call();
        });
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}
