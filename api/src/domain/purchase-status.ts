/**
 * storefront.md §3 "Purchase": Pending, RequiresAction, Succeeded, Refunded, "failed and others".
 * The others are the payment provider's remaining outcomes. Only Succeeded grants ownership.
 */
export const PURCHASE_STATUSES = [
  'Pending',
  'RequiresAction',
  'Processing',
  'Succeeded',
  'Failed',
  'Canceled',
  'Refunded',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** The statuses a purchase waits in for the provider; every other status is final. */
export const WAITING_STATUSES = [
  'Pending',
  'RequiresAction',
  'Processing',
] as const satisfies readonly PurchaseStatus[];

/** How an order was paid (storefront.md §4 "Checkout": card, iDEAL, or free after a discount). */
export const PAYMENT_TYPES = ['Card', 'Ideal', 'Free'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
