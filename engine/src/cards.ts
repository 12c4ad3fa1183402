/**
 * Seats, suits, ranks and cards, and parsing of their codes (hands.md §3 "Cards").
 */
import { err, ok, type Result } from './result.js';

/** The seats in clockwise order, starting with North. */
export const SEATS = ['N', 'E', 'S', 'W'] as const;
export type Seat = (typeof SEATS)[number];

/** The suits from highest to lowest, the order in which a hand is written. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** The ranks from highest to lowest. Ten is `T`. */
export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
export type Rank = (typeof RANKS)[number];

/** The two partnerships. */
export const SIDES = ['NS', 'EW'] as const;
export type Side = (typeof SIDES)[number];

/** A card of the deck. */
export interface Card {
  readonly suit: Suit;
  readonly rank: Rank;
}

export type CardCodeError = 'UNSUPPORTED_CARD_CODE' | 'UNKNOWN_DIRECTION';

const SEAT_CODES: Readonly<Record<string, Seat>> = {
  N: 'N',
  E: 'E',
  S: 'S',
  W: 'W',
  n: 'N',
  e: 'E',
  s: 'S',
  w: 'W',
};

// hands.md §3: rank codes 1-10, T, J, Q, K, A are accepted; 1 is the ace and 10 the ten.
const RANK_CODES: Readonly<Record<string, Rank>> = {
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: 'T',
  '1': 'A',
  '10': 'T',
  '9': '9',
  '8': '8',
  '7': '7',
  '6': '6',
  '5': '5',
  '4': '4',
  '3': '3',
  '2': '2',
};

/**
 * Parses a seat (N E S W) or a direction (n e s w).
 *
 * @example
 * parseSeat('w') // { ok: true, value: 'W' }
 */
export function parseSeat(code: string): Result<Seat, 'UNKNOWN_DIRECTION'> {
  const seat = SEAT_CODES[code];
  return seat ? ok(seat) : err('UNKNOWN_DIRECTION', `Unknown direction '${code}'`);
}

/** Parses a suit code S H D C. */
export function parseSuit(code: string): Result<Suit, 'UNSUPPORTED_CARD_CODE'> {
  return isSuit(code) ? ok(code) : err('UNSUPPORTED_CARD_CODE', `Unsupported suit '${code}'`);
}

/** Parses a rank code: A K Q J T 9-2, or 1-10 (1 is the ace, 10 the ten). */
export function parseRank(code: string): Result<Rank, 'UNSUPPORTED_CARD_CODE'> {
  const rank = RANK_CODES[code];
  return rank ? ok(rank) : err('UNSUPPORTED_CARD_CODE', `Unsupported rank '${code}'`);
}

/**
 * Parses a card code: a suit then a rank, such as `SA`, `H10` or `DT`.
 *
 * @example
 * parseCard('H10') // { ok: true, value: { suit: 'H', rank: 'T' } }
 */
export function parseCard(code: string): Result<Card, 'UNSUPPORTED_CARD_CODE'> {
  const suit = parseSuit(code.slice(0, 1));
  const rank = parseRank(code.slice(1));
  if (!suit.ok || !rank.ok) return err('UNSUPPORTED_CARD_CODE', `Unsupported card code '${code}'`);
  return ok({ suit: suit.value, rank: rank.value });
}

export function isSeat(value: unknown): value is Seat {
  return typeof value === 'string' && (SEATS as readonly string[]).includes(value);
}

export function isSuit(value: unknown): value is Suit {
  return typeof value === 'string' && (SUITS as readonly string[]).includes(value);
}

export function isRank(value: unknown): value is Rank {
  return typeof value === 'string' && (RANKS as readonly string[]).includes(value);
}

/** The card's code, suit then rank: `SA`, `HT`. */
export function cardCode(card: Card): string {
  return `${card.suit}${card.rank}`;
}

// Each code's place in SEATS, SUITS or RANKS by its character code, for the loops that ask for
// every card (a typed array indexed by a number).
function placesByCharCode(codes: readonly string[]): Int8Array {
  const places = new Int8Array(128).fill(-1);
  codes.forEach((code, index) => {
    places[code.charCodeAt(0)] = index;
  });
  return places;
}

const SEAT_PLACES = placesByCharCode(SEATS);
const SUIT_PLACES = placesByCharCode(SUITS);
const RANK_PLACES = placesByCharCode(RANKS);

function placeOf(places: Int8Array, value: unknown): number {
  if (typeof value !== 'string' || value.length !== 1) return -1;
  return places[value.charCodeAt(0)] ?? -1;
}

/** A seat's place in SEATS (N 0 … W 3); -1 for any value that is not a seat code. */
export function seatIndex(value: unknown): number {
  return placeOf(SEAT_PLACES, value);
}

/** A suit's place in SUITS (S 0 … C 3); -1 for any value that is not a suit code. */
export function suitIndex(value: unknown): number {
  return placeOf(SUIT_PLACES, value);
}

/** A rank's place in RANKS (A 0 … 2 12); -1 for any value that is not a rank code. */
export function rankIndex(value: unknown): number {
  return placeOf(RANK_PLACES, value);
}

/**
 * A rank's strength: 14 for the ace down to 2 for the deuce. Trick winners ask for every card:
 * its place is looked up by character code rather than searched for (an object looked up by a
 * string key takes a slow path for '9', which counts as an index there).
 */
export function rankValue(rank: Rank): number {
  return 14 - (RANK_PLACES[rank.charCodeAt(0)] as number);
}

/** Whether two cards are the same card. */
export function sameCard(a: Card, b: Card): boolean {
  return a.suit === b.suit && a.rank === b.rank;
}

/** The 52 cards, spades to clubs, each suit from the ace down. */
export const DECK: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => ({ suit, rank })));

/** The seat `steps` places clockwise from `seat` (negative steps go anticlockwise). */
export function nextSeat(seat: Seat, steps = 1): Seat {
  // The usual step, asked for every call and card read, without searching SEATS.
  if (steps === 1) return seat === 'N' ? 'E' : seat === 'E' ? 'S' : seat === 'S' ? 'W' : 'N';
  const index = (((SEATS.indexOf(seat) + steps) % 4) + 4) % 4;
  return SEATS[index] as Seat;
}

/** The seat's partner. */
export function partnerOf(seat: Seat): Seat {
  return nextSeat(seat, 2);
}

/** The partnership a seat belongs to. */
export function sideOf(seat: Seat): Side {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}
