/**
 * The named steps of a checkout, in the order a card payment passes them. The crash test
 * (checkout-crash.test.ts) stops the server with SIGKILL at each one and checks that, once
 * restarted and reconciled, a charged purchase is granted once with one receipt and an uncharged
 * one grants nothing and gives its voucher back (docs/decisions.md "Checkout once").
 */
export const CHECKOUT_STEPS = [
  /** The purchase, its items, claims and voucher use are recorded; the provider is not asked yet. */
  'purchase-recorded',
  /** The provider took the payment and nobody has been told (the local provider's event). */
  'payment-taken',
  /** The purchase moved to Succeeded; nothing is granted yet. */
  'purchase-succeeded',
  /** The items are granted; the receipt is not queued. */
  'items-granted',
  /** The receipt is queued; the purchase is not marked fulfilled. */
  'receipt-queued',
  /** The provider's intent id is kept on the purchase (which the event may have settled). */
  'intent-recorded',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Called as a checkout passes each step; a no-op except in the crash test's server. */
export type Checkpoint = (step: CheckoutStep) => void;

export const noCheckpoint: Checkpoint = () => {};

/**
 * The crash test's hook (`CRASH_AT_CHECKOUT_STEP`, refused in production by the configuration):
 * the process kills itself with SIGKILL, as a power cut would, when a checkout reaches `step`.
 */
export function crashAt(step: CheckoutStep): Checkpoint {
  return (reached) => {
    if (reached === step) process.kill(process.pid, 'SIGKILL');
  };
}
