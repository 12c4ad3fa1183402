import { describe, expect, it } from 'vitest';
import { mayChooseCurrency } from './currency-choice.js';

describe('the currency choice of the payment tab and the personal details form (docs/decisions.md)', () => {
  it("follows the server's rule: open while the currency is not fixed", () => {
    expect(mayChooseCurrency({ currencyFixed: false })).toBe(true);
  });

  it('is closed while a plan renews in the currency', () => {
    expect(mayChooseCurrency({ currencyFixed: true })).toBe(false);
  });
});
