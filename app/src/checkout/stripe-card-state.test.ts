import { describe, expect, it } from 'vitest';
import { EMPTY_STRIPE_CARD, stripeCardState } from './stripe-card-state.js';

const complete = { complete: true };

/** storefront.md §4: complete only when number, expiry and CVC are complete, as the local form. */
describe('stripeCardState', () => {
  it('is incomplete while nothing is typed', () => {
    expect(stripeCardState(EMPTY_STRIPE_CARD)).toEqual({ complete: false, error: undefined });
  });

  it.each(['number', 'expiry', 'cvc'] as const)('is incomplete while the %s is', (field) => {
    const fields = {
      number: complete,
      expiry: complete,
      cvc: complete,
      [field]: { complete: false },
    };
    expect(stripeCardState(fields).complete).toBe(false);
  });

  it('is complete when all three are', () => {
    expect(stripeCardState({ number: complete, expiry: complete, cvc: complete })).toEqual({
      complete: true,
      error: undefined,
    });
  });

  it("shows Stripe's message for a field in error, and is not complete then", () => {
    const state = stripeCardState({
      number: complete,
      expiry: {
        complete: false,
        error: { message: "Your card's expiration year is in the past." },
      },
      cvc: complete,
    });
    expect(state).toEqual({
      complete: false,
      error: "Your card's expiration year is in the past.",
    });
  });
});
