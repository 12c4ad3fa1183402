/**
 * The product list's filters and sorting (storefront.md §2 "Product list filters") as the kit's
 * FilterPanel and SortControl take them, kept in the URL's query
 * (`/products/all?Difficulty=Beginner&sort=title`; admin.md §2 links
 * `/products/all?Purchase+type=Subscription`). A tag's id in the panel is its name: the product
 * search takes tags by name.
 */
import {
  FILTER_GROUPS,
  type FilterGroup,
  type FilterGroupTags,
  type FilterSelection,
  PURCHASE_TYPES,
  type PurchaseType,
  type SortKey,
} from '@tenace/components';

/** Each group's query parameter, named as the spec names the group. */
export const FILTER_PARAMS: Readonly<Record<FilterGroup, string>> = {
  PurchaseType: 'Purchase type',
  Difficulty: 'Difficulty',
  System: 'System',
  Type: 'Type',
  Author: 'Author',
};

/** The tag groups (by English name) that feed a filter group. */
export const TAG_FILTER_GROUPS = ['Difficulty', 'System', 'Type'] as const;

/** storefront.md §2: newest first (by id), title A-Z, author surname A-Z, price low to high. */
export const LIST_ORDERING: Readonly<
  Partial<
    Record<
      SortKey,
      { orderBy: 'id' | 'title' | 'authorLastName' | 'price'; orderByDirection: 'asc' | 'desc' }
    >
  >
> = {
  newest: { orderBy: 'id', orderByDirection: 'desc' },
  title: { orderBy: 'title', orderByDirection: 'asc' },
  authorSurname: { orderBy: 'authorLastName', orderByDirection: 'asc' },
  price: { orderBy: 'price', orderByDirection: 'asc' },
};

/** The sort in the query when it is one of `options`, else newest first (the default). */
export function listSortOf(params: URLSearchParams, options: readonly SortKey[]): SortKey {
  const sort = params.get('sort');
  return options.find((option) => option === sort) ?? 'newest';
}

/** The chosen tags per group, read from the query. */
export function selectionOf(params: URLSearchParams): FilterSelection {
  return Object.fromEntries(
    FILTER_GROUPS.flatMap((group) => {
      const chosen = params.getAll(FILTER_PARAMS[group]);
      return chosen.length > 0 ? [[group, chosen]] : [];
    }),
  );
}

/** The query with the panel's selection in place of the old one (the sort is kept). */
export function withSelection(
  params: URLSearchParams,
  selection: FilterSelection,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const group of FILTER_GROUPS) {
    next.delete(FILTER_PARAMS[group]);
    for (const tag of selection[group] ?? []) next.append(FILTER_PARAMS[group], tag);
  }
  return next;
}

/** What the FilterTags query answers. */
export interface FilterTagsData {
  readonly tagGroups: readonly { readonly id: number; readonly nameEnGB: string }[] | null;
  readonly tags: readonly { readonly name: string; readonly tagGroupId: number | null }[] | null;
  readonly authors: readonly { readonly fullName: string }[] | null;
}

/**
 * The panel's groups in the spec's order: the purchase types (only with the subscriptions flag
 * on, storefront.md §1), the tags of the difficulty, system and type groups, and the authors.
 */
export function filterGroups(
  data: FilterTagsData | undefined,
  purchaseTypeName: (type: PurchaseType) => string,
  subscriptions: boolean,
): FilterGroupTags[] {
  const named = (names: readonly string[]) => names.map((name) => ({ id: name, name }));
  const tagGroups = TAG_FILTER_GROUPS.map((group) => {
    const id = data?.tagGroups?.find((g) => g.nameEnGB === group)?.id;
    const tags = (data?.tags ?? []).filter((tag) => id !== undefined && tag.tagGroupId === id);
    return { group, tags: named(tags.map((tag) => tag.name)) };
  });
  return [
    ...(subscriptions
      ? [
          {
            group: 'PurchaseType' as const,
            tags: PURCHASE_TYPES.map((type) => ({ id: type, name: purchaseTypeName(type) })),
          },
        ]
      : []),
    ...tagGroups,
    { group: 'Author', tags: named((data?.authors ?? []).map((author) => author.fullName)) },
  ];
}
