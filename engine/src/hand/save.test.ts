import { describe, expect, it } from 'vitest';
import { emptyHand } from './defaults.js';
import { handWith } from './hand.testkit.js';
import { normaliseHand } from './normalise.js';
import { prepareHandForSave } from './save.js';

describe('prepareHandForSave: "version: set to \'v1.1\' on first save"', () => {
  it.each([
    ['a new hand', emptyHand()],
    ['a played hand', handWith(52)],
    ['a hand saved before', { ...handWith(8), version: 'v1.1' as const }],
  ])('%s', (_what, hand) => {
    const saved = prepareHandForSave(hand);
    expect(saved).toEqual({ ...hand, version: 'v1.1' });
    expect(normaliseHand(saved)).toEqual({ ok: true, value: saved });
  });

  it('does not change the hand it is given', () => {
    const hand = emptyHand();
    prepareHandForSave(hand);
    expect(hand.version).toBeUndefined();
  });
});
