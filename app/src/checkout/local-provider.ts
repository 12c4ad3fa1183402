/**
 * The browser's payment provider calls (storefront.md §7 "Payment provider calls"), against the
 * API's embedded local provider (api/README.md "Payments": `/payments/local/v1/…`, shaped like
 * Stripe's API): create a payment method, read a payment intent, confirm an iDEAL payment with a
 * return URL. The provider's error messages are passed on unchanged.
 */

import type { BrowserPayments } from './browser-payments.js';
import type { Billing } from './card-entry.js';
import { ProviderError } from './provider-error.js';

const BASE = '/payments/local/v1';

/** storefront.md §9: "Payment polling every 2 s". */
export const PAYMENT_POLL_MS = 2000;

interface IntentJson {
  readonly id: string;
  readonly status: string;
  readonly next_action: null | { readonly redirect_to_url: { readonly url: string } };
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json' },
  });
  const body = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok || body.error !== undefined) {
    throw new ProviderError(
      body.error?.message ?? `The payment provider answered ${response.status}`,
    );
  }
  return body;
}

/** Creates a card payment method; answers its id. */
export async function createCardMethod(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  billing: Billing,
): Promise<string> {
  const method = await call<{ id: string }>('/payment_methods', {
    method: 'POST',
    body: JSON.stringify({
      type: 'card',
      card: {
        number: card.number,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        cvc: card.cvc,
      },
      billing_details: billing,
    }),
  });
  return method.id;
}

/** Creates an iDEAL payment method at one of the Dutch banks; answers its id. */
export async function createIdealMethod(bank: string, billing: Billing): Promise<string> {
  const method = await call<{ id: string }>('/payment_methods', {
    method: 'POST',
    body: JSON.stringify({ type: 'ideal', ideal: { bank }, billing_details: billing }),
  });
  return method.id;
}

/** The intent's status now (`requires_action`, `succeeded`, …). */
export async function intentStatus(id: string, clientSecret: string): Promise<string> {
  const intent = await call<IntentJson>(
    `/payment_intents/${encodeURIComponent(id)}?client_secret=${encodeURIComponent(clientSecret)}`,
  );
  return intent.status;
}

/**
 * Confirms an iDEAL payment; answers the bank page's address to send the browser to, which comes
 * back to `returnUrl` with `payment_intent`.
 */
export async function confirmIdeal(
  intent: { id: string; clientSecret: string; paymentMethodId: string },
  returnUrl: string,
): Promise<string> {
  const confirmed = await call<IntentJson>(
    `/payment_intents/${encodeURIComponent(intent.id)}/confirm`,
    {
      method: 'POST',
      body: JSON.stringify({
        client_secret: intent.clientSecret,
        payment_method: intent.paymentMethodId,
        return_url: returnUrl,
      }),
    },
  );
  const url = confirmed.next_action?.redirect_to_url.url;
  if (url === undefined) throw new ProviderError(`Payment status received: ${confirmed.status}`);
  return url;
}

/** The local provider's browser calls; a card needing authentication opens its page in a frame. */
export const LOCAL_PAYMENTS: BrowserPayments = {
  kind: 'local',
  createIdealMethod,
  confirmIdeal,
};
