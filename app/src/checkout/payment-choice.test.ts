import { describe, expect, it } from 'vitest';
import { initialPaymentChoice } from './payment-choice.js';

const base = { free: false, savedMethodId: undefined, currency: 'GBP', hasSubscription: false };

describe('the initial payment choice (storefront.md §4 "Checkout")', () => {
  it('is none when free after discount', () => {
    expect(initialPaymentChoice({ ...base, free: true, savedMethodId: 'pm_1' })).toBe('none');
  });
  it("is the user's saved method", () => {
    expect(initialPaymentChoice({ ...base, savedMethodId: 'pm_1', currency: 'EUR' })).toBe('pm_1');
  });
  it('is iDEAL in EUR', () => {
    expect(initialPaymentChoice({ ...base, currency: 'EUR' })).toBe('ideal');
  });
  it('is a new card otherwise, and for a plan in EUR', () => {
    expect(initialPaymentChoice(base)).toBe('new');
    expect(initialPaymentChoice({ ...base, currency: 'EUR', hasSubscription: true })).toBe('new');
  });
});
