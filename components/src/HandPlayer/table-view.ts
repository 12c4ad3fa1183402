/**
 * What the hand player shows, folded from the learner lesson's outputs (engine/src/learner/
 * outputs.ts). Plain data and pure functions: the lesson decides, this only keeps the table as
 * the outputs left it (the auction so far, the cards played, the tricks gathered, the
 * conversation, whose turn it is).
 */
import {
  type CallValue,
  type Card,
  type Choice,
  type Contract,
  type DealtCard,
  type LessonMessage,
  type LessonOutput,
  nextSeat,
  openingLeader,
  type Seat,
  type SeatedCard,
  sameCard,
  type TrickCounts,
  trickWinner,
  trumpSuit,
} from '@tenace/engine';

/** A message of the conversation, with how it arrived. */
export interface ViewMessage {
  readonly message: LessonMessage;
  /** Part of a replay (a resumed start, a skip): shown at once, without waiting dots. */
  readonly instant: boolean;
  /** The learner's turn it arrived in; its hint or reveal link works only in that turn. */
  readonly turn: number;
}

/** What the learner is asked for now. */
export type Awaiting =
  | { readonly type: 'call'; readonly seat: Seat; readonly legal: readonly CallValue[] }
  | { readonly type: 'card'; readonly seat: Seat; readonly playable: readonly Card[] };

/** The table as the outputs left it. */
export interface TableView {
  /** Nothing yet, the auction, or the play. */
  readonly phase: 'none' | 'auction' | 'play';
  readonly calls: readonly CallValue[];
  readonly contract?: Contract;
  readonly declarer?: Seat;
  readonly dummy?: Seat;
  /** Every card played so far, in order. */
  readonly played: readonly SeatedCard[];
  /** Tricks gathered into a pile (a trick's four cards stay on the table until then). */
  readonly gathered: number;
  readonly counts: TrickCounts;
  /** The winner of the last gathered trick: the next leader. */
  readonly lastWinner?: Seat;
  readonly messages: readonly ViewMessage[];
  readonly awaiting?: Awaiting;
  /** Counts the learner's turns, so links know whether their turn is still on. */
  readonly turn: number;
  /** The correct answer the reveal link asked to highlight, until the turn is over. */
  readonly revealed?: Choice;
  /** The hand is over: the end-of-hand panel shows. */
  readonly ended: boolean;
}

/** The table before the lesson starts. */
export const EMPTY_TABLE: TableView = {
  phase: 'none',
  calls: [],
  played: [],
  gathered: 0,
  counts: { northSouth: 0, eastWest: 0 },
  messages: [],
  turn: 0,
  ended: false,
};

/**
 * The table after one output. Outputs for the UI's machinery (timers, progress, reload,
 * rejections) leave it as it was: the player's hook handles them.
 *
 * @example
 * const view = outputs.reduce(applyOutput, EMPTY_TABLE);
 */
export function applyOutput(view: TableView, output: LessonOutput): TableView {
  switch (output.type) {
    case 'phase':
      return output.phase === 'auction'
        ? { ...view, phase: 'auction' }
        : {
            ...view,
            phase: 'play',
            contract: output.contract,
            declarer: output.declarer,
            dummy: output.dummy,
          };
    case 'message': {
      const message = { message: output.message, instant: output.instant, turn: view.turn };
      return { ...view, messages: [...view.messages, message] };
    }
    case 'call':
      return {
        ...view,
        calls: [...view.calls, output.call],
        awaiting: undefined,
        revealed: undefined,
      };
    case 'card':
      return {
        ...view,
        played: [...view.played, { seat: output.seat, ...output.card }],
        awaiting: undefined,
        revealed: undefined,
      };
    case 'trick':
      return {
        ...view,
        gathered: output.trick,
        counts: output.counts,
        lastWinner: output.winner,
      };
    case 'awaitCall':
      return {
        ...view,
        awaiting: { type: 'call', seat: output.seat, legal: output.legal },
        turn: view.turn + 1,
        revealed: undefined,
      };
    case 'awaitCard':
      return {
        ...view,
        awaiting: { type: 'card', seat: output.seat, playable: output.playable },
        turn: view.turn + 1,
        revealed: undefined,
      };
    case 'reveal':
      return { ...view, revealed: output.answer };
    case 'end':
      return {
        ...view,
        awaiting: undefined,
        ended: true,
        ...(output.counts ? { counts: output.counts } : {}),
      };
    default:
      return view;
  }
}

/** The cards on the table: those played since the last gathered trick. */
export function trickOnTable(view: TableView): readonly SeatedCard[] {
  return view.played.slice(4 * view.gathered);
}

/** The winner of the trick on the table once it has four cards (the engine's `trickWinner`). */
export function winnerOnTable(view: TableView): Seat | undefined {
  const trick = trickOnTable(view);
  if (trick.length < 4 || !view.contract) return undefined;
  return trickWinner(trick, trumpSuit(view.contract.denomination));
}

/**
 * The seat to play next, for the compass arrow: after the last card of an unfinished trick, its
 * next seat; at a new trick, the last winner or the opening leader. None once the hand is over
 * or while a full trick waits to be gathered.
 */
export function seatToPlay(view: TableView): Seat | undefined {
  if (view.phase !== 'play' || view.ended || !view.declarer) return undefined;
  if (view.played.length === 52) return undefined;
  const trick = trickOnTable(view);
  const last = trick.at(-1);
  if (trick.length === 4) return undefined;
  if (last) return nextSeat(last.seat);
  return view.lastWinner ?? openingLeader(view.declarer);
}

/** The cards `seat` still holds: its dealt cards less those it has played. */
export function cardsHeld(deal: readonly DealtCard[], view: TableView, seat: Seat): Card[] {
  return deal
    .filter((card) => card.seat === seat)
    .filter((card) => !view.played.some((played) => sameCard(played, card)))
    .map(({ suit, rank }) => ({ suit, rank }));
}

/**
 * Whether a hand shows its faces during the play (our decision; the spec only says the player
 * "shows the four hands"): the learner's own hand always; dummy once the opening lead is made
 * (Law 41D: dummy is spread after the opening lead); the other two only when the hand is over.
 */
export function isFaceUp(view: TableView, seat: Seat, learner: Seat): boolean {
  if (seat === learner || view.ended) return true;
  return seat === view.dummy && view.played.length > 0;
}
