/**
 * Whether `error` (or an error in its `cause` chain, where Drizzle puts the driver's error) is a
 * unique-constraint violation: PostgreSQL SQLSTATE 23505, or SQLite's SQLITE_CONSTRAINT_UNIQUE.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  }
  return false;
}
