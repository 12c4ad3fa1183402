/**
 * "Complete the rest at random" for a deal partly entered (hands.md §4 "Deal builder": Random
 * Deal, and the rest of a partial deal): the cards not dealt go, at random, to the seats holding
 * fewer than 13, every completion equally likely given a fair `rng`.
 */
import { DECK, SEATS, type Seat } from '../cards.js';
import { CARDS_PER_SEAT } from '../deal/builder.js';
import type { DealtCard } from '../hand/types.js';
import { type Rng, shuffle } from '../random/rng.js';

/**
 * @example
 * completeDealAtRandom(partOfADeal, createRng('seed')) // the same 52 cards, the ones given kept
 */
export function completeDealAtRandom(deal: readonly DealtCard[], rng: Rng): DealtCard[] {
  const dealt = new Set(deal.map((card) => `${card.suit}${card.rank}`));
  const left = DECK.filter((card) => !dealt.has(`${card.suit}${card.rank}`));
  const slots: Seat[] = SEATS.flatMap((seat) => {
    const held = deal.filter((card) => card.seat === seat).length;
    return Array.from({ length: Math.max(0, CARDS_PER_SEAT - held) }, () => seat);
  });
  const seats = shuffle(rng, slots);
  const added = left.map((card, index) => ({ seat: seats[index] as Seat, ...card }));
  return SEATS.flatMap((seat) =>
    [...deal, ...added]
      .filter((card) => card.seat === seat)
      .map(({ seat: owner, suit, rank }) => ({ seat: owner, suit, rank })),
  );
}
