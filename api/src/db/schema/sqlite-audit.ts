/**
 * The SQLite audit log, column for column that of `pg-audit.ts`; triggers of the migration
 * refuse UPDATE and DELETE.
 */

import { AUDITED_ENTITIES } from '@tenace/model';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { oneOf } from './one-of.js';
import { users } from './sqlite-accounts.js';
import { utc } from './sqlite-columns.js';

export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: utc('at').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    onBehalfOfId: integer('on_behalf_of_id').references(() => users.id, { onDelete: 'restrict' }),
    operation: text('operation').notNull(),
    entityType: text('entity_type', { enum: AUDITED_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    fieldsBefore: text('fields_before'),
    fieldsAfter: text('fields_after'),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    check('audit_log_entity_type_check', oneOf(table.entityType, AUDITED_ENTITIES)),
  ],
);
