/**
 * The order cards are shown in. A hand of cards alternates black and red suits (spades, hearts,
 * clubs, diamonds), so that no two suits of one colour sit side by side in a fan and hearts never
 * run into diamonds; a deal diagram keeps the order hands are written in (spades, hearts,
 * diamonds, clubs: the engine's SUITS, the PBN order). Each suit runs from the ace down.
 */
import { type Card, cardCode, RANKS, type Suit } from '@tenace/engine';

/** The suits in a hand of cards: black, red, black, red. */
export const HAND_SUITS: readonly Suit[] = ['S', 'H', 'C', 'D'];

/**
 * The cards in display order.
 *
 * @example
 * sortHand([{ suit: 'D', rank: '2' }, { suit: 'C', rank: 'T' }, { suit: 'S', rank: 'A' }])
 * // SA, CT, D2
 */
export function sortHand<T extends Card>(cards: readonly T[], suits = HAND_SUITS): T[] {
  return [...cards].sort(
    (a, b) =>
      suits.indexOf(a.suit) - suits.indexOf(b.suit) ||
      RANKS.indexOf(a.rank) - RANKS.indexOf(b.rank),
  );
}

/**
 * The cards grouped by suit in `suits`' order (a hand's by default, or `SUITS` for a diagram);
 * suits without cards are kept as empty groups.
 */
export function suitGroups<T extends Card>(
  cards: readonly T[],
  suits = HAND_SUITS,
): { suit: Suit; cards: T[] }[] {
  const sorted = sortHand(cards, suits);
  return suits.map((suit) => ({ suit, cards: sorted.filter((card) => card.suit === suit) }));
}

/** A key for a card in React lists and collections: its code, `SA`. */
export const cardKey = cardCode;
