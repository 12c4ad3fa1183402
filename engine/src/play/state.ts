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
import { type EngineError, err, ok, type Result } from '../result.js';
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

/**
 * Replays cards in play order from the opening lead; stops at the first card that may not be
 * played, whose 1-based position ("Card 3") is in the error message.
 *
 * @example
 * replayPlay(hand.deal, 'S', 'NT', [{ suit: 'S', rank: 'K' }, …]).value.counts
 */
export function replayPlay(
  deal: readonly DealtCard[],
  declarer: Seat,
  denomination: Denomination,
  cards: readonly CardToPlay[],
): Result<PlayState, PlayError> {
  const replay = startReplay(deal, declarer, denomination);
  for (let index = 0; index < cards.length; index++) {
    const card = cards[index] as CardToPlay;
    const refused = replay.play(card);
    if (refused !== undefined) {
      return err(refused.code, `Card ${index + 1} (${cardCode(card)}): ${refused.message}`);
    }
  }
  return ok(replay.state());
}

/**
 * A play replayed card after card, as `replayPlay` and the PBN conversion do: the position that
 * `playCard` would reach, kept in one mutable place. A new PlayState for every card is most of
 * the cost of replaying the thousands of plays of a file, and nothing needs the states between.
 */
export interface PlayReplay {
  /** Plays `card`, or says why not in `playCard`'s words (and then nothing changes). */
  play(card: CardToPlay): EngineError<PlayError> | undefined;
  /** The winner of the last completed trick, if any. */
  lastWinner(): Seat | undefined;
  /** The tricks won so far. */
  counts(): TrickCounts;
  /** The position as the PlayState that `playCard` would have returned. */
  state(): PlayState;
}

/**
 * Starts a replay at the opening lead, as `startPlay` does.
 *
 * @example
 * const replay = startReplay(hand.deal, 'S', 'NT');
 * replay.play({ suit: 'S', rank: 'K' }) // undefined: played
 */
export function startReplay(
  deal: readonly DealtCard[],
  declarer: Seat,
  denomination: Denomination,
): PlayReplay {
  return new Replay(startPlay(deal, declarer, denomination));
}

/**
 * The replay. Its hands are its own copies, changed in place as cards are played (no new array
 * per card); `state()` hands out copies, so a PlayState it returns never changes afterwards.
 */
class Replay implements PlayReplay {
  private readonly trump: Suit | undefined;
  private readonly hands: Record<Seat, Card[]>;
  private readonly tricks: PlayedTrick[] = [];
  private current: SeatedCard[] = [];
  private toPlay: Seat | undefined;
  private northSouth = 0;
  private eastWest = 0;

  constructor(start: PlayState) {
    this.trump = start.trump;
    const { N, E, S, W } = start.remaining;
    this.hands = { N: [...N], E: [...E], S: [...S], W: [...W] };
    this.toPlay = start.toPlay;
  }

  play(card: CardToPlay): EngineError<PlayError> | undefined {
    const seat = this.toPlay;
    if (seat === undefined || (card.seat !== undefined && card.seat !== seat)) {
      return this.refusal(card);
    }
    const hand = this.hands[seat];
    const { suit, rank } = card;
    // One pass over the hand: whether it holds the card, and whether it holds the suit led.
    const led = this.current[0]?.suit;
    let held = false;
    let holdsLed = false;
    for (const candidate of hand) {
      if (candidate.suit === suit && candidate.rank === rank) held = true;
      if (candidate.suit === led) holdsLed = true;
    }
    // Refused (not held, or a revoke): playCard checks the same and says why.
    if (!held || (led !== undefined && suit !== led && holdsLed)) return this.refusal(card);
    // As playCard does, every copy of the card leaves the hand.
    let kept = 0;
    for (const candidate of hand) {
      if (candidate.suit !== suit || candidate.rank !== rank) hand[kept++] = candidate;
    }
    // pop rather than setting the length, which V8 does in a runtime call.
    while (hand.length > kept) hand.pop();
    this.current.push({ seat, suit, rank });
    if (this.current.length < 4) {
      const next = nextSeat(seat);
      this.toPlay = this.hands[next].length > 0 ? next : undefined;
      return undefined;
    }
    const cards = this.current;
    const winner = trickWinner(cards, this.trump);
    this.tricks.push({ cards, leader: cards[0]?.seat ?? seat, winner });
    if (sideOf(winner) === 'NS') this.northSouth++;
    else this.eastWest++;
    this.current = [];
    const more = this.tricks.length < TRICKS_PER_DEAL && this.hands[winner].length > 0;
    this.toPlay = more ? winner : undefined;
    return undefined;
  }

  /** Why `card` may not be played, in playCard's words. */
  private refusal(card: CardToPlay): EngineError<PlayError> {
    const refused = playCard(this.state(), card);
    if (refused.ok) throw new Error('Replay refused a card that playCard accepts');
    return refused.error;
  }

  lastWinner(): Seat | undefined {
    return this.tricks.at(-1)?.winner;
  }

  counts(): TrickCounts {
    return { northSouth: this.northSouth, eastWest: this.eastWest };
  }

  state(): PlayState {
    const { N, E, S, W } = this.hands;
    return {
      trump: this.trump,
      remaining: { N: [...N], E: [...E], S: [...S], W: [...W] },
      tricks: [...this.tricks],
      current: [...this.current],
      toPlay: this.toPlay,
      counts: this.counts(),
    };
  }
}
