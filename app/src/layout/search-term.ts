/**
 * storefront.md §5: "Search box ignores empty or blank input; input is sanitised": control
 * characters and markup brackets go, runs of spaces become one, at most 100 characters.
 */
export function sanitiseSearch(input: string): string {
  return input
    .replace(/[\p{Cc}<>]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}
