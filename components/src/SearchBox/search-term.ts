/**
 * The search box's input rule (storefront.md §5: "Search box ignores empty or blank input; input
 * is sanitised"). The spec does not say what sanitising removes; we keep letters, digits,
 * punctuation and single spaces, drop control characters and the markup characters `< > { } \``,
 * and cut the term to the API's 100-character limit.
 */

import { SEARCH_TERM_MAX } from '@tenace/model';

// Control characters (C0, DEL, C1) and characters that only matter to markup or templates.
const UNSAFE = /[\p{Cc}<>{}`]/gu;

/**
 * The term to search for, or `''` when there is nothing to search (the box then ignores it).
 *
 * @example
 * sanitiseSearchTerm('  <b>Stayman</b>  ') // 'bStayman/b'
 */
export function sanitiseSearchTerm(input: string): string {
  return input
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_TERM_MAX)
    .trim();
}
