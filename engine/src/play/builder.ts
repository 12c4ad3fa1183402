/**
 * The play builder (hands.md §4 "Play builder"): the author plays the cards of each seat in
 * turn; "undo and redo work per card and reverse trick counts"; play finishes at 13 tricks.
 * The editor's one-second pause before a finished trick is stored is UI timing, not the engine's.
 *
 * Decisions where the spec is silent:
 * - A new card clears the redo stack, as in the auction builder.
 * - Undo and redo keep the card's comments: redo restores exactly the card that was undone.
 * - Undo replays the remaining cards from the deal, so counts, winners and the seat to play
 *   always equal those of playing the same cards afresh.
 */
import type { Denomination } from '../calls.js';
import { cardCode, type Seat } from '../cards.js';
import type { CardPlay, Comments, DealtCard, Trick, TrickCounts } from '../hand/types.js';
import { err, ok, type Result } from '../result.js';
import { replayPlay } from './replay.js';
import { type PlayError, type PlayState, playCard, startPlay } from './state.js';
import type { SeatedCard } from './tricks.js';

/** A card played in the builder, with the seat that played it and any comments. */
export interface BuiltCard extends SeatedCard {
  readonly comments?: Comments;
}

/** The builder's state: plain data, each function returns a new one. */
export interface PlayBuilder {
  readonly deal: readonly DealtCard[];
  readonly declarer: Seat;
  readonly denomination: Denomination;
  /** The cards played, in order. */
  readonly played: readonly BuiltCard[];
  /** The redo stack: undone cards, the most recently undone last. */
  readonly undone: readonly BuiltCard[];
  /** Where the play stands after `played`: tricks, counts, the seat to play, cards left. */
  readonly position: PlayState;
}

export type PlayBuilderError = PlayError | 'NOTHING_TO_UNDO' | 'NOTHING_TO_REDO';

/** A card to add: the seat is optional and, when given, must be the seat in turn. */
export interface CardToAdd {
  readonly suit: SeatedCard['suit'];
  readonly rank: SeatedCard['rank'];
  readonly seat?: Seat;
  readonly comments?: Comments;
}

/**
 * A builder before the opening lead.
 *
 * @example
 * startPlayBuilder(hand.deal, 'S', '4H').position.toPlay // 'W'
 */
export function startPlayBuilder(
  deal: readonly DealtCard[],
  declarer: Seat,
  denomination: Denomination,
): PlayBuilder {
  return {
    deal,
    declarer,
    denomination,
    played: [],
    undone: [],
    position: startPlay(deal, declarer, denomination),
  };
}

function played(card: CardToAdd, seat: Seat): BuiltCard {
  const { suit, rank, comments } = card;
  return { seat, suit, rank, ...(comments && { comments }) };
}

/**
 * Plays a card for the seat in turn, if it belongs to that seat and follows suit; clears the
 * redo stack.
 *
 * @example
 * addCard(builder, { suit: 'S', rank: 'K' }) // { ok: true, value: <the builder with ♠K played> }
 */
export function addCard(
  builder: PlayBuilder,
  card: CardToAdd,
): Result<PlayBuilder, PlayBuilderError> {
  const position = playCard(builder.position, card);
  if (!position.ok) return position;
  // playCard succeeded, so there was a seat to play.
  const seat = builder.position.toPlay as Seat;
  return ok({
    ...builder,
    played: [...builder.played, played(card, seat)],
    undone: [],
    position: position.value,
  });
}

/**
 * Takes back the last card played (reversing its trick's winner and count if it completed one)
 * and puts it on the redo stack.
 *
 * @example
 * undoCard(builder) // { ok: true, value: <the builder one card earlier> }
 */
export function undoCard(builder: PlayBuilder): Result<PlayBuilder, PlayBuilderError> {
  const last = builder.played.at(-1);
  if (last === undefined) return err('NOTHING_TO_UNDO', 'There is no card to undo');
  const remaining = builder.played.slice(0, -1);
  const position = replayPlay(builder.deal, builder.declarer, builder.denomination, remaining);
  if (!position.ok) return position;
  return ok({
    ...builder,
    played: remaining,
    undone: [...builder.undone, last],
    position: position.value,
  });
}

/**
 * Plays again the most recently undone card, comments included.
 *
 * @example
 * redoCard(afterUndo) // { ok: true, value: <the builder as it was before the undo> }
 */
export function redoCard(builder: PlayBuilder): Result<PlayBuilder, PlayBuilderError> {
  const restored = builder.undone.at(-1);
  if (restored === undefined) return err('NOTHING_TO_REDO', 'There is no card to redo');
  const position = playCard(builder.position, restored);
  if (!position.ok) return position;
  return ok({
    ...builder,
    played: [...builder.played, restored],
    undone: builder.undone.slice(0, -1),
    position: position.value,
  });
}

/**
 * A builder holding a saved play (handJSON `play`, tricks in order, each trick's cards in play
 * order), every card checked in turn. Comments are kept.
 *
 * @example
 * playBuilderFrom(hand.deal, 'S', 'H', hand.play) // { ok: true, value: <the builder> }
 */
export function playBuilderFrom(
  deal: readonly DealtCard[],
  declarer: Seat,
  denomination: Denomination,
  play: readonly (readonly CardPlay[])[],
): Result<PlayBuilder, PlayBuilderError> {
  let builder = startPlayBuilder(deal, declarer, denomination);
  for (const [index, card] of play.flat().entries()) {
    const next = addCard(builder, card);
    if (!next.ok) {
      return err(next.error.code, `Card ${index + 1} (${cardCode(card)}): ${next.error.message}`);
    }
    builder = next.value;
  }
  return ok(builder);
}

/**
 * The play as handJSON stores it: tricks of up to four cards (the unfinished trick last), each
 * card with its 0-based step in the whole play, its code and whether it won its trick; and the
 * tricks won by each side.
 *
 * @example
 * handPlay(builder).tricks // { northSouth: 7, eastWest: 6 }
 */
export function handPlay(builder: PlayBuilder): { play: Trick[]; tricks: TrickCounts } {
  const { tricks, counts } = builder.position;
  const play: Trick[] = [];
  builder.played.forEach((card, step) => {
    const trickIndex = Math.floor(step / 4);
    const winner = tricks[trickIndex]?.winner === card.seat;
    const record: CardPlay = {
      seat: card.seat,
      suit: card.suit,
      rank: card.rank,
      step,
      value: cardCode(card),
      winner,
      ...(card.comments && { comments: card.comments }),
    };
    if (step % 4 === 0) play.push([record]);
    else play[trickIndex]?.push(record);
  });
  return { play, tricks: { ...counts } };
}
