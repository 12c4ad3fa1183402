/**
 * A play replayed card after card (replayPlay, the play builder's undo, the PBN conversion): the
 * position `playCard` reaches, without a new PlayState for every card. Thousands of plays are
 * replayed per PBN file and nothing needs the states between the cards, so the replay keeps its
 * position in a few numbers — each seat's cards as one bit set per suit, the cards played as
 * numbers — and builds a PlayState only when asked for one.
 */
import type { Denomination } from '../calls.js';
import {
  type Card,
  cardCode,
  RANKS,
  rankIndex,
  SEATS,
  type Seat,
  SUITS,
  seatIndex,
  suitIndex,
} from '../cards.js';
import type { DealtCard, TrickCounts } from '../hand/types.js';
import { type EngineError, err, ok, type Result } from '../result.js';
import {
  type CardToPlay,
  type PlayError,
  type PlayedTrick,
  type PlayState,
  playCard,
  startPlay,
  TRICKS_PER_DEAL,
} from './state.js';
import type { SeatedCard } from './tricks.js';
import { openingLeader } from './tricks.js';

/** A play in progress, advanced by {@link PlayReplay.play}. */
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
  return (
    BitReplay.of(deal, declarer, denomination) ??
    new SteppedReplay(startPlay(deal, declarer, denomination))
  );
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

const CARDS_PER_SUIT = RANKS.length;
const CARDS_PER_DECK = SUITS.length * CARDS_PER_SUIT;
const NO_SEAT = -1;

/**
 * The replay of a deal of cards of hands.md §3 with no card twice in a hand (every deal the
 * engine or the PBN reader makes). A card is a number, seat, suit and rank: seat × 52 + suit × 13
 * + rank, by their places in SEATS, SUITS and RANKS (so a lower rank number is a higher card).
 */
class BitReplay implements PlayReplay {
  /** The ranks each seat holds in each suit (seat × 4 + suit), one bit per rank. */
  private readonly held = new Int16Array(SEATS.length * SUITS.length);
  /** The number of cards each seat holds. */
  private readonly left = new Int8Array(SEATS.length);
  /** Every card played, in order: the completed tricks, then the unfinished one. */
  private readonly played: number[] = [];
  /** The seat that won each completed trick. */
  private readonly winners: number[] = [];
  private toPlay = NO_SEAT;
  private northSouth = 0;
  private eastWest = 0;

  private constructor(
    private readonly deal: readonly DealtCard[],
    private readonly trump: number,
  ) {}

  /** The replay of `deal`, or undefined when it holds a card twice in a hand or an unknown code. */
  static of(
    deal: readonly DealtCard[],
    declarer: Seat,
    denomination: Denomination,
  ): BitReplay | undefined {
    const replay = new BitReplay(deal, denomination === 'NT' ? -1 : suitIndex(denomination));
    for (const card of deal) {
      const seat = seatIndex(card.seat);
      // Only the four seats hold cards, as in startPlay.
      if (seat < 0) continue;
      const suit = suitIndex(card.suit);
      const rank = rankIndex(card.rank);
      if (suit < 0 || rank < 0) return undefined;
      const slot = seat * SUITS.length + suit;
      const bit = 1 << rank;
      if (((replay.held[slot] as number) & bit) !== 0) return undefined;
      replay.held[slot] = (replay.held[slot] as number) | bit;
      replay.left[seat] = (replay.left[seat] as number) + 1;
    }
    const leader = seatIndex(openingLeader(declarer));
    replay.toPlay = (replay.left[leader] as number) > 0 ? leader : NO_SEAT;
    return replay;
  }

  play(card: CardToPlay): EngineError<PlayError> | undefined {
    const seat = this.toPlay;
    const suit = suitIndex(card.suit);
    const rank = rankIndex(card.rank);
    if (seat === NO_SEAT || (card.seat !== undefined && card.seat !== SEATS[seat])) {
      return this.refusal(card);
    }
    const slot = seat * SUITS.length + suit;
    const bit = 1 << rank;
    const inTrick = this.played.length % SEATS.length;
    const led = inTrick === 0 ? suit : suitOf(this.played[this.played.length - inTrick] as number);
    // Not held (a code that is not a card is never held), or a revoke: playCard says why.
    if (suit < 0 || rank < 0 || ((this.held[slot] as number) & bit) === 0) {
      return this.refusal(card);
    }
    if (suit !== led && this.held[seat * SUITS.length + led] !== 0) return this.refusal(card);
    this.held[slot] = (this.held[slot] as number) & ~bit;
    this.left[seat] = (this.left[seat] as number) - 1;
    this.played.push(seat * CARDS_PER_DECK + suit * CARDS_PER_SUIT + rank);
    if (inTrick < SEATS.length - 1) {
      const next = (seat + 1) % SEATS.length;
      this.toPlay = (this.left[next] as number) > 0 ? next : NO_SEAT;
      return undefined;
    }
    const winner = this.trickWinner(this.played.length - SEATS.length);
    this.winners.push(winner);
    // North and South are the even places of SEATS.
    if (winner % 2 === 0) this.northSouth++;
    else this.eastWest++;
    const more = this.winners.length < TRICKS_PER_DEAL && (this.left[winner] as number) > 0;
    this.toPlay = more ? winner : NO_SEAT;
    return undefined;
  }

  /** The seat that wins the trick of the four cards played from `first`: trickWinner's rule. */
  private trickWinner(first: number): number {
    let best = this.played[first] as number;
    for (let index = first + 1; index < first + SEATS.length; index++) {
      const card = this.played[index] as number;
      const beats =
        suitOf(card) === suitOf(best) ? rankOf(card) < rankOf(best) : suitOf(card) === this.trump;
      if (beats) best = card;
    }
    return Math.floor(best / CARDS_PER_DECK);
  }

  /** Why `card` may not be played, in playCard's words. */
  private refusal(card: CardToPlay): EngineError<PlayError> {
    const refused = playCard(this.state(), card);
    if (refused.ok) throw new Error('The replay refused a card that playCard accepts');
    return refused.error;
  }

  lastWinner(): Seat | undefined {
    const winner = this.winners.at(-1);
    return winner === undefined ? undefined : SEATS[winner];
  }

  counts(): TrickCounts {
    return { northSouth: this.northSouth, eastWest: this.eastWest };
  }

  state(): PlayState {
    const remaining: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
    for (const { seat, suit, rank } of this.deal) {
      const index = seatIndex(seat);
      if (index < 0) continue;
      const slot = index * SUITS.length + suitIndex(suit);
      if (((this.held[slot] as number) & (1 << rankIndex(rank))) !== 0) {
        remaining[seat].push({ suit, rank });
      }
    }
    const seated = this.played.map(seatedCard);
    const tricks: PlayedTrick[] = this.winners.map((winner, trick) => {
      const cards = seated.slice(trick * SEATS.length, (trick + 1) * SEATS.length);
      return { cards, leader: (cards[0] as SeatedCard).seat, winner: SEATS[winner] as Seat };
    });
    return {
      trump: this.trump < 0 ? undefined : SUITS[this.trump],
      remaining,
      tricks,
      current: seated.slice(tricks.length * SEATS.length),
      toPlay: this.toPlay === NO_SEAT ? undefined : SEATS[this.toPlay],
      counts: this.counts(),
    };
  }
}

function suitOf(card: number): number {
  return Math.floor((card % CARDS_PER_DECK) / CARDS_PER_SUIT);
}

function rankOf(card: number): number {
  return card % CARDS_PER_SUIT;
}

function seatedCard(card: number): SeatedCard {
  return {
    seat: SEATS[Math.floor(card / CARDS_PER_DECK)] as Seat,
    suit: SUITS[suitOf(card)] as SeatedCard['suit'],
    rank: RANKS[rankOf(card)] as SeatedCard['rank'],
  };
}

/** The replay of any other deal: `playCard` card by card, its states kept one at a time. */
class SteppedReplay implements PlayReplay {
  constructor(private position: PlayState) {}

  play(card: CardToPlay): EngineError<PlayError> | undefined {
    const next = playCard(this.position, card);
    if (!next.ok) return next.error;
    this.position = next.value;
    return undefined;
  }

  lastWinner(): Seat | undefined {
    return this.position.tricks.at(-1)?.winner;
  }

  counts(): TrickCounts {
    return { ...this.position.counts };
  }

  state(): PlayState {
    return this.position;
  }
}
