import type { PurchaseStatus } from '@tenace/model';
import { WAITING_STATUSES } from '../../domain/purchase-status.js';
import { type ProviderIntent, purchaseStatusOf } from '../../payments/provider.js';
import type { PurchaseRow } from '../../repositories/purchases.js';
import type { Fulfilment } from './fulfilment.js';
import type { SalesDeps } from './sales-deps.js';

/** The longest failure message kept on a purchase. */
export const FAILURE_MESSAGE_MAX = 500;

const WAITING: readonly PurchaseStatus[] = WAITING_STATUSES;

/** Whether a purchase still waits for the provider (every other status is final). */
export const isWaiting = (purchase: PurchaseRow) => WAITING.includes(purchase.status);

/** Whether the intent is this purchase's payment: named in its metadata, same amount and currency. */
export function paysFor(intent: ProviderIntent, purchase: PurchaseRow): boolean {
  return (
    intent.metadata.purchaseId === String(purchase.id) &&
    intent.amount === purchase.totalPrice &&
    intent.currency === purchase.currency.toLowerCase()
  );
}

/**
 * How a purchase follows its provider payment (docs/decisions.md "Once only", "Checkout once"):
 * every status change is one conditional update, so of racing requests one moves it on, and only
 * the one that moves it to Succeeded grants it.
 */
export function createSettlement(deps: SalesDeps, fulfilment: Fulfilment) {
  /** Marks a waiting purchase failed (once), giving its voucher back and dropping its claims. */
  const markFailed = async (
    purchase: PurchaseRow,
    message: string,
    status: 'Failed' | 'Canceled' = 'Failed',
  ) => {
    await deps.checkouts.abandon(purchase.id, {
      status,
      failureMessage: message.slice(0, FAILURE_MESSAGE_MAX),
      updatedAt: deps.now(),
    });
  };

  /**
   * Brings a purchase in line with its provider intent (fetched from the provider, never taken
   * from the client). Only the request whose update moves it to Succeeded grants it.
   */
  const settle = async (purchaseId: number, intent: ProviderIntent): Promise<PurchaseRow> => {
    const purchase = await deps.purchases.byId(purchaseId);
    if (purchase === undefined) throw new Error(`purchase ${purchaseId} not found`);
    if (!paysFor(intent, purchase))
      throw new Error(`payment intent ${intent.id} does not match purchase ${purchase.id}`);
    const status = purchaseStatusOf(intent);
    const time = deps.now();
    if (status === 'Succeeded') {
      const won = await deps.purchases.transition(purchase.id, WAITING, {
        status,
        stripeId: intent.id,
        failureMessage: null,
        updatedAt: time,
      });
      if (won !== undefined) {
        deps.checkpoint('purchase-succeeded');
        await fulfilment.fulfil(won);
      }
    } else if (status === 'Failed' || status === 'Canceled') {
      await markFailed(purchase, intent.lastError ?? status, status);
    } else if (status !== purchase.status) {
      await deps.purchases.transition(purchase.id, WAITING, { status, updatedAt: time });
    }
    return (await deps.purchases.byId(purchase.id)) ?? purchase;
  };

  /** The purchase's intent: by its id, else by the key it was created with (a crash between). */
  const intentOf = async (purchase: PurchaseRow): Promise<ProviderIntent | undefined> => {
    if (purchase.stripeId !== null) return deps.provider.paymentIntent(purchase.stripeId);
    if (purchase.idempotencyKey === null) return undefined;
    const intent = await deps.provider.findPaymentIntent(purchase.idempotencyKey);
    if (intent !== undefined && paysFor(intent, purchase))
      await deps.purchases.setStripeId(purchase.id, intent.id, deps.now());
    return intent;
  };

  /**
   * Cancels the purchase's payment with the provider so it can no longer be completed; if the
   * provider had taken it already, the purchase is settled (granted) instead. The purchase as it
   * then stands, or undefined when it is still to be failed (no payment, or one cancelled).
   */
  const cancelPayment = async (purchase: PurchaseRow): Promise<PurchaseRow | undefined> => {
    const intent = await intentOf(purchase);
    if (intent === undefined || !paysFor(intent, purchase)) return undefined;
    const after = await deps.provider.cancelPaymentIntent(intent.id);
    if (after.status === 'canceled') return undefined;
    return settle(purchase.id, after);
  };

  return { markFailed, settle, intentOf, cancelPayment };
}

export type Settlement = ReturnType<typeof createSettlement>;
