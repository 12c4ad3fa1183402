import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handToPbnGame } from './from-hand.js';
import { pbnHand } from './from-hand.testkit.js';
import type { PbnGame } from './model.js';
import { parsePbn } from './reader.js';
import { pbnGameToHand } from './to-hand.js';
import { writePbn, writePbnGame } from './writer.js';
import { pbnText, SCHIPHOL_EXPORT, schipholGame } from './writer.testkit.js';

/** The one game of an exported text, read back. */
function reread(text: string): PbnGame {
  const games = parsePbn(text).games;
  expect(games).toHaveLength(1);
  const [game] = games;
  if (game === undefined) throw new Error('no game');
  return game;
}

describe('export -> parse -> export is identical (issue 2 §4)', () => {
  it('for the standard example game (§1.2)', () => {
    const game = reread(SCHIPHOL_EXPORT);
    expect(game.problems).toEqual([]);
    expect(writePbnGame(game, { index: 0 })).toBe(SCHIPHOL_EXPORT);
    expect(pbnGameToHand(game).hand).toEqual(pbnGameToHand(schipholGame()).hand);
  });

  it('for any hand, which also comes back unchanged', () => {
    fc.assert(
      fc.property(pbnHand, (hand) => {
        const exported = writePbnGame(handToPbnGame(hand), { index: 0 });
        const game = reread(exported);
        expect(writePbnGame(game, { index: 0 })).toBe(exported);
        expect(pbnGameToHand(game).hand).toEqual(hand);
      }),
    );
  });

  it('for a file of several games', () => {
    fc.assert(
      fc.property(fc.array(pbnHand, { minLength: 2, maxLength: 4 }), (hands) => {
        const exported = writePbn(hands.map((hand) => handToPbnGame(hand)));
        expect(writePbn(parsePbn(exported).games)).toBe(exported);
      }),
      { numRuns: 30 },
    );
  });

  it('for any game the reader makes of any text', () => {
    fc.assert(
      fc.property(pbnText, (text) => {
        for (const game of parsePbn(text).games) {
          const exported = writePbnGame(game, { index: 0 });
          expect(writePbnGame(reread(exported), { index: 0 })).toBe(exported);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('drops data after a mandatory tag, which has no section (counterexample `[Dealer "N"] ^R`)', () => {
    const [game] = parsePbn('[Dealer "N"] ^R').games;
    if (game === undefined) throw new Error('no game');
    const exported = writePbnGame(game, { index: 0 });
    expect(exported).not.toContain('^R');
    expect(writePbnGame(reread(exported), { index: 0 })).toBe(exported);
  });
});
