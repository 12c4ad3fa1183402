import type { PageCursor, ProductOrdering } from '../../repositories/product-search.js';

/** What a pagination key encodes: where the page ended, under which ordering. */
interface KeyContent {
  readonly orderBy: ProductOrdering;
  readonly descending: boolean;
  readonly cursor: PageCursor;
}

const TEXT_ORDERINGS: readonly ProductOrdering[] = ['title', 'authorLastName'];

/**
 * The opaque `paginationKey` of a product list page (storefront.md §7 dynamoProductSearch): the
 * ordering and the last product's sort value and id, as base64url JSON.
 *
 * @example
 * encodePaginationKey({ orderBy: 'id', descending: true, cursor: { value: 42, id: 42 } })
 * // 'WyJpZCIsMSw0Miw0Ml0'
 */
export function encodePaginationKey({ orderBy, descending, cursor }: KeyContent): string {
  return Buffer.from(
    JSON.stringify([orderBy, descending ? 1 : 0, cursor.value, cursor.id]),
  ).toString('base64url');
}

/**
 * The cursor in a pagination key, when the key is well formed and was made for the same
 * ordering; undefined otherwise (a key from another ordering would skip or repeat products).
 *
 * @example
 * decodePaginationKey('WyJpZCIsMSw0Miw0Ml0', 'id', true) // { value: 42, id: 42 }
 * decodePaginationKey('WyJpZCIsMSw0Miw0Ml0', 'title', true) // undefined
 */
export function decodePaginationKey(
  key: string,
  orderBy: ProductOrdering,
  descending: boolean,
): PageCursor | undefined {
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(key, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: not a key this server made.
    return undefined;
  }
  if (!Array.isArray(content) || content.length !== 4) return undefined;
  const [keyOrderBy, keyDescending, value, id] = content as unknown[];
  if (keyOrderBy !== orderBy || keyDescending !== (descending ? 1 : 0)) return undefined;
  if (!Number.isSafeInteger(id)) return undefined;
  const textual = TEXT_ORDERINGS.includes(orderBy);
  if (textual ? typeof value !== 'string' : !Number.isSafeInteger(value)) return undefined;
  return { value: value as string | number, id: id as number };
}
