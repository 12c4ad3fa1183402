/**
 * The SQLite tables of PBN uploads (hands.md §3 "Pbn upload record", §4 "PBN upload"): one
 * row per uploaded file, and one per game read from it with the Draft hand made from it and the
 * problems the engine reported there.
 */

import { PBN_UPLOAD_STATUSES } from '@tenace/model';
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import { oneOf } from './one-of.js';
import { users } from './sqlite-accounts.js';
import { products } from './sqlite-catalogue.js';
import { utc } from './sqlite-columns.js';
import { articles, hands } from './sqlite-content.js';

/**
 * An uploaded file: `fileName` is its stored name under `pbns/`, unique (uploads.graphql); its
 * parent is a set (`productId`) or an article, as a hand's is.
 */
export const pbnUploads = sqliteTable(
  'pbn_uploads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fileName: text('file_name').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: PBN_UPLOAD_STATUSES }).notNull(),
    error: text('error'),
    createdAt: utc('created_at').notNull(),
    updatedAt: utc('updated_at').notNull(),
  },
  (table) => [
    unique('pbn_uploads_file_name_unique').on(table.fileName),
    index('pbn_uploads_product_id_idx').on(table.productId),
    index('pbn_uploads_article_id_idx').on(table.articleId),
    check('pbn_uploads_status_check', oneOf(table.status, PBN_UPLOAD_STATUSES)),
    check(
      'pbn_uploads_one_parent_check',
      sql`(${table.productId} is null) <> (${table.articleId} is null)`,
    ),
  ],
);

/** A game of an uploaded file: its place, the hand's title, the hand, the problems as JSON. */
export const pbnUploadGames = sqliteTable(
  'pbn_upload_games',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => pbnUploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    handId: integer('hand_id').references(() => hands.id, { onDelete: 'set null' }),
    problems: text('problems').notNull(),
  },
  (table) => [unique('pbn_upload_games_upload_position_unique').on(table.uploadId, table.position)],
);
