import { describe, expect, it } from 'vitest';
import { mayChooseCurrency } from './currency-choice.js';

describe('the currency choice of the payment tab and the personal details form (docs/decisions.md)', () => {
  it('is open while the user holds no running plan', () => {
    expect(mayChooseCurrency({ activeSubscriptions: [] })).toBe(true);
  });

  it('is closed while a plan runs, being cancelled or not (it renews in the currency)', () => {
    expect(mayChooseCurrency({ activeSubscriptions: [7] })).toBe(false);
  });
});
