import { describe, expect, it } from 'vitest';
import { handProgress } from './hand-progress.js';

describe('hand progress in the library', () => {
  it('locks a hand the learner may not play', () => {
    expect(handProgress({ freeToPlay: false, canPlay: false, userHands: [] })).toBe('locked');
  });

  it('offers play, resume and play again', () => {
    expect(handProgress({ freeToPlay: true, canPlay: false, userHands: [] })).toBe('play');
    expect(
      handProgress({ freeToPlay: false, canPlay: true, userHands: [{ status: 'PartPlayed' }] }),
    ).toBe('resume');
    expect(
      handProgress({ freeToPlay: false, canPlay: true, userHands: [{ status: 'Played' }] }),
    ).toBe('playAgain');
  });
});
