import { fail, type Outcome, succeed } from '../../failure.js';
import { ownValue } from '../../validation/own-value.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import { boundedInt, isDescending, searchWords } from '../catalogue/search-input.js';

/** The page sizes a list accepts, and its size when none is asked for. */
export interface PageRange {
  readonly min: number;
  readonly max: number;
  readonly fallback: number;
}

/** admin.md §3 "Admin list search parameters", as the admin's searches take them. */
export interface AdminListArgs {
  readonly searchTerm?: string | null;
  readonly limit?: number | null;
  readonly offset?: number | null;
  readonly orderBy?: string | null;
  readonly orderByDirection?: string | null;
}

/** How one admin list reads its parameters. */
export interface AdminListRules<Ordering extends string> {
  readonly page: PageRange;
  /** The orderings by the names the client sends. */
  readonly orderings: Readonly<Record<string, Ordering>>;
  /** The ordering without arguments, and its direction (admin.md §9: id ascending). */
  readonly defaultOrdering: Ordering;
  readonly defaultDescending: boolean;
  /** The refusals of an unknown ordering name and of a page size out of range. */
  readonly badOrdering: string;
  readonly badLimit: string;
}

/** An admin list's parameters, checked: words in sort-key form, the ordering, the page. */
export interface AdminListInput<Ordering extends string> {
  readonly words: string[];
  readonly orderBy: Ordering;
  readonly descending: boolean;
  readonly limit: number;
  readonly offset: number;
}

/**
 * An admin list's search parameters read by its rules: a term of at most 100 characters
 * (admin.md §5), an ordering it knows, ASC or DESC (ascending unless the list's default ordering
 * reads otherwise), a page within its range and an offset not below 0; anything else is refused
 * with its message.
 *
 * @example
 * adminListInput({ orderBy: 'title' }, rules) // { ok: true, value: { orderBy: 'title', limit: 25, … } }
 */
export function adminListInput<Ordering extends string>(
  args: AdminListArgs,
  rules: AdminListRules<Ordering>,
): Outcome<AdminListInput<Ordering>> {
  const words = searchWords(args.searchTerm);
  if (!words.ok) return words;
  const name = args.orderBy?.trim() ?? '';
  const orderBy = name === '' ? rules.defaultOrdering : ownValue(rules.orderings, name);
  if (orderBy === undefined) return fail('BAD_USER_INPUT', rules.badOrdering);
  // The default direction goes with the default ordering; any ordering asked for reads ascending.
  const descending = isDescending(args.orderByDirection, name === '' && rules.defaultDescending);
  if (!descending.ok) return descending;
  const limit = boundedInt(args.limit, rules.page, rules.badLimit);
  if (!limit.ok) return limit;
  const offset = boundedInt(
    args.offset,
    { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 },
    CATALOGUE_MESSAGES.badOffset,
  );
  if (!offset.ok) return offset;
  return succeed({
    words: words.value,
    orderBy,
    descending: descending.value,
    limit: limit.value,
    offset: offset.value,
  });
}
