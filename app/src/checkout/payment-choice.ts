/**
 * The checkout's payment choice (storefront.md §4 "Checkout"): none, iDEAL, a saved card's id, or
 * a new card.
 */

/** A payment choice: `none` (free after discount), `ideal`, `new`, or a saved card's id. */
export type PaymentChoice = 'none' | 'ideal' | 'new' | (string & {});

/**
 * storefront.md §4: "none if free after discount; else the user's saved method; else ideal when
 * currency is EUR; else new". A plan is paid by card only, so iDEAL is skipped for a cart with
 * one (the API refuses it: 'A subscription is paid by card').
 */
export function initialPaymentChoice(options: {
  readonly free: boolean;
  readonly savedMethodId: string | undefined;
  readonly currency: string;
  readonly hasSubscription: boolean;
}): PaymentChoice {
  if (options.free) return 'none';
  if (options.savedMethodId !== undefined) return options.savedMethodId;
  if (options.currency === 'EUR' && !options.hasSubscription) return 'ideal';
  return 'new';
}
