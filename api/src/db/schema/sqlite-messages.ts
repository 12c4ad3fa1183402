/**
 * The SQLite tables of the messages, column for column those of `pg-messages.ts`
 * (see there for what each holds).
 */
import { check, index, integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import { JOB_STATUSES } from '../../domain/job-status.js';
import { oneOf } from './one-of.js';
import { users } from './sqlite-accounts.js';
import { products } from './sqlite-catalogue.js';
import { utc } from './sqlite-columns.js';

export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  createdAt: utc('created_at').notNull(),
});

export const sampleSignups = sqliteTable(
  'sample_signups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull(),
  },
  (table) => [
    unique('sample_signups_email_subscription_unique').on(table.email, table.subscriptionId),
  ],
);

export const jobs = sqliteTable(
  'jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull(),
    attempts: integer('attempts').notNull(),
    runAt: utc('run_at').notNull(),
    lockedAt: utc('locked_at'),
    finishedAt: utc('finished_at'),
    lastError: text('last_error'),
    createdAt: utc('created_at').notNull(),
  },
  (table) => [
    index('jobs_status_run_at_idx').on(table.status, table.runAt),
    check('jobs_status_check', oneOf(table.status, JOB_STATUSES)),
  ],
);
