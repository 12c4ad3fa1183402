/**
 * The PostgreSQL tables of the catalogue (storefront.md §3, admin.md §3): prices, authors and
 * their links, tag groups and tags, products (sets, collections, subscriptions, gift vouchers),
 * their tags, the sets of a collection, product links, and the tags a user follows.
 */

import { AUTHOR_LINK_TYPES, LANGUAGES, PRODUCT_TYPES } from '@tenace/model';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.js';
import { users } from './pg-accounts.js';
import { utc } from './pg-columns.js';

/**
 * A price tier: one amount per currency, in minor units (DESIGN.md "Data"). Products and plans
 * point at a tier (admin.md §3 "Price: id, priceUSD"), so staff pick a tier, not six numbers.
 */
export const prices = pgTable(
  'prices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    priceUSD: integer('price_usd').notNull(),
    priceGBP: integer('price_gbp').notNull(),
    priceEUR: integer('price_eur').notNull(),
    priceCAD: integer('price_cad').notNull(),
    priceAUD: integer('price_aud').notNull(),
    priceNZD: integer('price_nzd').notNull(),
  },
  (table) => [
    check(
      'prices_not_negative_check',
      sql`${table.priceUSD} >= 0 and ${table.priceGBP} >= 0 and ${table.priceEUR} >= 0 and ${table.priceCAD} >= 0 and ${table.priceAUD} >= 0 and ${table.priceNZD} >= 0`,
    ),
  ],
);

/**
 * An author (admin.md §3 "Author"). `lastNameKey` and `nameKey` are the sort and search forms of
 * the names (`sortKey` of @tenace/model). `userId` is the author's own account, when they have one:
 * a Publisher touches only the content of the authors they are.
 */
export const authors = pgTable(
  'authors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    lastNameKey: text('last_name_key').notNull(),
    nameKey: text('name_key').notNull(),
    bio: text('bio').notNull(),
    avatarPath: text('avatar_path').notNull(),
    backgroundImagePath: text('background_image_path'),
    royaltyPercentage: integer('royalty_percentage').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull(),
    updatedAt: utc('updated_at').notNull(),
  },
  (table) => [
    index('authors_last_name_key_idx').on(table.lastNameKey),
    check('authors_language_check', oneOf(table.language, LANGUAGES)),
    check('authors_royalty_percentage_check', sql`${table.royaltyPercentage} between 0 and 100`),
  ],
);

/** An author's links; admin.md §3: each link type at most once per author. */
export const authorLinks = pgTable(
  'author_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    linkType: text('link_type', { enum: AUTHOR_LINK_TYPES }).notNull(),
    linkUrl: text('link_url').notNull(),
  },
  (table) => [
    unique('author_links_author_type_unique').on(table.authorId, table.linkType),
    check('author_links_link_type_check', oneOf(table.linkType, AUTHOR_LINK_TYPES)),
  ],
);

/**
 * A tag group (admin.md §3: System, Difficulty, Type, General) with its name in each interface
 * language; `position` orders the groups in the filters.
 */
export const tagGroups = pgTable('tag_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameEnGB: text('name_en_gb').notNull().unique(),
  nameNlNL: text('name_nl_nl').notNull().unique(),
  position: integer('position').notNull(),
});

/**
 * A tag, in one language (storefront.md §3 "Tag: id, name, language, tagGroup"). A tag without a
 * group is kept but shown as no chip (admin.md §3). `position` orders a group's tags (Difficulty:
 * Beginner, Improver, Intermediate, Advanced).
 */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    tagGroupId: integer('tag_group_id').references(() => tagGroups.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
  },
  (table) => [
    unique('tags_language_group_name_unique').on(table.language, table.tagGroupId, table.name),
    index('tags_name_idx').on(table.name),
    check('tags_language_check', oneOf(table.language, LANGUAGES)),
  ],
);

/**
 * A product (storefront.md §3 "Product"). `titleKey` is the title's sort form and `searchKey` the
 * search form of its title and description (`sortKey` of @tenace/model). A subscription's price is its
 * monthly plan's. `createdById` is the staff member who made it (a Publisher's own content).
 * admin.md §4: a product is promoted only while on sale.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    title: text('title').notNull(),
    titleKey: text('title_key').notNull(),
    description: text('description').notNull(),
    searchKey: text('search_key').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    coverImagePath: text('cover_image_path'),
    onSale: boolean('on_sale').notNull(),
    promoted: boolean('promoted').notNull(),
    productLinksEnabled: boolean('product_links_enabled').notNull(),
    priceId: integer('price_id')
      .notNull()
      .references(() => prices.id, { onDelete: 'restrict' }),
    authorId: integer('author_id').references(() => authors.id, { onDelete: 'restrict' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull(),
    updatedAt: utc('updated_at').notNull(),
  },
  (table) => [
    index('products_listing_idx').on(table.language, table.onSale),
    index('products_author_id_idx').on(table.authorId),
    index('products_title_key_idx').on(table.titleKey),
    check('products_type_check', oneOf(table.type, PRODUCT_TYPES)),
    check('products_language_check', oneOf(table.language, LANGUAGES)),
    check('products_promoted_on_sale_check', sql`${table.onSale} or not ${table.promoted}`),
  ],
);

/** The tags of a product. */
export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'product_tags_pk', columns: [table.productId, table.tagId] }),
    index('product_tags_tag_id_idx').on(table.tagId),
  ],
);

/** The sets of a collection, in `position` order (storefront.md §3 "Collection"); each set once. */
export const collectionSets = pgTable(
  'collection_sets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    setId: integer('set_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    unique('collection_sets_collection_set_unique').on(table.collectionId, table.setId),
    index('collection_sets_set_id_idx').on(table.setId),
  ],
);

/**
 * A shareable link to a product (admin.md §3 "Product link: id, linkId, per product and
 * language"). `linkId` is random and unguessable (DESIGN.md "Data").
 */
export const productLinks = pgTable(
  'product_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    linkId: text('link_id').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    createdAt: utc('created_at').notNull(),
  },
  (table) => [
    index('product_links_product_id_idx').on(table.productId),
    check('product_links_language_check', oneOf(table.language, LANGUAGES)),
  ],
);

/** The tags a user follows (storefront.md §3 "User: tags"; set by updateUserTags). */
export const userTags = pgTable(
  'user_tags',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ name: 'user_tags_pk', columns: [table.userId, table.tagId] })],
);
