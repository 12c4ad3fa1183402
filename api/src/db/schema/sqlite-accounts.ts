/** The SQLite tables of the accounts, column for column those of `pg-accounts.ts`. */

import { CURRENCIES, LANGUAGES, USER_TYPES } from '@tenace/model';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CODE_PURPOSES } from '../../domain/code-purpose.js';
import { oneOf } from './one-of.js';
import { flag, utc } from './sqlite-columns.js';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    type: text('type', { enum: USER_TYPES }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    confirmed: flag('confirmed').notNull(),
    inTheRed: flag('in_the_red').notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    stripePaymentMethodId: text('stripe_payment_method_id'),
    /** When the user accepted the terms and conditions, and which version (legal/consent.ts). */
    termsAcceptedAt: utc('terms_accepted_at'),
    termsVersion: text('terms_version'),
    createdAt: utc('created_at').notNull(),
    updatedAt: utc('updated_at').notNull(),
  },
  (table) => [
    check('users_type_check', oneOf(table.type, USER_TYPES)),
    check('users_currency_check', oneOf(table.currency, CURRENCIES)),
    check('users_language_check', oneOf(table.language, LANGUAGES)),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: utc('created_at').notNull(),
    expiresAt: utc('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const loginClients = sqliteTable(
  'login_clients',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientIp: text('client_ip').notNull(),
    lastLoginAt: utc('last_login_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.clientIp] }),
    index('login_clients_last_login_at_idx').on(table.lastLoginAt),
  ],
);

export const loginFailures = sqliteTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: utc('last_failure_at').notNull(),
    forgetAt: utc('forget_at').notNull(),
  },
  (table) => [index('login_failures_forget_at_idx').on(table.forgetAt)],
);

export const userCodes = sqliteTable(
  'user_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    codeHash: text('code_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    /** For EmailConfirmation: the address the code proves (normalised); null for the others. */
    email: text('email'),
    createdAt: utc('created_at').notNull(),
    expiresAt: utc('expires_at').notNull(),
    usedAt: utc('used_at'),
  },
  (table) => [
    index('user_codes_user_id_idx').on(table.userId),
    check('user_codes_purpose_check', oneOf(table.purpose, CODE_PURPOSES)),
  ],
);

export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    createdAt: utc('created_at').notNull(),
    sentAt: utc('sent_at'),
    attempts: integer('attempts').notNull(),
    lastError: text('last_error'),
    onceKey: text('once_key').unique(),
  },
  (table) => [index('email_outbox_sent_at_idx').on(table.sentAt)],
);
