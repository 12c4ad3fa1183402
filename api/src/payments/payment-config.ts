import type { PaymentOptions } from './sales-wiring.js';

/** The variables {@link readPaymentConfig} reads. */
export interface PaymentEnv {
  readonly STRIPE_SECRET_KEY: string | undefined;
  readonly STRIPE_WEBHOOK_SECRET: string | undefined;
  readonly STRIPE_PUBLISHABLE_KEY: string | undefined;
}

/**
 * Reads the payment settings (DESIGN.md "Decisions"): `STRIPE_SECRET_KEY` selects Stripe and then
 * needs `STRIPE_WEBHOOK_SECRET` (the endpoint's `whsec_…`, which webhook signatures are checked
 * against) and `STRIPE_PUBLISHABLE_KEY` (for the browser's Stripe Elements). Without a key the
 * embedded local provider takes payments, which production refuses: its test cards always pay.
 * Each problem is pushed to `problems`; the result is then undefined.
 *
 * @example
 * readPaymentConfig({ STRIPE_SECRET_KEY: undefined, … }, 'development', problems) // { kind: 'local' }
 */
export function readPaymentConfig(
  env: PaymentEnv,
  environment: string | undefined,
  problems: string[],
): PaymentOptions | undefined {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (secretKey === undefined) {
    if (environment === 'production') {
      problems.push('STRIPE_SECRET_KEY is required when NODE_ENV is production');
      return undefined;
    }
    return { kind: 'local' };
  }
  const before = problems.length;
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)');
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (webhookSecret === undefined || !webhookSecret.startsWith('whsec_'))
    problems.push('STRIPE_WEBHOOK_SECRET (whsec_…) is required with STRIPE_SECRET_KEY');
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  if (publishableKey === undefined || !/^pk_(test|live)_\w+$/.test(publishableKey))
    problems.push(
      'STRIPE_PUBLISHABLE_KEY (pk_test_… or pk_live_…) is required with STRIPE_SECRET_KEY',
    );
  if (problems.length > before || webhookSecret === undefined || publishableKey === undefined)
    return undefined;
  return { kind: 'stripe', secretKey, webhookSecret, publishableKey };
}
