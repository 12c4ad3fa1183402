import { describe, expect, it } from 'vitest';
import { ProviderError } from './provider-error.js';
import { STRIPE_LOAD_FAILED, stripeFor } from './stripe-loader.js';

/** When Stripe.js cannot be loaded the buyer is told so, and may try again. */
describe('stripeFor', () => {
  it('fails with a message the buyer can act on where Stripe.js cannot load (the real package, without a browser)', async () => {
    const failure = await stripeFor('pk_test_no_window').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as Error).message).toBe(STRIPE_LOAD_FAILED);
  });

  it('fails the same way when the script does not load, and loads again on the next try', async () => {
    let attempts = 0;
    const unreachable = async () => {
      attempts += 1;
      throw new Error('Failed to load Stripe.js');
    };
    await expect(stripeFor('pk_test_offline', unreachable)).rejects.toThrow(STRIPE_LOAD_FAILED);
    await expect(stripeFor('pk_test_offline', unreachable)).rejects.toThrow(STRIPE_LOAD_FAILED);
    expect(attempts).toBe(2);
  });
});
