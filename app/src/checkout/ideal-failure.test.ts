import { describe, expect, it } from 'vitest';
import { IDEAL_FAILED_MESSAGE, idealFailureOf, idealFailureText } from './ideal-failure.js';

const DUTCH: Record<string, string> = {
  [IDEAL_FAILED_MESSAGE]: 'iDEAL-betaling mislukt',
  'The customer did not authorise the iDEAL payment.': 'De iDEAL-betaling is niet goedgekeurd.',
};
const dutch = (message: string) => DUTCH[message] ?? message;

describe('an iDEAL payment that failed', () => {
  it("says 'iDEAL payment failed', then why, in the reader's language", () => {
    expect(idealFailureText('The customer did not authorise the iDEAL payment.', dutch)).toBe(
      'iDEAL-betaling mislukt: De iDEAL-betaling is niet goedgekeurd.',
    );
  });

  it('says it once when the purchase was failed with the same words or none', () => {
    expect(idealFailureText(IDEAL_FAILED_MESSAGE, dutch)).toBe('iDEAL-betaling mislukt');
    expect(idealFailureText(null, (message) => message)).toBe(IDEAL_FAILED_MESSAGE);
  });

  it("reads the failure from a navigation's state, and nothing from any other state", () => {
    expect(idealFailureOf({ idealFailure: 'Declined' })).toEqual({ idealFailure: 'Declined' });
    expect(idealFailureOf({ idealFailure: null })).toEqual({ idealFailure: null });
    expect(idealFailureOf(null)).toBeUndefined();
    expect(idealFailureOf({ from: '/cart' })).toBeUndefined();
    expect(idealFailureOf({ idealFailure: 3 })).toBeUndefined();
  });
});
