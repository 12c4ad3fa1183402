/** The kinds of staff content the audit log records (schema/staff.graphql `AuditedEntity`). */
export const AUDITED_ENTITIES = ['Product', 'Subscription', 'Article'] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];
