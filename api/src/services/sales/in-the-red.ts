import type { SalesDeps } from './sales-deps.js';

/**
 * Whether a user is in the red (storefront.md §3 `User.inTheRed`, the header's red banner),
 * decided here only, for both providers: while any of their plans has a renewal that failed and
 * is still unpaid (`renewalUnpaid`, which renewals.ts keeps from the provider's subscription).
 * So a paid renewal of one plan does not clear it while another is past due. Making a card
 * default clears it at once (storefront.md §4 "Cards"); the next renewal event sets it again
 * from the plans.
 */
export function createInTheRed(deps: Pick<SalesDeps, 'purchases' | 'now'>) {
  return {
    refresh(userId: number): Promise<boolean> {
      return deps.purchases.refreshInTheRed(userId, deps.now());
    },
  };
}
