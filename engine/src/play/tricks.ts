/**
 * Tricks (hands.md §4 "Play builder"): who leads first, which suit is trumps, who wins a trick.
 */
import type { Denomination } from '../calls.js';
import { type Card, nextSeat, rankValue, type Seat, type Suit } from '../cards.js';

/** A card together with the seat that played it. */
export interface SeatedCard extends Card {
  readonly seat: Seat;
}

/**
 * The opening leader: the seat after declarer.
 *
 * @example
 * openingLeader('S') // 'W'
 */
export function openingLeader(declarer: Seat): Seat {
  return nextSeat(declarer);
}

/** The trump suit of a denomination; none in notrumps. */
export function trumpSuit(denomination: Denomination): Suit | undefined {
  return denomination === 'NT' ? undefined : denomination;
}

/**
 * The winner of a trick given in play order: the highest trump if any was played, else the
 * highest card of the suit led.
 *
 * @example
 * trickWinner([
 *   { seat: 'W', suit: 'S', rank: 'K' }, { seat: 'N', suit: 'H', rank: '3' },
 *   { seat: 'E', suit: 'S', rank: '4' }, { seat: 'S', suit: 'S', rank: '3' },
 * ], 'H') // 'N'
 */
export function trickWinner(trick: readonly SeatedCard[], trump?: Suit): Seat {
  const [lead] = trick;
  if (!lead) throw new Error('trickWinner needs at least one card');
  let best = lead;
  for (const card of trick) {
    const beatsBest =
      card.suit === best.suit ? rankValue(card.rank) > rankValue(best.rank) : card.suit === trump;
    if (beatsBest) best = card;
  }
  return best.seat;
}
