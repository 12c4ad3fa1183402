import type { PurchaseRow } from '../../repositories/purchases.js';
import type { Fulfilment } from './fulfilment.js';
import { SALES_MESSAGES } from './messages.js';
import type { SalesDeps } from './sales-deps.js';
import { isWaiting, type Settlement } from './settlement.js';

/** How long a purchase may wait for the provider before reconciliation asks it. */
export const RECONCILE_AFTER_MS = 10 * 60_000;

/**
 * How long a purchase may wait for its customer (authentication, the bank) before
 * reconciliation cancels its payment: its claims and voucher are then free for a new checkout
 * (docs/decisions.md "Checkout once").
 */
export const ABANDON_AFTER_MS = 60 * 60_000;

/** How often the server reconciles waiting purchases. */
export const RECONCILE_INTERVAL_MS = 5 * 60_000;

/**
 * Settles the purchases that waited for the provider longer than {@link RECONCILE_AFTER_MS}
 * (a webhook lost, a browser closed, the process killed), and finishes the grants of a
 * Succeeded purchase whose fulfilment was interrupted: a payment taken is never left ungranted.
 * A purchase whose process died before it kept its intent's id is found by its idempotency key;
 * one the provider never saw is cancelled, and one still waiting for its customer after
 * {@link ABANDON_AFTER_MS} has its payment cancelled: both give their voucher back. A provider
 * that does not renew by itself (the local one) renews its due subscriptions here. Answers how
 * many subscriptions and purchases it looked at.
 */
export function createReconciliation(
  deps: SalesDeps,
  fulfilment: Fulfilment,
  settlement: Settlement,
) {
  const { settle, markFailed, intentOf, cancelPayment } = settlement;

  const settleWaiting = async (purchase: PurchaseRow, abandoned: number) => {
    const intent = await intentOf(purchase);
    if (intent === undefined) {
      if (purchase.stripeId === null)
        await markFailed(purchase, SALES_MESSAGES.paymentNotCompleted, 'Canceled');
      return;
    }
    const settled = await settle(purchase.id, intent);
    if (isWaiting(settled) && settled.purchaseDate.getTime() < abandoned) {
      if ((await cancelPayment(settled)) === undefined)
        await markFailed(settled, SALES_MESSAGES.paymentNotCompleted, 'Canceled');
    }
  };

  /** Runs `work` for one purchase; a failure is logged and left for the next round. */
  const each = async (purchase: PurchaseRow, work: (purchase: PurchaseRow) => Promise<void>) => {
    try {
      await work(purchase);
    } catch (error) {
      // One purchase the provider cannot answer about must not hold up the others.
      deps.logger.error('reconciling a purchase failed', { purchaseId: purchase.id, error });
    }
  };

  return async function reconcile(): Promise<number> {
    const renewed = (await deps.provider.renewDue?.()) ?? 0;
    const before = new Date(deps.now().getTime() - RECONCILE_AFTER_MS);
    const interrupted = await deps.purchases.unfulfilled(before);
    for (const purchase of interrupted) await each(purchase, fulfilment.fulfil);
    const abandoned = deps.now().getTime() - ABANDON_AFTER_MS;
    const waiting = await deps.purchases.unsettled(before);
    for (const purchase of waiting) await each(purchase, (p) => settleWaiting(p, abandoned));
    return renewed + interrupted.length + waiting.length;
  };
}
