import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The condition of a CHECK constraint keeping `column` to `values` (an `as const` tuple of the
 * domain). The values are the code's own constants, written as SQL string literals.
 */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}
