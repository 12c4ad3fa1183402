/**
 * The state of the card play, advanced one card at a time (hands.md §4 "Play builder"): the
 * opening leader leads, each card must belong to the seat in turn and follow suit, four cards
 * make a trick, its winner leads the next, and play ends after 13 tricks.
 */
import type { Denomination } from '../calls.js';
import {
  type Card,
  cardCode,
  isSeat,
  nextSeat,
  type Seat,
  type Suit,
  sameCard,
  sideOf,
} from '../cards.js';
import type { DealtCard, TrickCounts } from '../hand/types.js';
import { err, ok, type Result } from '../result.js';
import { mayPlay } from './following.js';
import { openingLeader, type SeatedCard, trickWinner, trumpSuit } from './tricks.js';

/** The most tricks a deal has. */
export const TRICKS_PER_DEAL = 13;

/** A completed trick, its cards in play order. */
export interface PlayedTrick {
  readonly cards: readonly SeatedCard[];
  readonly leader: Seat;
  readonly winner: Seat;
}

/** Where the play stands. Plain data; every function returns a new state. */
export interface PlayState {
  readonly trump: Suit | undefined;
  /** Each seat's cards not yet played. */
  readonly remaining: Readonly<Record<Seat, readonly Card[]>>;
  readonly tricks: readonly PlayedTrick[];
  /** The cards of the unfinished trick, in play order. */
  readonly current: readonly SeatedCard[];
  /** The seat to play next; undefined once every trick is played or no cards remain. */
  readonly toPlay: Seat | undefined;
  readonly counts: TrickCounts;
}

export type PlayError = 'PLAY_COMPLETE' | 'WRONG_SEAT' | 'CARD_NOT_IN_HAND' | 'MUST_FOLLOW_SUIT';

/** A card to play: the seat is optional and, when given, must be the seat in turn. */
export interface CardToPlay extends Card {
  readonly seat?: Seat;
}

/**
 * The state before the opening lead.
 *
 * @example
 * const state = startPlay(hand.deal, 'S', 'H'); // West to lead, hearts trumps
 */
export function startPlay(
  deal: readonly DealtCard[],
  declarer: Seat,
  denomination: Denomination,
): PlayState {
  const remaining: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  for (const { seat, suit, rank } of deal) {
    // Only the four seats hold cards (a deal that was never validated may name others).
    if (isSeat(seat)) remaining[seat].push({ suit, rank });
  }
  const leader = openingLeader(declarer);
  return {
    trump: trumpSuit(denomination),
    remaining,
    tricks: [],
    current: [],
    toPlay: remaining[leader].length > 0 ? leader : undefined,
    counts: { northSouth: 0, eastWest: 0 },
  };
}

/**
 * Plays one card for the seat in turn, or says why it may not be played.
 *
 * @example
 * playCard(state, { suit: 'S', rank: 'K' }) // { ok: true, value: <the next state> }
 */
export function playCard(state: PlayState, card: CardToPlay): Result<PlayState, PlayError> {
  const seat = state.toPlay;
  if (seat === undefined) {
    const played = `${state.tricks.length} trick${state.tricks.length === 1 ? '' : 's'}`;
    return err(
      'PLAY_COMPLETE',
      `The play is over after ${played}; ${cardCode(card)} cannot be played`,
    );
  }
  if (card.seat !== undefined && card.seat !== seat) {
    return err('WRONG_SEAT', `It is ${seat}'s turn, not ${card.seat}'s`);
  }
  const hand = state.remaining[seat];
  if (!hand.some((held) => sameCard(held, card))) {
    return err('CARD_NOT_IN_HAND', `${seat} does not hold ${cardCode(card)}`);
  }
  if (!mayPlay(hand, state.current, card)) {
    return err('MUST_FOLLOW_SUIT', `${seat} must follow suit to ${state.current[0]?.suit}`);
  }
  // The next state is written out field by field rather than spread from this one: every card
  // of every replayed play makes one, and literals of a fixed shape are much cheaper.
  const remaining = withHand(
    state.remaining,
    seat,
    hand.filter((held) => !sameCard(held, card)),
  );
  const current = [...state.current, { seat, suit: card.suit, rank: card.rank }];
  if (current.length < 4) {
    const next = nextSeat(seat);
    return ok({
      trump: state.trump,
      remaining,
      tricks: state.tricks,
      current,
      toPlay: remaining[next].length > 0 ? next : undefined,
      counts: state.counts,
    });
  }
  const winner = trickWinner(current, state.trump);
  const tricks = [...state.tricks, { cards: current, leader: current[0]?.seat ?? seat, winner }];
  const { northSouth, eastWest } = state.counts;
  const counts =
    sideOf(winner) === 'NS'
      ? { northSouth: northSouth + 1, eastWest }
      : { northSouth, eastWest: eastWest + 1 };
  const more = tricks.length < TRICKS_PER_DEAL && remaining[winner].length > 0;
  return ok({
    trump: state.trump,
    remaining,
    tricks,
    current: [],
    toPlay: more ? winner : undefined,
    counts,
  });
}

/** The hands with `seat`'s replaced by `hand`. */
function withHand(
  remaining: Readonly<Record<Seat, readonly Card[]>>,
  seat: Seat,
  hand: readonly Card[],
): Readonly<Record<Seat, readonly Card[]>> {
  return {
    N: seat === 'N' ? hand : remaining.N,
    E: seat === 'E' ? hand : remaining.E,
    S: seat === 'S' ? hand : remaining.S,
    W: seat === 'W' ? hand : remaining.W,
  };
}
