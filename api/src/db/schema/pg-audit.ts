/**
 * The PostgreSQL audit log (DESIGN.md "Decisions": the audit log): one row per staff
 * write, appended in the write's transaction and never changed: a trigger of the migration
 * refuses UPDATE, DELETE and TRUNCATE.
 */

import { AUDITED_ENTITIES } from '@tenace/model';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.js';
import { users } from './pg-accounts.js';
import { utc } from './pg-columns.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    at: utc('at').notNull(),
    /** Who wrote: the admin behind an impersonation session, else the session's user. */
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The impersonated user, when the write was made while impersonating; null otherwise. */
    onBehalfOfId: integer('on_behalf_of_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The GraphQL operation (createProductLink, …). */
    operation: text('operation').notNull(),
    entityType: text('entity_type', { enum: AUDITED_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    /** The entity's written fields before the write, as a JSON object; null when it was created. */
    fieldsBefore: text('fields_before'),
    /** The same fields after the write, as a JSON object; null when it was removed. */
    fieldsAfter: text('fields_after'),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    check('audit_log_entity_type_check', oneOf(table.entityType, AUDITED_ENTITIES)),
  ],
);
