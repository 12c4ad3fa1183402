/**
 * The order cards are shown in a hand: by suit, spades to clubs (the order hands are written in,
 * the engine's SUITS), each suit from the ace down.
 */
import { type Card, cardCode, RANKS, SUITS, type Suit } from '@tenace/engine';

/**
 * The cards in display order.
 *
 * @example
 * sortHand([{ suit: 'C', rank: '2' }, { suit: 'S', rank: 'T' }, { suit: 'S', rank: 'A' }])
 * // SA, ST, C2
 */
export function sortHand<T extends Card>(cards: readonly T[]): T[] {
  return [...cards].sort(
    (a, b) =>
      SUITS.indexOf(a.suit) - SUITS.indexOf(b.suit) ||
      RANKS.indexOf(a.rank) - RANKS.indexOf(b.rank),
  );
}

/** The cards grouped by suit, spades first; suits without cards are kept as empty groups. */
export function suitGroups<T extends Card>(cards: readonly T[]): { suit: Suit; cards: T[] }[] {
  const sorted = sortHand(cards);
  return SUITS.map((suit) => ({ suit, cards: sorted.filter((card) => card.suit === suit) }));
}

/** A key for a card in React lists and collections: its code, `SA`. */
export const cardKey = cardCode;
