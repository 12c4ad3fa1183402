import type { PaidWith } from '../../payments/provider.js';
import type { PurchaseItemRow, PurchaseRow } from '../../repositories/purchases.js';
import type { UserRow } from '../../repositories/users.js';
import { receiptOf } from './receipt.js';
import type { SalesDeps } from './sales-deps.js';

/**
 * How the purchase was paid, asked of the provider: the card it was created with, or the
 * payment method the browser confirmed its iDEAL payment with (kept only on the intent).
 */
async function paidWithOf(deps: SalesDeps, purchase: PurchaseRow): Promise<PaidWith | undefined> {
  if (purchase.paymentType === 'Free') return undefined;
  let methodId = purchase.paymentMethodId;
  if (methodId === null && purchase.stripeId !== null)
    methodId = (await deps.provider.paymentIntent(purchase.stripeId))?.paymentMethodId ?? null;
  return methodId === null ? undefined : deps.provider.paidWith(methodId);
}

/**
 * Keeps how a paid purchase was paid, then queues its order confirmation to the buyer, once
 * (its key names the purchase), for a card, an iDEAL and a free order alike (docs/decisions.md
 * "Receipts").
 */
export async function confirmOrder(
  deps: SalesDeps,
  purchase: PurchaseRow,
  buyer: UserRow,
  items: readonly PurchaseItemRow[],
  titleOf: (item: PurchaseItemRow) => string,
): Promise<void> {
  const paidWith = await paidWithOf(deps, purchase);
  if (paidWith !== undefined) await deps.purchases.recordPaidWith(purchase.id, paidWith);
  const voucher =
    purchase.voucherId === null ? undefined : await deps.vouchers.byId(purchase.voucherId);
  await deps.mailer.send(
    buyer.email,
    {
      name: 'purchase-receipt',
      firstName: buyer.firstName,
      receipt: receiptOf({ ...purchase, ...paidWith }, items, titleOf, voucher?.code ?? null),
      link: `${deps.publicUrl}/library`,
    },
    buyer.language,
    { onceKey: `purchase:${purchase.id}:receipt` },
  );
}
