import type { Stripe, StripeCardNumberElement } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import { ProviderError } from './provider-error.js';
import { stripeCardEntry } from './stripe-payments.js';

/**
 * A Stripe card entry makes the payment method from Stripe's element, passing Stripe's message
 * on unchanged (storefront.md §7). Stripe.js itself cannot load here (no js.stripe.com), so its
 * one call is answered in Stripe's result shape.
 */
describe('stripeCardEntry', () => {
  const element = { elementType: 'cardNumber' } as unknown as StripeCardNumberElement;
  const answering = (result: unknown) => {
    const calls: unknown[] = [];
    const stripe = {
      createPaymentMethod: async (data: unknown) => {
        calls.push(data);
        return result;
      },
    } as unknown as Pick<Stripe, 'createPaymentMethod'>;
    return { stripe, calls };
  };
  const billing = { name: 'Noor Visser', email: 'noor@example.com' };

  it('answers the payment method made from the card element, with the billing details', async () => {
    const { stripe, calls } = answering({ paymentMethod: { id: 'pm_123' } });
    expect(await stripeCardEntry(stripe, element).createMethod(billing)).toBe('pm_123');
    expect(calls).toEqual([{ type: 'card', card: element, billing_details: billing }]);
  });

  it("throws Stripe's own message", async () => {
    const { stripe } = answering({
      error: { type: 'card_error', message: 'Your card number is incomplete.' },
    });
    const failure = await stripeCardEntry(stripe, element)
      .createMethod(billing)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as Error).message).toBe('Your card number is incomplete.');
  });
});
