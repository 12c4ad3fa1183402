/**
 * storefront.md §7: search orders by product.title (default), product.createdAt,
 * product.author.last_name or product.price.priceUSD; §2: "choosing creation date switches to
 * descending, any other choice ascending".
 */
export const SEARCH_ORDERINGS = [
  'product.title',
  'product.createdAt',
  'product.author.last_name',
  'product.price.priceUSD',
] as const;
export type SearchOrdering = (typeof SEARCH_ORDERINGS)[number];

export function searchDirection(orderBy: SearchOrdering): 'asc' | 'desc' {
  return orderBy === 'product.createdAt' ? 'desc' : 'asc';
}

/** Each ordering's text key (the orderings hold dots, which i18next reads as nesting). */
export const SEARCH_ORDERING_KEYS: Readonly<Record<SearchOrdering, string>> = {
  'product.title': 'title',
  'product.createdAt': 'createdAt',
  'product.author.last_name': 'authorLastName',
  'product.price.priceUSD': 'price',
};
