/**
 * A database id from a route segment (DESIGN.md "Data": ids are integers). The API's ids are
 * GraphQL `Int`s, positive and 32-bit: a segment that is anything else (`abc`, `1.5`, `12abc`,
 * `99999999999`) names nothing, and asking the API about it would fail as a bad request rather
 * than answer "not found", so the page shows the 404 without asking.
 */

/** The largest GraphQL `Int`. */
const MAX_INT = 2 ** 31 - 1;

/**
 * The id a segment spells, or `null` when it spells none.
 *
 * @example
 * routeId('12') // 12
 * routeId('12abc') // null
 */
export function routeId(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_INT ? id : null;
}
