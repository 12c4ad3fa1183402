/**
 * The PostgreSQL tables of what comes in and what waits: contact messages, sample sign-ups, and
 * the durable jobs (DESIGN.md "Decisions").
 */
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { JOB_STATUSES } from '../../domain/job-status.js';
import { oneOf } from './one-of.js';
import { users } from './pg-accounts.js';
import { products } from './pg-catalogue.js';
import { utc } from './pg-columns.js';

/** A message from the contact form (storefront.md §3 "Contact message"). */
export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  createdAt: utc('created_at').notNull(),
});

/** Who asked for a subscription's sample articles (storefront.md §4 "Sample sign-up"), once each. */
export const sampleSignups = pgTable(
  'sample_signups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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

/**
 * Long work (PBN conversion, e-mail delivery) as rows, so a restart loses nothing: `kind` names
 * the work, `payload` is its JSON input; a worker takes Queued jobs whose `runAt` has come.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
