/**
 * The editor's hand between keystrokes: the engine's normal form when the engine can read it (the
 * contract follows the auction, the tricks the play; hands.md §3), and the hand's pieces as the
 * typed fields show them.
 */
import {
  type CallValue,
  type DealtCard,
  type HandJSON,
  normaliseHand,
  SEATS,
  type Seat,
  SUITS,
} from '@tenace/engine';

/** The hand in the engine's normal form; as it is when the engine cannot read it yet. */
export function settled(hand: HandJSON): HandJSON {
  const normal = normaliseHand(hand);
  return normal.ok ? normal.value : hand;
}

/** Each seat's cards as the typed field writes them (`AKQ2 J83 T9 K54`), '' for none. */
export function dealTexts(deal: readonly DealtCard[]): Record<Seat, string> {
  return Object.fromEntries(
    SEATS.map((seat) => {
      const cards = deal.filter((card) => card.seat === seat);
      const text = SUITS.map(
        (suit) =>
          cards
            .filter((card) => card.suit === suit)
            .map((card) => card.rank)
            .join('') || '-',
      ).join(' ');
      return [seat, cards.length === 0 ? '' : text];
    }),
  ) as Record<Seat, string>;
}

/** The calls' values, from the dealer's. */
export function callsOf(hand: HandJSON): CallValue[] {
  return hand.auction.map((call) => call.value);
}

/** The play as the typed field writes it: a trick a line, its cards by code. */
export function playText(hand: HandJSON): string {
  return hand.play.map((trick) => trick.map((card) => card.value).join(' ')).join('\n');
}

/** The vulnerability of `ns` and `ew` vulnerable (hands.md §2 "a vulnerability toggle per pair"). */
export function vulnerabilityOf(ns: boolean, ew: boolean): HandJSON['vulnerable'] {
  if (ns && ew) return 'Both';
  if (ns) return 'NS';
  if (ew) return 'EW';
  return 'None';
}
