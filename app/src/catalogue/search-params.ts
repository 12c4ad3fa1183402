/**
 * The search page's query (storefront.md §2 Search results, §7): the term, the chosen sort as
 * the kit names it (`/search?search=lead&sort=createdAt`, title by default), and the tags the
 * empty result suggests, grouped as the kit's SearchNoResults takes them.
 */
import {
  DEFAULT_SEARCH_SORT,
  SEARCH_SORTS,
  type SearchNoResultsProps,
  type SortKey,
  SUGGESTED_TAG_GROUPS,
} from '@tenace/components';

/** The sort in the query, or title (the spec's default) when it names no search sort. */
export function searchSortOf(params: URLSearchParams): SortKey {
  const sort = params.get('sort');
  return SEARCH_SORTS.find((option) => option === sort) ?? DEFAULT_SEARCH_SORT;
}

/** A tag as the SearchTags query selects it. */
export interface SearchTag {
  readonly name: string;
  readonly tagGroup?: { readonly nameEnGB: string } | null;
}

/** The tags of the suggested groups (system, difficulty, type), by the group's English name. */
export function suggestedTags(tags: readonly SearchTag[]): SearchNoResultsProps['tags'] {
  return Object.fromEntries(
    SUGGESTED_TAG_GROUPS.map((group) => [
      group,
      tags.filter((tag) => tag.tagGroup?.nameEnGB === group).map((tag) => tag.name),
    ]),
  );
}
