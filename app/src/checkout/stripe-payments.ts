/**
 * The browser's provider calls through Stripe.js (browser-payments.ts), for an API configured with
 * Stripe: Stripe's own errors are passed on unchanged (storefront.md §7). An iDEAL confirmation
 * does not redirect by itself (`handleActions: false`): like the local provider's, it answers the
 * bank's address, which comes back to the return URL with `payment_intent`.
 */
import type { Stripe, StripeCardNumberElement, StripeError } from '@stripe/stripe-js';
import type { BrowserPayments } from './browser-payments.js';
import type { Billing, CardEntry } from './card-entry.js';
import { ProviderError } from './provider-error.js';
import { stripeFor } from './stripe-loader.js';

function refused(error: StripeError): ProviderError {
  return new ProviderError(error.message ?? `Stripe refused the payment (${error.type})`);
}

/** Stripe's calls for this publishable key; Stripe.js is loaded at the first call. */
export function stripePayments(publishableKey: string): BrowserPayments {
  return {
    kind: 'stripe',
    async createIdealMethod(bank: string, billing: Billing) {
      const stripe = await stripeFor(publishableKey);
      const result = await stripe.createPaymentMethod({
        type: 'ideal',
        ideal: { bank },
        billing_details: billing,
      });
      if (result.error) throw refused(result.error);
      return result.paymentMethod.id;
    },
    async confirmIdeal(intent, returnUrl) {
      const stripe = await stripeFor(publishableKey);
      const result = await stripe.confirmIdealPayment(
        intent.clientSecret,
        { payment_method: intent.paymentMethodId, return_url: returnUrl },
        { handleActions: false },
      );
      if (result.error) throw refused(result.error);
      const url = result.paymentIntent.next_action?.redirect_to_url?.url;
      if (!url) throw new ProviderError(`Payment status received: ${result.paymentIntent.status}`);
      return url;
    },
    async authenticateCard(clientSecret) {
      const stripe = await stripeFor(publishableKey);
      const result = await stripe.confirmCardPayment(clientSecret);
      if (result.error) throw refused(result.error);
      return result.paymentIntent.status;
    },
  };
}

/** A card in Stripe's card number element (with its expiry and CVC elements beside it). */
export function stripeCardEntry(
  stripe: Pick<Stripe, 'createPaymentMethod'>,
  card: StripeCardNumberElement,
): CardEntry {
  return {
    async createMethod(billing) {
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: billing,
      });
      if (result.error) throw refused(result.error);
      return result.paymentMethod.id;
    },
  };
}
