import { describe, expect, it } from 'vitest';
import { handProgress } from './hand-progress.js';

describe('hand progress in the library', () => {
  it('locks a hand the learner may not play', () => {
    expect(handProgress({ freeToPlay: false, canPlay: false, userHands: [] })).toBe('locked');
  });

  const owned = (status: 'Played' | 'PartPlayed', handChanged = false) =>
    handProgress({ freeToPlay: false, canPlay: true, userHands: [{ status, handChanged }] });

  it('offers play, resume and play again', () => {
    expect(handProgress({ freeToPlay: true, canPlay: false, userHands: [] })).toBe('play');
    expect(owned('PartPlayed')).toBe('resume');
    expect(owned('Played')).toBe('playAgain');
  });

  it('offers play, not resume, for a hand changed since the learner stopped', () => {
    expect(owned('PartPlayed', true)).toBe('play');
    expect(owned('Played', true)).toBe('playAgain');
  });
});
