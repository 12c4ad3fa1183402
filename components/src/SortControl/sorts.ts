/**
 * The sort orders of the product lists (storefront.md §2 Screens): the filterable list sorts by
 * newest first (by id), title A-Z, author surname A-Z (only when authors exist) and price low to
 * high; search results by title ascending by default, and "choosing creation date switches to
 * descending, any other choice ascending" (§7: orderings product.title, product.createdAt,
 * product.author.last_name, product.price.priceUSD).
 */

export const SORT_KEYS = ['newest', 'title', 'authorSurname', 'price', 'createdAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The filterable list's orders, author surname only when the listed products have authors. */
export function productListSorts(hasAuthors: boolean): SortKey[] {
  return hasAuthors ? ['newest', 'title', 'authorSurname', 'price'] : ['newest', 'title', 'price'];
}

/** The search results' orders, title first (the default). */
export const SEARCH_SORTS: readonly SortKey[] = ['title', 'createdAt', 'authorSurname', 'price'];

export const DEFAULT_SEARCH_SORT: SortKey = 'title';

/** An order as the productSearch query takes it (storefront.md §7). */
export interface SearchOrder {
  readonly orderBy: string;
  readonly orderByDirection: 'ASC' | 'DESC';
}

const SEARCH_ORDER_BY: Readonly<Record<SortKey, string>> = {
  title: 'product.title',
  createdAt: 'product.createdAt',
  authorSurname: 'product.author.last_name',
  price: 'product.price.priceUSD',
  // The search has no id order: newest is the creation date.
  newest: 'product.createdAt',
};

/** The productSearch arguments of a search sort: creation date descending, all else ascending. */
export function searchOrder(sort: SortKey): SearchOrder {
  return {
    orderBy: SEARCH_ORDER_BY[sort],
    orderByDirection: sort === 'createdAt' || sort === 'newest' ? 'DESC' : 'ASC',
  };
}
