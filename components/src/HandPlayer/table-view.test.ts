import {
  createLesson,
  type LessonEvent,
  type LessonOutput,
  type LessonState,
  transition,
} from '@tenace/engine';
import { DECLARER_HAND, DEFENDER_HAND, PLAY_ONLY_HAND } from '@tenace/engine/testkit';
import { describe, expect, it } from 'vitest';
import {
  applyOutput,
  cardsHeld,
  EMPTY_TABLE,
  isFaceUp,
  seatToPlay,
  type TableView,
  trickOnTable,
  winnerOnTable,
} from './table-view.js';

/** Runs a lesson as the player does, answering as the author, until `stop` says so. */
function drive(
  hand = DECLARER_HAND,
  stop: (view: TableView, state: LessonState) => boolean = () => false,
) {
  const lesson = createLesson(hand, { seed: 1, recordProgress: false });
  if (!lesson.ok) throw new Error(lesson.error.message);
  let state = lesson.value;
  let view = EMPTY_TABLE;
  const send = (event: LessonEvent) => {
    const next = transition(state, event);
    state = next.state;
    view = next.outputs.reduce(applyOutput, view);
    return next.outputs;
  };
  let outputs: readonly LessonOutput[] = send({ type: 'start' });
  for (let guard = 0; guard < 500 && state.stage.kind !== 'complete'; guard++) {
    if (stop(view, state)) break;
    if (state.stage.kind === 'timerPending') {
      outputs = send({ type: 'timer', id: state.stage.timerId });
    } else {
      const beat = state.beats[state.beat];
      const call = beat?.kind === 'call' ? state.script.calls[beat.index] : undefined;
      const card = beat?.kind === 'card' ? state.script.cards[beat.step] : undefined;
      if (call) outputs = send({ type: 'call', call: call.value });
      else if (card) outputs = send({ type: 'card', card: card.card });
    }
  }
  return { view, state, outputs, send };
}

describe('the table view', () => {
  it('starts with the auction: nothing called yet, the introduction said', () => {
    const { view } = drive(DECLARER_HAND, () => true);
    expect(view.phase).toBe('auction');
    expect(view.calls).toEqual([]);
    expect(view.messages.map((entry) => entry.message.kind)).toEqual(['intro']);
  });

  it("waits for the learner's call with the legal calls (hands.md §4: the learner's seat waits)", () => {
    const { view } = drive(DECLARER_HAND, (shown) => shown.awaiting !== undefined);
    expect(view.calls).toEqual(['Pass', 'Pass']);
    expect(view.awaiting).toMatchObject({ type: 'call', seat: 'S' });
    expect(view.awaiting?.type === 'call' && view.awaiting.legal).toContain('1NT');
    expect(view.turn).toBe(1);
  });

  it('marks each message with the turn it arrived in, so old links go dead', () => {
    const { view, send } = drive(DECLARER_HAND, (shown) => shown.awaiting !== undefined);
    const wrong = send({ type: 'call', call: '2NT' }).reduce(applyOutput, view);
    expect(view.messages[0]?.turn).toBe(0);
    expect(wrong.messages.at(-1)).toMatchObject({ turn: 1, message: { kind: 'encouragement' } });
  });

  it('keeps a full trick on the table, with its winner, until it is gathered', () => {
    // Trick 1 (SQ S4 S2 S3): West's queen wins.
    const { view } = drive(DECLARER_HAND, (shown) => shown.played.length === 4);
    expect(trickOnTable(view)).toHaveLength(4);
    expect(winnerOnTable(view)).toBe('W');
    expect(seatToPlay(view)).toBeUndefined();
  });

  it('gathers a trick into the counts; the winner leads the next', () => {
    const { view } = drive(DECLARER_HAND, (shown) => shown.gathered === 1);
    expect(trickOnTable(view)).toEqual([]);
    expect(view.counts).toEqual({ northSouth: 0, eastWest: 1 });
    expect(seatToPlay(view)).toBe('W');
  });

  it("names the opening leader, declarer's left-hand opponent, before the first card", () => {
    const { view } = drive(DECLARER_HAND, (shown) => shown.phase === 'play');
    expect(view.declarer).toBe('S');
    expect(seatToPlay(view)).toBe('W');
  });

  it('takes played cards out of the hands', () => {
    const { view } = drive(DECLARER_HAND, (shown) => shown.played.length === 1);
    expect(cardsHeld(DECLARER_HAND.deal, view, 'W')).toHaveLength(12);
    expect(cardsHeld(DECLARER_HAND.deal, view, 'W')).not.toContainEqual({ suit: 'S', rank: 'Q' });
    expect(cardsHeld(DECLARER_HAND.deal, view, 'E')).toHaveLength(13);
  });

  it("shows dummy once the opening lead is made (Law 41D), the defenders' only at the end", () => {
    const before = drive(DECLARER_HAND, (shown) => shown.phase === 'play').view;
    expect(isFaceUp(before, 'S', 'S')).toBe(true);
    expect(isFaceUp(before, 'N', 'S')).toBe(false);
    const after = drive(DECLARER_HAND, (shown) => shown.played.length === 1).view;
    expect(isFaceUp(after, 'N', 'S')).toBe(true);
    expect(isFaceUp(after, 'E', 'S')).toBe(false);
    expect(isFaceUp(after, 'W', 'S')).toBe(false);
    const end = drive(DECLARER_HAND).view;
    expect(end.ended).toBe(true);
    expect(['N', 'E', 'S', 'W'].every((seat) => isFaceUp(end, seat as 'N', 'S'))).toBe(true);
  });

  it("lets a defending learner see dummy but not declarer's hand", () => {
    const { view } = drive(DEFENDER_HAND, (shown) => shown.played.length === 2);
    expect(isFaceUp(view, 'W', 'W')).toBe(true);
    expect(isFaceUp(view, 'N', 'W')).toBe(true);
    expect(isFaceUp(view, 'S', 'W')).toBe(false);
    expect(isFaceUp(view, 'E', 'W')).toBe(false);
  });

  it('ends with the final counts: nine tricks for North-South in 3NT', () => {
    const { view } = drive();
    expect(view.ended).toBe(true);
    expect(view.counts).toEqual({ northSouth: 9, eastWest: 4 });
    expect(view.played).toHaveLength(52);
    expect(view.awaiting).toBeUndefined();
  });

  it('starts a play-only hand at the play, with its contract', () => {
    const { view } = drive(PLAY_ONLY_HAND, () => true);
    expect(view.phase).toBe('play');
    expect(view.contract?.value).toBe('4S');
    expect(view.messages[0]?.message.kind).toBe('contract');
  });

  it('highlights the revealed answer until the turn is over', () => {
    const { view, send } = drive(DECLARER_HAND, (shown) => shown.awaiting !== undefined);
    let shown = view;
    for (const event of [
      { type: 'call', call: '2NT' },
      { type: 'call', call: '2NT' },
      { type: 'call', call: '2NT' },
      { type: 'reveal' },
    ] as const) {
      shown = send(event).reduce(applyOutput, shown);
    }
    expect(shown.revealed).toEqual({ type: 'call', call: '1NT' });
    shown = send({ type: 'call', call: '1NT' }).reduce(applyOutput, shown);
    expect(shown.revealed).toBeUndefined();
    expect(shown.calls.at(-1)).toBe('1NT');
  });
});
