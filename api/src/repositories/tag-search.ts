import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { bytewise, containsText } from './sql-text.js';
import type { TagRecord } from './tags.js';

/** What the admin's tag table sorts by: id, name, language, the group (in filter order), position. */
export const TAG_ORDERINGS = ['id', 'name', 'language', 'tagGroup', 'position'] as const;
export type TagOrdering = (typeof TAG_ORDERINGS)[number];

export interface TagQuery {
  /** Words in sort-key form, each of which must occur in the tag's name. */
  readonly words: readonly string[];
  readonly orderBy: TagOrdering;
  readonly descending: boolean;
  readonly limit: number;
  readonly offset: number;
}

/** The admin's tag table (admin.md §2 /admin/tags): every tag of every language and group. */
export interface TagSearchRepository {
  search(query: TagQuery): Promise<{ rows: TagRecord[]; count: number }>;
}

export function createTagSearchRepository(database: Database): TagSearchRepository {
  const {
    db,
    tables: { tags, tagGroups },
  } = database;
  // A tag without a group sorts after the grouped ones ascending, on both dialects.
  const sortKeys: Record<TagOrdering, SQL[]> = {
    id: [],
    name: [bytewise(database, tags.nameKey)],
    language: [bytewise(database, tags.language)],
    tagGroup: [sql`(${tagGroups.position} is null)`, sql`${tagGroups.position}`],
    position: [sql`${tags.position}`],
  };
  return {
    async search(query) {
      const where = and(...query.words.map((word) => containsText(tags.nameKey, word)));
      const direction = query.descending ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select({ tag: tags, group: tagGroups })
          .from(tags)
          .leftJoin(tagGroups, eq(tags.tagGroupId, tagGroups.id))
          .where(where)
          .orderBy(...sortKeys[query.orderBy].map(direction), direction(tags.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ count: count() }).from(tags).where(where),
      ]);
      return { rows, count: total?.count ?? 0 };
    },
  };
}
