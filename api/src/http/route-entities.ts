/**
 * The things a page's address names by id (app/src/route-table.ts `names`): a product (a set, a
 * collection, a gift voucher or a subscription) or an author. The server answers such an address
 * with 404 when its id is no id or names nothing, as the page then shows the 404 page
 * (storefront.md §8).
 */

/** The kinds the build may name in route-preloads.json. */
export const ROUTE_ENTITY_KINDS = ['product', 'author'] as const;
export type RouteEntityKind = (typeof ROUTE_ENTITY_KINDS)[number];

/** A route's id parameter and the kind of thing it names. */
export interface RouteEntity {
  readonly kind: RouteEntityKind;
  readonly param: string;
}

/** Whether a row of this kind has this id: one lookup by primary key. */
export type EntityExists = (kind: RouteEntityKind, id: number) => Promise<boolean>;

/** The largest GraphQL `Int`: the API's ids are positive 32-bit integers (DESIGN.md "Data"). */
const MAX_INT = 2 ** 31 - 1;

/**
 * The id a route segment spells, or null: the rule of the app's pages (app/src/lib/route-id.ts),
 * which show the 404 page without asking the API for a segment that spells none.
 *
 * @example
 * idOfSegment('12') // 12
 * idOfSegment('012') // null
 */
export function idOfSegment(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_INT ? id : null;
}

export function isRouteEntity(value: unknown): value is RouteEntity {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, param } = value as Record<string, unknown>;
  return (
    (ROUTE_ENTITY_KINDS as readonly unknown[]).includes(kind) &&
    typeof param === 'string' &&
    /^\w+$/.test(param)
  );
}
