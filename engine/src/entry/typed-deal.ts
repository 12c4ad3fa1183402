/**
 * The four hands typed (hands.md §4 "Deal builder": "type each hand … with a 13-card counter,
 * the last hand filled in automatically"): each hand read by parseTypedHand, no card in two
 * hands, and once three hands hold 13 cards and the fourth is not typed, the fourth gets the 13
 * cards left.
 */
import { type Card, DECK, SEATS, type Seat } from '../cards.js';
import type { DealtCard } from '../hand/types.js';
import { ok } from '../result.js';
import type { EntryError } from './entry-error.js';
import { parseTypedHand } from './typed-hand.js';

/** A typed hand's error, with the seat it is in. */
export interface DealEntryError extends EntryError {
  readonly seat: Seat;
}

export interface TypedDeal {
  /** The cards typed (and filled in), seat by seat N E S W, each hand in the order typed. */
  readonly deal: DealtCard[];
  /** How many cards each seat holds: the 13-card counters. */
  readonly counts: Readonly<Record<Seat, number>>;
  /** The seat filled in with the cards left, if any. */
  readonly filled: Seat | undefined;
}

/**
 * @example
 * typedDeal({ N: 'AKQJT98765432 - - -', E: '- AKQJT98765432 - -', S: '- - AKQJT98765432 -', W: '' })
 * // { ok: true, value: { deal: [… 52 cards], counts: { N: 13, E: 13, S: 13, W: 13 }, filled: 'W' } }
 */
export function typedDeal(
  texts: Readonly<Partial<Record<Seat, string>>>,
):
  | { readonly ok: true; readonly value: TypedDeal }
  | { readonly ok: false; readonly error: DealEntryError } {
  const hands: Partial<Record<Seat, Card[]>> = {};
  const holder = new Map<string, Seat>();
  for (const seat of SEATS) {
    const parsed = parseTypedHand(texts[seat] ?? '');
    if (!parsed.ok) return { ok: false, error: { ...parsed.error, seat } };
    for (const card of parsed.value) {
      const code = `${card.suit}${card.rank}`;
      const other = holder.get(code);
      if (other !== undefined)
        return {
          ok: false,
          error: {
            code: 'CARD_IN_TWO_HANDS',
            message: `${code} is in ${other}'s hand and ${seat}'s`,
            line: 1,
            column: 1,
            seat,
          },
        };
      holder.set(code, seat);
    }
    hands[seat] = parsed.value;
  }
  const empty = SEATS.filter((seat) => (hands[seat]?.length ?? 0) === 0);
  const full = SEATS.filter((seat) => hands[seat]?.length === 13);
  let filled: Seat | undefined;
  if (full.length === 3 && empty.length === 1) {
    filled = empty[0] as Seat;
    hands[filled] = DECK.filter((card) => !holder.has(`${card.suit}${card.rank}`));
  }
  const deal = SEATS.flatMap((seat) => (hands[seat] ?? []).map((card) => ({ seat, ...card })));
  const counts = Object.fromEntries(
    SEATS.map((seat) => [seat, hands[seat]?.length ?? 0]),
  ) as Record<Seat, number>;
  return ok({ deal, counts, filled });
}
