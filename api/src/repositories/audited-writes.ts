import type { AuditedEntity } from '@tenace/model';
import type { Database } from '../db/database.js';
import { type AuditFields, createAuditLogRepository } from './audit-log.js';

/** Who a staff write is recorded against. */
export interface AuditActor {
  /** The person acting: the admin behind an impersonation session, else the session's user. */
  readonly userId: number;
  /** The impersonated user, when the session is an impersonation; null otherwise. */
  readonly onBehalfOfId: number | null;
}

/** What one write did to one entity: its written fields before and after. */
export interface AuditedChange {
  readonly entityType: AuditedEntity;
  readonly entityId: number;
  /** Null when the write created the entity. */
  readonly before: AuditFields | null;
  /** Null when the write removed it. */
  readonly after: AuditFields | null;
}

/** Appends the audit row of a change, in the transaction of the write. */
export type RecordChange = (change: AuditedChange) => Promise<void>;

/**
 * Staff writes with their audit rows (DESIGN.md "Decisions": every staff write is recorded in
 * the same transaction as the write): both commit, or neither.
 */
export interface AuditedWrites<Repositories> {
  /**
   * Runs `work` in one transaction, over `Repositories` of that transaction; each `record` call
   * appends a row for `operation` by `actor`. A rejection of `work` (or of a `record`) rolls back
   * the change and its rows alike; on SQLite, as `Database.transaction` says, a statement another
   * request issued meanwhile goes with them, so `work` checks what it can before it writes.
   *
   * @example
   * await writes.run({ actor, operation: 'deleteProductLink' }, async ({ links }, record) => {
   *   const removed = await links.remove(id);
   *   await record({ entityType: 'Product', entityId: removed.productId, before: { linkId: removed.linkId }, after: null });
   * });
   */
  run<T>(
    write: { readonly actor: AuditActor; readonly operation: string },
    work: (repositories: Repositories, record: RecordChange) => Promise<T>,
  ): Promise<T>;
}

/** `repositoriesOf` builds the repositories `work` writes with, over the transaction's database. */
export function createAuditedWrites<Repositories>(
  database: Database,
  repositoriesOf: (transaction: Database) => Repositories,
  now: () => Date,
): AuditedWrites<Repositories> {
  return {
    run({ actor, operation }, work) {
      return database.transaction((transaction) => {
        const log = createAuditLogRepository(transaction);
        const record: RecordChange = async (change) => {
          await log.append({
            at: now(),
            actorId: actor.userId,
            onBehalfOfId: actor.onBehalfOfId,
            operation,
            ...change,
          });
        };
        return work(repositoriesOf(transaction), record);
      });
    },
  };
}
