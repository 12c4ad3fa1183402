/**
 * A card's authentication (3-D Secure) during an order (storefront.md §4, §9): Stripe asks in
 * its own dialog; the local provider's page opens in a frame on the checkout (AuthenticationFrame)
 * and its answer is polled every 2 s.
 */
import { useState } from 'react';
import type { CheckoutPurchaseFragment } from '../graphql/operations.generated.js';
import type { BrowserPayments } from './browser-payments.js';
import { intentStatus, PAYMENT_POLL_MS } from './local-provider.js';

export interface CardAuthentication {
  /** The provider's page to show in a frame while the buyer answers it. */
  readonly url: string | undefined;
  /** Asks the buyer; resolves with the provider's status once they have answered. */
  readonly authenticate: (purchase: CheckoutPurchaseFragment) => Promise<string>;
}

export function useCardAuthentication(payments: BrowserPayments | undefined): CardAuthentication {
  const [url, setUrl] = useState<string>();
  const authenticate = async (purchase: CheckoutPurchaseFragment): Promise<string> => {
    const intent = purchase.paymentIntent;
    if (intent && payments?.authenticateCard)
      return payments.authenticateCard(intent.client_secret);
    if (!intent?.next_action_url) return intent?.status ?? 'requires_action';
    setUrl(intent.next_action_url);
    try {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_MS));
        const status = await intentStatus(intent.id, intent.client_secret);
        if (status !== 'requires_action') return status;
      }
    } finally {
      setUrl(undefined);
    }
  };
  return { url, authenticate };
}
