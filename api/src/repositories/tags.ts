import { type Language, sortKey } from '@tenace/model';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export type TagRow = Database['tables']['tags']['$inferSelect'];
export type TagGroupRow = Database['tables']['tagGroups']['$inferSelect'];
/** A tag as written: the search key is derived from the name. */
export type NewTag = Omit<TagRow, 'id' | 'nameKey'>;

/** A tag with its group, if it has one. */
export interface TagRecord {
  readonly tag: TagRow;
  readonly group: TagGroupRow | null;
}

/** A tag of a product. */
export type ProductTagRecord = TagRecord & { readonly productId: number };

/** Tags and tag groups (admin.md §3 "Tag"), and the tags users follow. */
export interface TagRepository {
  /** The tags (of one language when given), by group position (none last), position and name. */
  all(language?: Language): Promise<TagRecord[]>;
  groups(): Promise<TagGroupRow[]>;
  byIds(ids: readonly number[]): Promise<TagRecord[]>;
  /** Each product's tags, in the same order as {@link all}. */
  ofProducts(productIds: readonly number[]): Promise<ProductTagRecord[]>;
  /** Every product's tags, in the same order as {@link all} (the catalogue read model's load). */
  ofAllProducts(): Promise<ProductTagRecord[]>;
  ofUser(userId: number): Promise<TagRecord[]>;
  /** Makes `tagIds` the user's tags: removes the others, adds the missing ones. */
  setUserTags(userId: number, tagIds: readonly number[]): Promise<void>;
  insertGroup(group: Omit<TagGroupRow, 'id'>): Promise<TagGroupRow>;
  insert(tag: NewTag): Promise<TagRow>;
  tagProduct(productId: number, tagIds: readonly number[]): Promise<void>;
}

export function createTagRepository({
  db,
  tables: { tags, tagGroups, productTags, userTags },
}: Database): TagRepository {
  // Tags without a group last, on both dialects (PostgreSQL sorts nulls last, SQLite first).
  const order = [
    asc(sql`${tagGroups.position} is null`),
    asc(tagGroups.position),
    asc(tags.position),
    asc(tags.name),
    asc(tags.id),
  ];
  const records = () =>
    db
      .select({ tag: tags, group: tagGroups })
      .from(tags)
      .leftJoin(tagGroups, eq(tags.tagGroupId, tagGroups.id));
  const ofProducts = (condition: SQL) =>
    db
      .select({ productId: productTags.productId, tag: tags, group: tagGroups })
      .from(productTags)
      .innerJoin(tags, eq(productTags.tagId, tags.id))
      .leftJoin(tagGroups, eq(tags.tagGroupId, tagGroups.id))
      .where(condition)
      .orderBy(...order);
  // One product's tags (a product page, a hand's set) are asked for most: prepared once, like
  // products.ts's single record.
  const ofOneProduct = ofProducts(eq(productTags.productId, sql.placeholder('productId'))).prepare(
    'tags_of_product',
  );
  return {
    all(language) {
      return records()
        .where(language === undefined ? undefined : eq(tags.language, language))
        .orderBy(...order);
    },
    groups() {
      return db.select().from(tagGroups).orderBy(asc(tagGroups.position), asc(tagGroups.id));
    },
    async byIds(ids) {
      if (ids.length === 0) return [];
      return records()
        .where(inArray(tags.id, [...ids]))
        .orderBy(...order);
    },
    async ofProducts(productIds) {
      if (productIds.length === 0) return [];
      if (productIds.length === 1) return ofOneProduct.execute({ productId: productIds[0] });
      return ofProducts(inArray(productTags.productId, [...productIds]));
    },
    async ofAllProducts() {
      // The pairs, and the few tags they name once each: every product's tags then share them.
      // One after another, as the read model's snapshot asks (products.ts `allRecords`).
      const everyTag = await records().orderBy(...order);
      const pairs = await db
        .select({ productId: productTags.productId, tagId: productTags.tagId })
        .from(productTags);
      const rank = new Map(everyTag.map((record, index) => [record.tag.id, index]));
      return pairs
        .flatMap(({ productId, tagId }) => {
          const index = rank.get(tagId);
          return index === undefined ? [] : [{ index, productId }];
        })
        .sort((a, b) => a.index - b.index)
        .flatMap(({ index, productId }) => {
          const record = everyTag[index];
          return record === undefined ? [] : [{ productId, tag: record.tag, group: record.group }];
        });
    },
    ofUser(userId) {
      return db
        .select({ tag: tags, group: tagGroups })
        .from(userTags)
        .innerJoin(tags, eq(userTags.tagId, tags.id))
        .leftJoin(tagGroups, eq(tags.tagGroupId, tagGroups.id))
        .where(eq(userTags.userId, userId))
        .orderBy(...order);
    },
    async setUserTags(userId, tagIds) {
      // Two idempotent statements rather than a transaction (the SQLite driver's are synchronous):
      // whichever of two concurrent calls runs last decides.
      await db
        .delete(userTags)
        .where(
          tagIds.length === 0
            ? eq(userTags.userId, userId)
            : and(eq(userTags.userId, userId), notInArray(userTags.tagId, [...tagIds])),
        );
      if (tagIds.length > 0) {
        await db
          .insert(userTags)
          .values(tagIds.map((tagId) => ({ userId, tagId })))
          .onConflictDoNothing();
      }
    },
    async insertGroup(group) {
      const [row] = await db.insert(tagGroups).values(group).returning();
      if (row === undefined) throw new Error('insert into tag_groups returned no row');
      return row;
    },
    async insert(tag) {
      const [row] = await db
        .insert(tags)
        .values({ ...tag, nameKey: sortKey(tag.name) })
        .returning();
      if (row === undefined) throw new Error('insert into tags returned no row');
      return row;
    },
    async tagProduct(productId, tagIds) {
      if (tagIds.length === 0) return;
      await db
        .insert(productTags)
        .values(tagIds.map((tagId) => ({ productId, tagId })))
        .onConflictDoNothing();
    },
  };
}
