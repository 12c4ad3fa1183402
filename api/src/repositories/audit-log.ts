import type { AuditedEntity } from '@tenace/model';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** An entity's written fields, as recorded: plain JSON values. */
export type AuditFields = Readonly<Record<string, unknown>>;

/** One row of the audit log, its fields parsed. */
export interface AuditRecord {
  readonly id: number;
  readonly at: Date;
  readonly actorId: number;
  readonly onBehalfOfId: number | null;
  readonly operation: string;
  readonly entityType: AuditedEntity;
  readonly entityId: number;
  /** Null when the write created the entity. */
  readonly before: AuditFields | null;
  /** Null when the write removed it. */
  readonly after: AuditFields | null;
}

export type NewAuditRecord = Omit<AuditRecord, 'id'>;

/**
 * The audit log (DESIGN.md "Decisions": the audit log): rows are appended and read, never changed. Written
 * through {@link createAuditedWrites}, in the transaction of the write it records.
 */
export interface AuditLogRepository {
  append(record: NewAuditRecord): Promise<AuditRecord>;
  /** An entity's rows, newest first. */
  ofEntity(entityType: AuditedEntity, entityId: number): Promise<AuditRecord[]>;
}

const toJson = (fields: AuditFields | null) => (fields === null ? null : JSON.stringify(fields));
const fromJson = (text: string | null): AuditFields | null =>
  text === null ? null : (JSON.parse(text) as AuditFields);

export function createAuditLogRepository({
  db,
  tables: { auditLog },
}: Database): AuditLogRepository {
  const parse = ({ fieldsBefore, fieldsAfter, ...row }: typeof auditLog.$inferSelect) => ({
    ...row,
    before: fromJson(fieldsBefore),
    after: fromJson(fieldsAfter),
  });
  return {
    async append({ before, after, ...record }) {
      const [row] = await db
        .insert(auditLog)
        .values({ ...record, fieldsBefore: toJson(before), fieldsAfter: toJson(after) })
        .returning();
      if (row === undefined) throw new Error('insert into audit_log returned no row');
      return parse(row);
    },
    async ofEntity(entityType, entityId) {
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
        .orderBy(desc(auditLog.id));
      return rows.map(parse);
    },
  };
}
