import {
  CURRENCIES,
  type Currency,
  LANGUAGES,
  type Language,
  sortKey,
  tagVariants,
  USER_TYPES,
  type UserType,
} from '@tenace/model';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { TagOrdering } from '../../repositories/tag-search.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import { presentTag, type TagView } from '../catalogue/views.js';
import type { AdminCatalogueDeps } from './admin-catalogue-deps.js';
import { type AdminListArgs, type AdminListRules, adminListInput } from './admin-list-input.js';
import { presentStaffUser, type StaffUserView } from './admin-views.js';
import { ADMIN_LIST_PAGE, ADMIN_MESSAGES, TAG_ORDERINGS_BY_NAME } from './messages.js';

/** The tag table (admin.md §2 /admin/tags): admin.md §9's defaults, id ascending, 25 a page. */
const TAG_LIST: AdminListRules<TagOrdering> = {
  page: ADMIN_LIST_PAGE,
  orderings: TAG_ORDERINGS_BY_NAME,
  defaultOrdering: 'id',
  defaultDescending: false,
  badOrdering: ADMIN_MESSAGES.badTagOrdering,
  badLimit: ADMIN_MESSAGES.badLimit,
};

/** admin.md §7: TagSearch, TagById, Publishers and the enumeration lookups. */
export function createAdminTagsAndLookups(deps: AdminCatalogueDeps) {
  return {
    /** The tag table: every tag of every language, its group named in the tag's language. */
    async tagSearch(args: AdminListArgs): Promise<Outcome<{ tags: TagView[]; count: number }>> {
      const input = adminListInput(args, TAG_LIST);
      if (!input.ok) return input;
      const found = await deps.tagSearch.search(input.value);
      return succeed({ tags: found.rows.map(presentTag), count: found.count });
    },

    /** A tag for the edit panel. */
    async tagById(args: { id: number }): Promise<Outcome<TagView>> {
      const [tag] = await deps.tags.byIds([args.id]);
      return tag === undefined
        ? fail('NOT_FOUND', CATALOGUE_MESSAGES.tagNotFound)
        : succeed(presentTag(tag));
    },

    /** The tag's variants in the other content language (tag-variants.ts). */
    async variantsOf(tag: TagView): Promise<TagView[]> {
      const all = (await deps.tags.all()).map(presentTag);
      return tagVariants(tag, all);
    },

    /** The Publishers by surname then first name, accents and case aside (sort-key.ts). */
    async publishers(): Promise<Outcome<StaffUserView[]>> {
      const keyed = (await deps.staff.publishers()).map((user) => ({
        user,
        key: [sortKey(user.lastName), sortKey(user.firstName)] as const,
      }));
      keyed.sort(
        (a, b) =>
          compare(a.key[0], b.key[0]) || compare(a.key[1], b.key[1]) || a.user.id - b.user.id,
      );
      return succeed(keyed.map(({ user }) => presentStaffUser(user)));
    },

    languageEnum(): Outcome<readonly Language[]> {
      return succeed(LANGUAGES);
    },

    /** Staff types first, as USER_TYPES lists them. */
    userTypeEnum(): Outcome<readonly UserType[]> {
      return succeed(USER_TYPES);
    },

    currencyEnum(): Outcome<readonly Currency[]> {
      return succeed(CURRENCIES);
    },
  };
}

/** Sort keys compared code unit by code unit, as the databases compare them (sql-text.ts). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
