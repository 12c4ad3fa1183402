import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { PurchaseItemRow, PurchaseRow } from './purchases.js';

/** A paid gift not yet linked to an account, with its purchase (for the buyer). */
export interface HeldGift {
  readonly item: PurchaseItemRow;
  readonly purchase: PurchaseRow;
}

/**
 * Gifts waiting for their address to be proven (docs/decisions.md "Account addresses"): paid
 * gift items bought for an address whose account had not confirmed it when they were fulfilled.
 */
export interface HeldGiftRepository {
  /** The Succeeded purchases' gift items for `email` (normalised) that no account holds yet. */
  unlinked(email: string): Promise<HeldGift[]>;
}

export function createHeldGiftRepository({
  db,
  tables: { purchases, purchaseItems },
}: Database): HeldGiftRepository {
  return {
    async unlinked(email) {
      const rows = await db
        .select({ item: purchaseItems, purchase: purchases })
        .from(purchaseItems)
        .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
        .where(
          and(
            eq(purchaseItems.giftToEmail, email),
            isNull(purchaseItems.giftedToUserId),
            eq(purchases.status, 'Succeeded'),
          ),
        )
        .orderBy(purchaseItems.id);
      return rows;
    },
  };
}
