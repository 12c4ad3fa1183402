/**
 * The SQLite tables of the content, column for column those of `pg-content.ts`
 * (see there for what each holds).
 */

import { ARTICLE_STATUSES, PLAN_TYPES } from '@tenace/model';
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import { HAND_STATUSES, USER_HAND_STATUSES } from '../../domain/hand-status.js';
import { oneOf } from './one-of.js';
import { users } from './sqlite-accounts.js';
import { prices, products } from './sqlite-catalogue.js';
import { flag, utc } from './sqlite-columns.js';

export const subscriptionPlans = sqliteTable(
  'subscription_plans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type', { enum: PLAN_TYPES }).notNull(),
    priceId: integer('price_id')
      .notNull()
      .references(() => prices.id, { onDelete: 'restrict' }),
  },
  (table) => [
    unique('subscription_plans_subscription_type_unique').on(table.subscriptionId, table.type),
    check('subscription_plans_type_check', oneOf(table.type, PLAN_TYPES)),
  ],
);

export const articles = sqliteTable(
  'articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    publicId: text('public_id').notNull().unique(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    summary: text('summary').notNull(),
    status: text('status', { enum: ARTICLE_STATUSES }).notNull(),
    publishDateTime: utc('publish_date_time'),
    freeToRead: flag('free_to_read').notNull(),
    createdAt: utc('created_at').notNull(),
    updatedAt: utc('updated_at').notNull(),
  },
  (table) => [
    index('articles_subscription_id_idx').on(table.subscriptionId, table.publishDateTime),
    check('articles_status_check', oneOf(table.status, ARTICLE_STATUSES)),
  ],
);

export const hands = sqliteTable(
  'hands',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    status: text('status', { enum: HAND_STATUSES }).notNull(),
    handJson: text('hand_json').notNull(),
    freeToPlay: flag('free_to_play').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /**
     * Moves on with every change of `handJson`, so a learner's saved progress knows whether it
     * was made on the hand as it is (docs/decisions.md "Edits never break a learner").
     */
    contentVersion: integer('content_version').notNull().default(1),
    createdAt: utc('created_at').notNull(),
    updatedAt: utc('updated_at').notNull(),
  },
  (table) => [
    index('hands_product_id_idx').on(table.productId, table.position),
    index('hands_article_id_idx').on(table.articleId, table.position),
    check('hands_status_check', oneOf(table.status, HAND_STATUSES)),
    check(
      'hands_one_parent_check',
      sql`(${table.productId} is null) <> (${table.articleId} is null)`,
    ),
  ],
);

export const userHands = sqliteTable(
  'user_hands',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    handId: integer('hand_id')
      .notNull()
      .references(() => hands.id, { onDelete: 'cascade' }),
    status: text('status', { enum: USER_HAND_STATUSES }).notNull(),
    step: text('step').notNull(),
    /** The hand's `contentVersion` the step was saved on; null for progress saved before it was kept. */
    handVersion: integer('hand_version'),
    updatedAt: utc('updated_at').notNull(),
  },
  (table) => [
    unique('user_hands_user_hand_unique').on(table.userId, table.handId),
    index('user_hands_hand_id_idx').on(table.handId),
    check('user_hands_status_check', oneOf(table.status, USER_HAND_STATUSES)),
  ],
);
