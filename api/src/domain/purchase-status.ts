import type { PurchaseStatus } from '@tenace/model';

/**
 * The statuses a purchase waits in for the provider; every other status is final
 * (storefront.md §3 "Purchase"). Only Succeeded grants ownership.
 */
export const WAITING_STATUSES = [
  'Pending',
  'RequiresAction',
  'Processing',
] as const satisfies readonly PurchaseStatus[];
