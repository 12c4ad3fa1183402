/**
 * The order number a customer quotes (the checkout's success page, the confirmation e-mail, the
 * account's purchase detail): the purchase's id behind the store's prefix, six digits at least,
 * so it reads as an order number and never needs a column of its own (docs/decisions.md
 * "Receipts").
 *
 * @example
 * orderNumber(42) // 'TEN-000042'
 */
export function orderNumber(purchaseId: number): string {
  return `TEN-${String(purchaseId).padStart(6, '0')}`;
}
