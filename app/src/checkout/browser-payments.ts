/**
 * The browser's payment provider calls (storefront.md §7 "Payment provider calls (browser
 * side)") beside the card form: an iDEAL payment method made and its payment confirmed with a
 * return URL, and a card payment that requires authentication. Two providers answer them, chosen
 * by `/payments/config`: the API's local provider (local-provider.ts) and Stripe.js
 * (stripe-payments.ts). A new card's payment method is made by the card form's entry
 * (card-entry.ts), as only the form holds the card.
 */
import type { Billing } from './card-entry.js';

export interface BrowserPayments {
  readonly kind: 'local' | 'stripe';
  /** Creates an iDEAL payment method at one of the Dutch banks; answers its id. */
  createIdealMethod(bank: string, billing: Billing): Promise<string>;
  /** Confirms an iDEAL payment; answers the bank page to send the browser to. */
  confirmIdeal(
    intent: { id: string; clientSecret: string; paymentMethodId: string },
    returnUrl: string,
  ): Promise<string>;
  /**
   * Confirms a card payment that requires authentication in the provider's own dialog; answers
   * the intent's status. Absent for the local provider, whose page the checkout opens in a frame.
   */
  readonly authenticateCard?: (clientSecret: string) => Promise<string>;
}
