/**
 * How many loading placeholders a list shows (storefront.md §2 Search results: "While loading,
 * placeholder rows number 5 minus the number found").
 */

/** storefront.md §2: the number the placeholders fill up to. */
export const SEARCH_PLACEHOLDER_ROWS = 5;

/** The placeholder rows while a search loads, with `found` products already shown. */
export function searchPlaceholderCount(found: number): number {
  return Math.max(SEARCH_PLACEHOLDER_ROWS - found, 0);
}
