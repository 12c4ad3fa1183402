/**
 * What a complete card form reports (storefront.md §4 "Checkout": "The card form is complete only
 * when number, expiry and CVC are complete"), whichever form it is: a way to make the provider's
 * payment method of the card, so the checkout and the add-card dialog need not know the form.
 */
import type { CompleteCard } from './LocalCardForm.js';
import { createCardMethod } from './local-provider.js';

/** Who pays, sent as the payment method's billing details (storefront.md §4). */
export interface Billing {
  readonly name: string;
  readonly email: string;
}

export interface CardEntry {
  /** Creates the card's payment method; answers its id, or throws a ProviderError. */
  createMethod(billing: Billing): Promise<string>;
}

/** A card typed into the local form, made a payment method by the local provider. */
export function localCardEntry(card: CompleteCard): CardEntry {
  return { createMethod: (billing) => createCardMethod(card, billing) };
}
