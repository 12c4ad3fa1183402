/**
 * The deal builder (hands.md §4 "Deal builder"): cards go one at a time from the deck to the
 * active seat; the last short seat takes the rest; the active seat moves on when full; a dealt
 * card can go back to the deck.
 *
 * Decisions where the spec is silent:
 * - A new builder starts with North active; a loaded deal starts with the first seat with room
 *   counting clockwise from North (North when the deal is complete).
 * - "The next seat with room" is counted clockwise (N, E, S, W) from the seat that filled up.
 * - The last short seat takes the rest only after a card is given, never after one is returned,
 *   so that returning a card from a complete deal does not deal it straight back.
 * - After a card is returned, if the active seat is full, the seat the card came from becomes
 *   active, so the next card given replaces it.
 * - Any seat may be chosen as active; giving a card to a full seat is the error `SEAT_FULL`.
 * - Each hand is kept in deck order (spades to clubs, ace down), whatever order cards were given.
 */
import { type Card, cardCode, DECK, RANKS, SEATS, type Seat, SUITS, sameCard } from '../cards.js';
import type { DealtCard } from '../hand/types.js';
import { err, ok, type Result } from '../result.js';

/** Cards each seat holds in a complete deal (hands.md §9). */
export const CARDS_PER_SEAT = 13;

/** The builder's state: the cards each seat holds and the seat a deck card goes to. */
export interface DealBuilder {
  /** Each seat's cards in deck order. */
  readonly hands: Readonly<Record<Seat, readonly Card[]>>;
  /** The seat that receives the next card given from the deck. */
  readonly active: Seat;
}

export type DealError = 'CARD_ALREADY_DEALT' | 'CARD_NOT_DEALT' | 'SEAT_FULL' | 'TOO_MANY_CARDS';

/** A card's position in {@link DECK}: spades to clubs, each from the ace down. */
function deckIndex(card: Card): number {
  return SUITS.indexOf(card.suit) * RANKS.length + RANKS.indexOf(card.rank);
}

function inDeckOrder(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => deckIndex(a) - deckIndex(b));
}

function holder(builder: DealBuilder, card: Card): Seat | undefined {
  return SEATS.find((seat) => builder.hands[seat].some((held) => sameCard(held, card)));
}

function hasRoom(builder: DealBuilder, seat: Seat): boolean {
  return builder.hands[seat].length < CARDS_PER_SEAT;
}

/** The first seat with room, counting clockwise from `from` itself. */
function seatWithRoomFrom(builder: DealBuilder, from: Seat): Seat | undefined {
  const start = SEATS.indexOf(from);
  return SEATS.map((_, step) => SEATS[(start + step) % SEATS.length] as Seat).find((seat) =>
    hasRoom(builder, seat),
  );
}

/**
 * A builder with every card in the deck and North active.
 *
 * @example
 * const builder = emptyDeal();
 * undealtCards(builder).length // 52
 */
export function emptyDeal(): DealBuilder {
  return { hands: { N: [], E: [], S: [], W: [] }, active: 'N' };
}

/**
 * The deck: the cards not yet dealt, in deck order (spades to clubs, ace down).
 *
 * @example
 * undealtCards(emptyDeal())[0] // { suit: 'S', rank: 'A' }
 */
export function undealtCards(builder: DealBuilder): Card[] {
  const dealt = new Set(SEATS.flatMap((seat) => builder.hands[seat].map(deckIndex)));
  return DECK.filter((card) => !dealt.has(deckIndex(card)));
}

/** Whether every seat holds 13 cards (hands.md §5: Next needs exactly 52 cards). */
export function isDealComplete(builder: DealBuilder): boolean {
  return SEATS.every((seat) => builder.hands[seat].length === CARDS_PER_SEAT);
}

/**
 * Makes `seat` the seat that receives the next deck card.
 *
 * @example
 * chooseActiveSeat(emptyDeal(), 'W').active // 'W'
 */
export function chooseActiveSeat(builder: DealBuilder, seat: Seat): DealBuilder {
  return { ...builder, active: seat };
}

/**
 * Gives a deck card to the active seat. When only one seat is then short of 13 it takes all the
 * rest of the deck; when the active seat reaches 13 the next seat with room becomes active.
 *
 * @example
 * const next = giveCard(emptyDeal(), { suit: 'S', rank: 'A' });
 * next.ok && next.value.hands.N // [{ suit: 'S', rank: 'A' }]
 */
export function giveCard(builder: DealBuilder, card: Card): Result<DealBuilder, DealError> {
  const owner = holder(builder, card);
  if (owner !== undefined) {
    return err('CARD_ALREADY_DEALT', `${cardCode(card)} is already dealt to ${owner}`);
  }
  const seat = builder.active;
  if (!hasRoom(builder, seat)) {
    return err('SEAT_FULL', `${seat} already holds ${CARDS_PER_SEAT} cards`);
  }
  const given: DealBuilder = {
    ...builder,
    hands: { ...builder.hands, [seat]: inDeckOrder([...builder.hands[seat], card]) },
  };
  // With one seat short of 13, the deck holds exactly the cards it lacks (so 13 or fewer).
  const short = SEATS.filter((each) => hasRoom(given, each));
  const [lastShort] = short;
  const filled: DealBuilder =
    short.length === 1 && lastShort !== undefined
      ? {
          ...given,
          hands: {
            ...given.hands,
            [lastShort]: inDeckOrder([...given.hands[lastShort], ...undealtCards(given)]),
          },
        }
      : given;
  if (hasRoom(filled, seat)) return ok(filled);
  return ok({ ...filled, active: seatWithRoomFrom(filled, seat) ?? seat });
}

/**
 * Returns a dealt card to the deck. If the active seat is full, the seat the card came from
 * becomes active.
 *
 * @example
 * returnCard(builder, { suit: 'S', rank: 'A' }) // { ok: true, value: <SA back in the deck> }
 */
export function returnCard(builder: DealBuilder, card: Card): Result<DealBuilder, DealError> {
  const owner = holder(builder, card);
  if (owner === undefined) return err('CARD_NOT_DEALT', `${cardCode(card)} is not dealt`);
  const hands = {
    ...builder.hands,
    [owner]: builder.hands[owner].filter((held) => !sameCard(held, card)),
  };
  const active = hasRoom(builder, builder.active) ? builder.active : owner;
  return ok({ hands, active });
}

/**
 * A builder holding a handJSON deal (complete or not), with the first seat with room from North
 * active. Fails when a card appears twice or a seat holds more than 13 cards.
 *
 * @example
 * dealBuilderFrom(hand.deal) // { ok: true, value: { hands: { N: […], … }, active: 'N' } }
 */
export function dealBuilderFrom(deal: readonly DealtCard[]): Result<DealBuilder, DealError> {
  let builder = emptyDeal();
  for (const { seat, suit, rank } of deal) {
    const owner = holder(builder, { suit, rank });
    if (owner !== undefined) {
      return err('CARD_ALREADY_DEALT', `${suit}${rank} is dealt to both ${owner} and ${seat}`);
    }
    if (!hasRoom(builder, seat)) {
      return err('TOO_MANY_CARDS', `${seat} holds more than ${CARDS_PER_SEAT} cards`);
    }
    builder = {
      ...builder,
      hands: { ...builder.hands, [seat]: [...builder.hands[seat], { suit, rank }] },
    };
  }
  const hands = Object.fromEntries(SEATS.map((seat) => [seat, inDeckOrder(builder.hands[seat])]));
  const sorted = { ...builder, hands: hands as Record<Seat, Card[]> };
  return ok({ ...sorted, active: seatWithRoomFrom(sorted, 'N') ?? 'N' });
}

/**
 * The handJSON deal of a builder: North's cards, then East's, South's and West's, each in deck
 * order.
 *
 * @example
 * dealtCards(builder)[0] // { seat: 'N', suit: 'S', rank: 'A' }
 */
export function dealtCards(builder: DealBuilder): DealtCard[] {
  return SEATS.flatMap((seat) =>
    builder.hands[seat].map(({ suit, rank }) => ({ seat, suit, rank })),
  );
}
