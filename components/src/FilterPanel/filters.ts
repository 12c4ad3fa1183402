/**
 * The product list's filter groups (storefront.md §2 Screens: "Purchase type (OneOff,
 * Subscription), Difficulty, System, Type, Author; groups with more than 5 tags collapse"; §9).
 */

export const FILTER_GROUPS = ['PurchaseType', 'Difficulty', 'System', 'Type', 'Author'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** storefront.md §2: the purchase types. */
export const PURCHASE_TYPES = ['OneOff', 'Subscription'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/** storefront.md §9: "filter groups collapse above 5 tags"; a collapsed group shows this many. */
export const FILTER_COLLAPSE_AT = 5;

export interface FilterTag {
  readonly id: string;
  /** The tag's name in the user's language. */
  readonly name: string;
}

export interface FilterGroupTags {
  readonly group: FilterGroup;
  readonly tags: readonly FilterTag[];
}

/** The chosen tag ids per group. */
export type FilterSelection = Readonly<Partial<Record<FilterGroup, readonly string[]>>>;

/** Whether a group starts collapsed: over 5 tags, and none of the hidden ones chosen. */
export function startsCollapsed(tags: readonly FilterTag[], chosen: readonly string[]): boolean {
  return (
    tags.length > FILTER_COLLAPSE_AT &&
    !tags.slice(FILTER_COLLAPSE_AT).some((tag) => chosen.includes(tag.id))
  );
}

/**
 * The selection as the product search takes its tags: a list per group with a choice, in group
 * order (storefront.md §7: "tags as list of lists").
 */
export function selectionTags(selection: FilterSelection): string[][] {
  return FILTER_GROUPS.map((group) => [...(selection[group] ?? [])]).filter(
    (tags) => tags.length > 0,
  );
}
