import { type Language, sortKey } from '@tenace/model';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { NewTag, TagGroupRow, TagRow } from './tags.js';

/** Where a tag is used (admin.md §7 DeleteTag): a tag in use is kept. */
export interface TagUsage {
  /** The titles of the products (sets, collections, vouchers) tagged with it, by title. */
  readonly products: readonly string[];
  /** The titles of the subscriptions tagged with it, by title. */
  readonly subscriptions: readonly string[];
  /** How many users follow it (storefront.md §3 "User: tags"). */
  readonly followers: number;
}

/** The Admin's tag writes (admin.md §7 UpsertTag, DeleteTag), inside an audited transaction. */
export interface TagWriteRepository {
  byId(id: number): Promise<TagRow | undefined>;
  group(id: number): Promise<TagGroupRow | undefined>;
  /** The tags of one language and group (none: the tags without a group). */
  ofLanguageAndGroup(language: Language, tagGroupId: number | null): Promise<TagRow[]>;
  insert(tag: NewTag): Promise<TagRow>;
  /** Rewrites the tag's fields and returns it; undefined when there is none. */
  update(id: number, tag: NewTag): Promise<TagRow | undefined>;
  /** Deletes the tag and returns it; undefined when there was none. */
  remove(id: number): Promise<TagRow | undefined>;
  usage(id: number): Promise<TagUsage>;
}

export function createTagWriteRepository({
  db,
  tables: { tags, tagGroups, productTags, products, userTags },
}: Database): TagWriteRepository {
  const taggedTitles = (id: number, subscriptions: boolean) =>
    db
      .select({ title: products.title })
      .from(productTags)
      .innerJoin(products, eq(productTags.productId, products.id))
      .where(
        and(
          eq(productTags.tagId, id),
          subscriptions ? eq(products.type, 'Subscription') : ne(products.type, 'Subscription'),
        ),
      )
      .orderBy(asc(products.title), asc(products.id));
  return {
    async byId(id) {
      const [row] = await db.select().from(tags).where(eq(tags.id, id)).limit(1);
      return row;
    },
    async group(id) {
      const [row] = await db.select().from(tagGroups).where(eq(tagGroups.id, id)).limit(1);
      return row;
    },
    ofLanguageAndGroup(language, tagGroupId) {
      return db
        .select()
        .from(tags)
        .where(
          and(
            eq(tags.language, language),
            tagGroupId === null ? isNull(tags.tagGroupId) : eq(tags.tagGroupId, tagGroupId),
          ),
        )
        .orderBy(asc(tags.id));
    },
    async insert(tag) {
      const [row] = await db
        .insert(tags)
        .values({ ...tag, nameKey: sortKey(tag.name) })
        .returning();
      if (row === undefined) throw new Error('insert into tags returned no row');
      return row;
    },
    async update(id, tag) {
      const [row] = await db
        .update(tags)
        .set({ ...tag, nameKey: sortKey(tag.name) })
        .where(eq(tags.id, id))
        .returning();
      return row;
    },
    async remove(id) {
      const [row] = await db.delete(tags).where(eq(tags.id, id)).returning();
      return row;
    },
    async usage(id) {
      const [followers] = await db
        .select({ count: count() })
        .from(userTags)
        .where(eq(userTags.tagId, id));
      return {
        products: (await taggedTitles(id, false)).map((row) => row.title),
        subscriptions: (await taggedTitles(id, true)).map((row) => row.title),
        followers: followers?.count ?? 0,
      };
    },
  };
}
