/**
 * The product list's filters and sorting (storefront.md §2 "Product list filters"), kept in the
 * URL's query (`/products/all?Difficulty=Beginner&sort=title`, as admin.md §2 links
 * `/products/all?Purchase+type=Subscription`).
 */

/** The filter groups, in order; each is a query parameter named as the spec names the group. */
export const FILTER_GROUPS = ['Purchase type', 'Difficulty', 'System', 'Type', 'Author'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** The tag groups (by English name) that feed a filter group. */
export const TAG_FILTER_GROUPS = ['Difficulty', 'System', 'Type'] as const;

/** storefront.md §2: newest first (by id), title A-Z, author surname A-Z, price low to high. */
export const SORTS = ['newest', 'title', 'author', 'price'] as const;
export type Sort = (typeof SORTS)[number];

export const SORT_ORDERING: Readonly<
  Record<
    Sort,
    { orderBy: 'id' | 'title' | 'authorLastName' | 'price'; orderByDirection: 'asc' | 'desc' }
  >
> = {
  newest: { orderBy: 'id', orderByDirection: 'desc' },
  title: { orderBy: 'title', orderByDirection: 'asc' },
  author: { orderBy: 'authorLastName', orderByDirection: 'asc' },
  price: { orderBy: 'price', orderByDirection: 'asc' },
};

export function sortOf(params: URLSearchParams): Sort {
  const sort = params.get('sort');
  return (SORTS as readonly (string | null)[]).includes(sort) ? (sort as Sort) : 'newest';
}

/** The `tags` argument of dynamoProductSearch: one list per group that has a choice. */
export function tagsOf(params: URLSearchParams): string[][] {
  return FILTER_GROUPS.map((group) => params.getAll(group)).filter((values) => values.length > 0);
}

/** The query with one value switched on or off in a group (the sort is kept). */
export function toggleFilter(
  params: URLSearchParams,
  group: FilterGroup,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const values = next.getAll(group);
  next.delete(group);
  const kept = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  for (const v of kept) next.append(group, v);
  return next;
}
