/**
 * Random deals (hands.md §4 "Random deal gives 13 random cards to each seat").
 */
import { type Card, DECK, SEATS, type Seat } from '../cards.js';
import type { DealtCard } from '../hand/types.js';
import { type Rng, shuffle } from '../random/rng.js';
import { CARDS_PER_SEAT } from './builder.js';

/** Thirteen of each seat, shuffled to say which seat receives each card of the deck. */
const SEAT_SLOTS: readonly Seat[] = SEATS.flatMap((seat) =>
  Array.from({ length: CARDS_PER_SEAT }, () => seat),
);

/**
 * A random deal: 13 cards to each seat, every one of the possible deals equally likely given a
 * fair `rng`. The cards come North's first, then East's, South's and West's, each in deck order.
 *
 * @example
 * randomDeal(createRng('board 1')) // the same 52 DealtCards on every run
 */
export function randomDeal(rng: Rng): DealtCard[] {
  const seats = shuffle(rng, SEAT_SLOTS);
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  DECK.forEach((card, index) => {
    hands[seats[index] as Seat].push(card);
  });
  return SEATS.flatMap((seat) => hands[seat].map(({ suit, rank }) => ({ seat, suit, rank })));
}
