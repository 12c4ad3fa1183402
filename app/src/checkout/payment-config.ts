/**
 * Which provider takes payments, from the API's `/payments/config` (api/src/payments/
 * sales-wiring.ts): Stripe, with the publishable key Stripe.js needs, or the API's local
 * provider. It chooses the card form (Stripe Elements or the local form) and the browser's
 * provider calls; it is read once per page load.
 */
export type PaymentConfig =
  | { readonly provider: 'local' }
  | { readonly provider: 'stripe'; readonly publishableKey: string };

/**
 * The configuration the API answered. Stripe without a publishable key cannot take a card in the
 * browser (the API refuses to start so), and anything else is not a configuration: both throw.
 */
export function readPaymentConfig(body: unknown): PaymentConfig {
  const { provider, publishableKey } = (body ?? {}) as Record<string, unknown>;
  if (provider === 'local') return { provider: 'local' };
  if (
    provider === 'stripe' &&
    typeof publishableKey === 'string' &&
    publishableKey.startsWith('pk_')
  )
    return { provider: 'stripe', publishableKey };
  throw new Error(`Unexpected payment configuration: ${JSON.stringify(body)}`);
}

let asked: Promise<PaymentConfig> | undefined;

/** The API's payment configuration; asked once, again after a failure. */
export function paymentConfig(): Promise<PaymentConfig> {
  asked ??= fetch('/payments/config')
    .then((response) => {
      if (!response.ok) throw new Error(`/payments/config answered ${response.status}`);
      return response.json();
    })
    .then(readPaymentConfig)
    .catch((error: unknown) => {
      asked = undefined;
      throw error;
    });
  return asked;
}
