/**
 * Stripe Elements' card fields as the checkout's card states (storefront.md §4 "Checkout": "The
 * card form is complete only when number, expiry and CVC are complete"), the same states the local
 * form has: each field's change event tells whether it is complete and Stripe's message for what
 * is wrong with it.
 */

/** What an element's change event says (`StripeCardNumberElementChangeEvent` and its kin). */
export interface StripeFieldEvent {
  readonly complete: boolean;
  readonly error?: { readonly message: string } | undefined;
}

export type StripeCardFields = Readonly<Record<'number' | 'expiry' | 'cvc', StripeFieldEvent>>;

/** No field typed in yet. */
export const EMPTY_STRIPE_CARD: StripeCardFields = {
  number: { complete: false },
  expiry: { complete: false },
  cvc: { complete: false },
};

/** Complete only when all three fields are, without an error; else the first field's error. */
export function stripeCardState(fields: StripeCardFields): {
  readonly complete: boolean;
  readonly error: string | undefined;
} {
  const all = [fields.number, fields.expiry, fields.cvc];
  const error = all.find((field) => field.error !== undefined)?.error?.message;
  return { complete: error === undefined && all.every((field) => field.complete), error };
}
