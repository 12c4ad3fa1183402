/**
 * The TypeScript type of each GraphQL scalar, for results and variables alike. A scalar the SDL
 * declares must be listed here: the generator refuses one it does not know rather than guess.
 *
 * - `Int`, `Float`: `number` (JSON numbers).
 * - `String`, `ID`: `string` (the API declares no `ID` field; an `ID` is serialised as a string).
 * - `Boolean`: `boolean`.
 * - `DateTime`: `string`, an ISO 8601 date and time in UTC as the API writes it
 *   (`2025-01-02T03:04:05.000Z`); the client parses it where it needs a `Date`.
 */
export const SCALAR_TYPES: Readonly<Record<string, string>> = {
  Int: 'number',
  Float: 'number',
  String: 'string',
  ID: 'string',
  Boolean: 'boolean',
  DateTime: 'string',
};

/** The TypeScript type of a scalar, or an error naming the table to extend. */
export function scalarType(name: string): string {
  const type = SCALAR_TYPES[name];
  if (type === undefined) {
    throw new Error(
      `The scalar ${name} has no TypeScript type: add it to SCALAR_TYPES in api/src/codegen/scalars.ts`,
    );
  }
  return type;
}
