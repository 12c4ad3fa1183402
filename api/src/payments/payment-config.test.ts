import { describe, expect, it } from 'vitest';
import { readPaymentConfig } from './payment-config.js';

const none = {
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_PUBLISHABLE_KEY: undefined,
};
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
};

describe('readPaymentConfig', () => {
  it('without a key: the local provider, except in production', () => {
    const problems: string[] = [];
    expect(readPaymentConfig(none, 'development', problems)).toEqual({ kind: 'local' });
    expect(readPaymentConfig(none, 'production', problems)).toBeUndefined();
    expect(problems).toEqual(['STRIPE_SECRET_KEY is required when NODE_ENV is production']);
  });

  it('with the three keys: Stripe', () => {
    const problems: string[] = [];
    expect(readPaymentConfig(stripe, 'production', problems)).toEqual({
      kind: 'stripe',
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      publishableKey: 'pk_test_abc',
    });
    expect(problems).toEqual([]);
  });

  it('names every missing or malformed key at once', () => {
    const problems: string[] = [];
    expect(
      readPaymentConfig({ ...none, STRIPE_SECRET_KEY: 'pk_test_wrong' }, 'development', problems),
    ).toBeUndefined();
    expect(problems).toEqual([
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)',
      'STRIPE_WEBHOOK_SECRET (whsec_…) is required with STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY (pk_test_… or pk_live_…) is required with STRIPE_SECRET_KEY',
    ]);
  });
});
