import { describe, expect, it } from 'vitest';
import { mayChooseCurrency } from './currency-choice.js';

describe('the payment tab currency selector (docs/decisions.md)', () => {
  it('is shown while the user holds no running plan', () => {
    expect(mayChooseCurrency({ activeSubscriptions: [] })).toBe(true);
  });

  it('is hidden while a plan runs, being cancelled or not (it renews in the currency)', () => {
    expect(mayChooseCurrency({ activeSubscriptions: [7] })).toBe(false);
  });
});
