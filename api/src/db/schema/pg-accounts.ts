/**
 * The PostgreSQL tables of the accounts: users, sessions, the addresses they logged in from,
 * failed logins, one-time codes, the e-mail outbox.
 */

import { CURRENCIES, LANGUAGES, USER_TYPES } from '@tenace/model';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { CODE_PURPOSES } from '../../domain/code-purpose.js';
import { oneOf } from './one-of.js';
import { utc } from './pg-columns.js';

/** storefront.md §3 "User". A pending account (created on someone's behalf) has no password yet. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored trimmed and lower-cased, so uniqueness ignores case. */
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    type: text('type', { enum: USER_TYPES }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    confirmed: boolean('confirmed').notNull(),
    inTheRed: boolean('in_the_red').notNull(),
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

/** A login session: only the SHA-256 of its bearer token is stored, so a database leak grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin behind an impersonation session (DESIGN.md "Decisions"); null otherwise. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: utc('created_at').notNull(),
    expiresAt: utc('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * The client addresses each user logged in from, and when last: a known client of an account is
 * throttled only on its own failures with that account, so guesses from elsewhere never lock the
 * owner out (docs/decisions.md "Login throttling and client addresses").
 */
export const loginClients = pgTable(
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

/**
 * Failed logins per throttle key (an account, a client, or both), with the wait they impose:
 * counted in the database so that several processes share one count (DESIGN.md "Decisions").
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: utc('last_failure_at').notNull(),
    /** After this the key starts afresh, and housekeeping deletes it. */
    forgetAt: utc('forget_at').notNull(),
  },
  (table) => [index('login_failures_forget_at_idx').on(table.forgetAt)],
);

/** One-time codes sent by e-mail (password reset, account activation); stored hashed like sessions. */
export const userCodes = pgTable(
  'user_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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

/** The e-mail outbox (DESIGN.md "Decisions"): every message is written here first, then sent. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    createdAt: utc('created_at').notNull(),
    sentAt: utc('sent_at'),
    attempts: integer('attempts').notNull(),
    lastError: text('last_error'),
    /**
     * What the message is, for messages that must go once (a purchase's receipt, a gift's
     * e-mails): unique, so fulfilment run again after a crash queues no second copy.
     */
    onceKey: text('once_key').unique(),
  },
  (table) => [index('email_outbox_sent_at_idx').on(table.sentAt)],
);
