import { SEARCH_TERM_MAX, sortKey } from '@tenace/model';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { ProductOrdering } from '../../repositories/product-search.js';
import { ownValue } from '../../validation/own-value.js';
import { checkControlCharacters } from '../../validation/rules.js';
import { CATALOGUE_MESSAGES } from './messages.js';

/** At most this many words of a search term count: more narrow nothing down. */
const MAX_SEARCH_WORDS = 10;

/**
 * The words of a search term (storefront.md §5: blank input is ignored, input is sanitised), in
 * sort-key form, without repeats. A term over 100 characters, or with a control character, is
 * refused.
 *
 * @example
 * searchWords('  Acol  ACOL défence ') // { ok: true, value: ['acol', 'defence'] }
 */
export function searchWords(term: string | null | undefined): Outcome<string[]> {
  const text = term?.trim() ?? '';
  if (text.length > SEARCH_TERM_MAX)
    return fail('VALIDATION_ERROR', CATALOGUE_MESSAGES.searchTermTooLong, {
      fieldErrors: [{ field: 'searchTerm', message: CATALOGUE_MESSAGES.searchTermTooLong }],
    });
  const control = checkControlCharacters('searchTerm', text);
  if (control !== undefined)
    return fail('VALIDATION_ERROR', control.message, { fieldErrors: [control] });
  const words = sortKey(text)
    .split(' ')
    .filter((word) => word !== '');
  return succeed([...new Set(words)].slice(0, MAX_SEARCH_WORDS));
}

/**
 * Whether an `orderByDirection` means descending. The spec gives no values; ASC and DESC are
 * read in any case, and nothing means `fallback`.
 *
 * @example
 * isDescending('desc', false) // { ok: true, value: true }
 */
export function isDescending(
  direction: string | null | undefined,
  fallback: boolean,
): Outcome<boolean> {
  if (direction == null || direction.trim() === '') return succeed(fallback);
  const word = direction.trim().toUpperCase();
  if (word === 'ASC') return succeed(false);
  if (word === 'DESC') return succeed(true);
  return fail('BAD_USER_INPUT', CATALOGUE_MESSAGES.badDirection);
}

/** storefront.md §7 productSearch: the orderings by their names in the call list. */
const PRODUCT_SEARCH_ORDERINGS: Readonly<Record<string, Exclude<ProductOrdering, 'id'>>> = {
  'product.title': 'title',
  'product.createdAt': 'createdAt',
  'product.author.last_name': 'authorLastName',
  'product.price.priceUSD': 'price',
};

/**
 * A productSearch ordering; the storefront's default is product.title (storefront.md §7).
 *
 * @example
 * productSearchOrdering('product.author.last_name') // { ok: true, value: 'authorLastName' }
 */
export function productSearchOrdering(
  orderBy: string | null | undefined,
): Outcome<Exclude<ProductOrdering, 'id'>> {
  if (orderBy == null || orderBy.trim() === '') return succeed('title');
  const ordering = ownValue(PRODUCT_SEARCH_ORDERINGS, orderBy.trim());
  return ordering === undefined
    ? fail('BAD_USER_INPUT', CATALOGUE_MESSAGES.badProductOrdering)
    : succeed(ordering);
}

/**
 * A whole number in `[min, max]`, or `fallback` when absent; else `message`.
 *
 * @example
 * boundedInt(undefined, { min: 1, max: 50, fallback: 10 }, 'bad') // { ok: true, value: 10 }
 */
export function boundedInt(
  value: number | null | undefined,
  range: { readonly min: number; readonly max: number; readonly fallback: number },
  message: string,
): Outcome<number> {
  if (value == null) return succeed(range.fallback);
  return Number.isInteger(value) && value >= range.min && value <= range.max
    ? succeed(value)
    : fail('BAD_USER_INPUT', message);
}
