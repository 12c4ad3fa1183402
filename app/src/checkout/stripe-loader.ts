/**
 * Stripe.js, loaded only when the API is configured for Stripe and a payment needs it: the
 * package is imported on demand (its own chunk, so no page's JavaScript grows) and injects the
 * script from js.stripe.com. A failure to load (offline, blocked) is a ProviderError with a
 * message the buyer can act on, and the next attempt loads again.
 */
import type { Stripe } from '@stripe/stripe-js';
import { ProviderError } from './provider-error.js';

/** The message when Stripe.js cannot be loaded; the texts translate it (checkout-texts.ts). */
export const STRIPE_LOAD_FAILED =
  'The card form could not be loaded. Check your internet connection and try again.';

/** How Stripe.js is loaded: the package's `loadStripe` (null where there is no browser window). */
export type StripeLoad = (publishableKey: string) => Promise<Stripe | null>;

const loadFromPackage: StripeLoad = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js');
  return loadStripe(publishableKey);
};

const loaded = new Map<string, Promise<Stripe>>();

/** Stripe.js for this publishable key, loaded once; throws a ProviderError when it cannot be. */
export function stripeFor(publishableKey: string, load: StripeLoad = loadFromPackage) {
  let stripe = loaded.get(publishableKey);
  if (stripe === undefined) {
    stripe = load(publishableKey).then(
      (instance) => {
        if (instance === null) throw new ProviderError(STRIPE_LOAD_FAILED);
        return instance;
      },
      () => {
        throw new ProviderError(STRIPE_LOAD_FAILED);
      },
    );
    const attempt = stripe;
    // A failed load is forgotten, so that "try again" loads again.
    attempt.catch(() => {
      if (loaded.get(publishableKey) === attempt) loaded.delete(publishableKey);
    });
    loaded.set(publishableKey, attempt);
  }
  return stripe;
}
