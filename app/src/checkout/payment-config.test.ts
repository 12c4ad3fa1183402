import { describe, expect, it } from 'vitest';
import { readPaymentConfig } from './payment-config.js';

/** The card form follows /payments/config (issue 6 §1: a publishable key means Stripe Elements). */
describe('readPaymentConfig', () => {
  it('reads the local provider: the local card form', () => {
    expect(readPaymentConfig({ provider: 'local', publishableKey: null })).toEqual({
      provider: 'local',
    });
  });

  it('reads Stripe with its publishable key: Stripe Elements', () => {
    expect(readPaymentConfig({ provider: 'stripe', publishableKey: 'pk_test_123' })).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_123',
    });
  });

  it.each([
    [{ provider: 'stripe', publishableKey: null }],
    [{ provider: 'stripe', publishableKey: 'sk_test_secret' }],
    [{ provider: 'paypal' }],
    [null],
  ])('refuses %j rather than show a form that cannot pay', (body) => {
    expect(() => readPaymentConfig(body)).toThrow('Unexpected payment configuration');
  });
});
