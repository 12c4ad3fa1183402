/**
 * Test helpers for the play: a deal whose tricks are easy to follow, and cards written with their
 * seats in play order. Not part of the build.
 */
import type { Card, Seat } from '../cards.js';
import { cardsOf, dealOf } from '../deal/deal.testkit.js';
import type { DealtCard } from '../hand/types.js';
import type { SeatedCard } from './tricks.js';

// Spades: N AKQ, E JT9, S 876, W 5432; hearts: N 432, E AKQ, S JT98, W 765;
// diamonds: N AK2, E QJT, S 9876, W 543; clubs: N 5432, E AKQJ, S T9, W 876.
export const PLAY_DEAL: DealtCard[] = dealOf({
  N: 'AKQ.432.AK2.5432',
  E: 'JT9.AKQ.QJT.AKQJ',
  S: '876.JT98.9876.T9',
  W: '5432.765.543.876',
});

/** Cards written as seat+card codes in play order: `'WS2 NSA'`. */
export function plays(codes: string): SeatedCard[] {
  return codes
    .split(' ')
    .filter((code) => code !== '')
    .map((code) => ({ seat: code[0] as Seat, ...(cardsOf(code.slice(1))[0] as Card) }));
}
