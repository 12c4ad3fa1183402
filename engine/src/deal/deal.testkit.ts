/**
 * Test helpers: deals and cards written compactly. Not part of the build.
 */
import { type Card, parseCard, SEATS, type Seat, SUITS } from '../cards.js';
import type { DealtCard } from '../hand/types.js';

/** Cards from space-separated codes: `'SA HK D10'`. */
export function cardsOf(codes: string): Card[] {
  return codes
    .split(' ')
    .filter((code) => code !== '')
    .map((code) => {
      const card = parseCard(code);
      if (!card.ok) throw new Error(`Bad card code in a test: ${code}`);
      return card.value;
    });
}

/**
 * A deal from each seat's hand written suit by suit, spades first, separated by dots:
 * `{ N: 'AKQ.JT9.876.5432', … }` (the ten is `T`, a void is empty).
 */
export function dealOf(hands: Readonly<Record<Seat, string>>): DealtCard[] {
  return SEATS.flatMap((seat) =>
    hands[seat].split('.').flatMap((ranks, suitIndex) =>
      [...ranks].map((rank) => {
        const card = parseCard(`${SUITS[suitIndex]}${rank}`);
        if (!card.ok) throw new Error(`Bad hand in a test: ${hands[seat]}`);
        return { seat, ...card.value };
      }),
    ),
  );
}

/** North holds every spade, East every heart, South every diamond and West every club. */
export const SUIT_PER_SEAT_DEAL: DealtCard[] = dealOf({
  N: 'AKQJT98765432...',
  E: '.AKQJT98765432..',
  S: '..AKQJT98765432.',
  W: '...AKQJT98765432',
});
