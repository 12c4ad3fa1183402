import type { AuditedEntity } from '@tenace/model';
import type { AuditFields, AuditRecord } from '../../repositories/audit-log.js';

/** The GraphQL `AuditUser`. */
export interface AuditUserView {
  readonly id: number;
  readonly fullName: string;
}

/** The GraphQL `AuditChange`: a field's values as JSON text, null where absent. */
export interface AuditChangeView {
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
}

/** The GraphQL `AuditEntry` (schema/staff.graphql). */
export interface AuditEntryView {
  readonly id: number;
  readonly at: string;
  readonly actor: AuditUserView;
  readonly onBehalfOf: AuditUserView | null;
  readonly operation: string;
  readonly entityType: AuditedEntity;
  readonly entityId: number;
  readonly changes: readonly AuditChangeView[];
}

const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * The fields whose values differ between `before` and `after` (either may be null: created or
 * removed), in the order they were written: `before`'s fields, then those only `after` has.
 */
export function changedFields(
  before: AuditFields | null,
  after: AuditFields | null,
): AuditChangeView[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const change = { field, before: asJson(before?.[field]), after: asJson(after?.[field]) };
    return change.before === change.after ? [] : [change];
  });
}

/** Presents a row; `nameOf` gives a user's full name by id. */
export function presentAuditRecord(
  record: AuditRecord,
  nameOf: (userId: number) => string,
): AuditEntryView {
  const user = (id: number) => ({ id, fullName: nameOf(id) });
  return {
    id: record.id,
    at: record.at.toISOString(),
    actor: user(record.actorId),
    onBehalfOf: record.onBehalfOfId === null ? null : user(record.onBehalfOfId),
    operation: record.operation,
    entityType: record.entityType,
    entityId: record.entityId,
    changes: changedFields(record.before, record.after),
  };
}
