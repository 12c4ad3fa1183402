/**
 * The SQLite tables of the catalogue, column for column those of `pg-catalogue.ts`
 * (see there for what each holds).
 */

import { AUTHOR_LINK_TYPES, LANGUAGES, PRODUCT_TYPES } from '@tenace/model';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  unique,
} from 'drizzle-orm/sqlite-core';
import { oneOf } from './one-of.js';
import { users } from './sqlite-accounts.js';
import { flag, utc } from './sqlite-columns.js';

export const prices = sqliteTable(
  'prices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

export const authors = sqliteTable(
  'authors',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

export const authorLinks = sqliteTable(
  'author_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

export const tagGroups = sqliteTable('tag_groups', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  nameEnGB: text('name_en_gb').notNull().unique(),
  nameNlNL: text('name_nl_nl').notNull().unique(),
  position: integer('position').notNull(),
});

export const tags = sqliteTable(
  'tags',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    title: text('title').notNull(),
    titleKey: text('title_key').notNull(),
    description: text('description').notNull(),
    searchKey: text('search_key').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    coverImagePath: text('cover_image_path'),
    onSale: flag('on_sale').notNull(),
    promoted: flag('promoted').notNull(),
    productLinksEnabled: flag('product_links_enabled').notNull(),
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

export const productTags = sqliteTable(
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

export const collectionSets = sqliteTable(
  'collection_sets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

export const productLinks = sqliteTable(
  'product_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

export const userTags = sqliteTable(
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
