/**
 * Properties of the lesson over random complete hands (random deal, legal auction, legal play,
 * comments here and there), of every kind: full, play-only and auction-only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CallValue, parseCall } from '../calls.js';
import { type Card, cardCode, sameCard } from '../cards.js';
import { addAlternative } from '../hand/alternatives.js';
import { gradeCard } from './grading.js';
import { HAND_KINDS, randomHand } from './random-hand.testkit.js';
import type { LessonState } from './state.js';
import { TestTable } from './test-table.testkit.js';
import { TIMER_DELAYS } from './timings.js';

const hands = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  kind: fc.constantFrom(...HAND_KINDS),
});

/** The state with the counters that depend on the route taken (timers, start) left out. */
function outcome(state: LessonState) {
  const { nextTimerId: _timers, startBeat: _start, ...rest } = state;
  return rest;
}

/** Every resumable step of a hand, in order. */
function stepsOf(table: TestTable): string[] {
  const { calls, cards, playOnly, auctionOnly } = table.state.script;
  const auction = playOnly
    ? ['auction_0']
    : calls.map((_, index) => `auction_${index}`).concat(`auction_${calls.length}`);
  const play = auctionOnly ? [] : cards.map((_, index) => `play_${index}`).concat('play_52');
  return [...auction, ...play];
}

/** Runs the lesson, answering as the author did, until the learner's `turn`-th turn (0-based). */
function atTurn(table: TestTable, turn: number): TestTable {
  table.start();
  for (let answered = 0; ; answered++) {
    table.advanceTimers();
    if (table.state.stage.kind !== 'learnerTurn' || answered === turn) return table;
    table.answerCorrectly();
  }
}

/** The learner's choices at this turn that the table offers but that are neither right nor equal. */
function wrongChoices(
  table: TestTable,
): ({ type: 'call'; call: CallValue } | { type: 'card'; card: Card })[] {
  const waiting = table.waitingFor;
  const answer = table.authoredAnswer;
  if (waiting?.type === 'awaitCall' && answer.type === 'call') {
    return waiting.legal
      .filter((call) => call !== answer.call)
      .map((call) => ({ type: 'call', call }));
  }
  const { beats, beat, script } = table.state;
  const next = beats[beat];
  const played = next?.kind === 'card' ? script.cards[next.step] : undefined;
  if (waiting?.type !== 'awaitCard' || !played) return [];
  return waiting.playable
    .filter((card) => {
      const grade = gradeCard(script, played, card);
      return grade.ok && grade.value === 'wrong';
    })
    .map((card) => ({ type: 'card', card }));
}

describe('a learner who always answers as the author did', () => {
  it('reaches the end with every call made, every card played and Played recorded once', () => {
    fc.assert(
      fc.property(hands, fc.boolean(), ({ seed, kind }, recordProgress) => {
        const hand = randomHand(seed, kind);
        const table = TestTable.create(hand, { recordProgress }).playToEnd();
        expect(table.state.stage.kind).toBe('complete');
        expect(table.auction).toEqual(hand.playOnly ? [] : hand.auction.map((call) => call.value));
        expect(table.played).toEqual(hand.play.flat().map(cardCode));
        expect(table.played).toHaveLength(kind === 'auctionOnly' ? 0 : 52);
        if (kind !== 'auctionOnly') expect(table.counts).toEqual(hand.tricks);
        const played = table.progress.filter((record) => record.status === 'Played');
        expect(played).toEqual(
          recordProgress ? [{ type: 'progress', status: 'Played', step: 'auction_0' }] : [],
        );
        expect(table.outputsOf('end')).toHaveLength(1);
        expect(table.rejections).toEqual([]);
      }),
    );
  });

  it('is only ever asked to wait for a timer from the timings table, one at a time', () => {
    fc.assert(
      fc.property(hands, ({ seed, kind }) => {
        const table = TestTable.create(randomHand(seed, kind)).playToEnd();
        const schedules = table.outputsOf('schedule');
        for (const schedule of schedules)
          expect(schedule.delayMs).toBe(TIMER_DELAYS[schedule.timer]);
        expect(schedules.map((schedule) => schedule.id)).toEqual(
          schedules.map((_, index) => index),
        );
      }),
    );
  });
});

describe('resuming', () => {
  it('from any step ends in the same state, with the same conversation, as playing through', () => {
    fc.assert(
      fc.property(hands, fc.nat(), ({ seed, kind }, pick) => {
        const hand = randomHand(seed, kind);
        const whole = TestTable.create(hand).playToEnd();
        const steps = stepsOf(whole);
        const start = steps[pick % steps.length];
        const resumed = TestTable.create(hand, { start }).playToEnd();
        expect(resumed.messages.map(({ id, ...message }) => message)).toEqual(
          whole.messages.map(({ id, ...message }) => message),
        );
        expect(outcome(resumed.state)).toEqual(outcome(whole.state));
      }),
    );
  });
});

describe('wrong answers', () => {
  it('never advance the hand: only messages, and the right answer still goes on', () => {
    fc.assert(
      fc.property(
        hands,
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 7 }),
        ({ seed, kind }, turn, pick, count) => {
          const hand = randomHand(seed, kind);
          const turns = TestTable.create(hand)
            .playToEnd()
            .outputs.filter(
              (output) => output.type === 'awaitCall' || output.type === 'awaitCard',
            ).length;
          const table = atTurn(TestTable.create(hand), turn % turns);
          const wrong = wrongChoices(table);
          fc.pre(wrong.length > 0);
          const beat = table.state.beat;
          const kinds: string[] = [];
          for (let attempt = 0; attempt < count; attempt++) {
            const choice = wrong[(pick + attempt) % wrong.length];
            if (!choice) throw new Error('No wrong choice');
            table.send(choice);
            expect(table.state.beat).toBe(beat);
            expect(table.last.map((output) => output.type)).toEqual(['message']);
            kinds.push(table.messages.at(-1)?.kind ?? 'none');
          }
          // 1st and 2nd: encouragements; 3rd: the answer; then the count starts again.
          expect(kinds).toEqual(
            [
              'encouragement',
              'encouragement',
              'answer',
              'encouragement',
              'encouragement',
              'answer',
              'encouragement',
            ].slice(0, count),
          );
          table.answerCorrectly();
          expect(table.state.beat).toBeGreaterThan(beat);
        },
      ),
    );
  });
});

describe('listed alternatives (docs/decisions.md, "Accepted alternatives")', () => {
  it('are accepted at any turn, and the hand, its progress and its end go on as authored', () => {
    fc.assert(
      fc.property(hands, fc.nat(), fc.nat(), ({ seed, kind }, turn, pick) => {
        const hand = randomHand(seed, kind);
        const whole = TestTable.create(hand).playToEnd();
        const turns = whole.outputs.filter(
          (output) => output.type === 'awaitCall' || output.type === 'awaitCard',
        ).length;
        const plain = atTurn(TestTable.create(hand), turn % turns);
        const wrong = wrongChoices(plain);
        const choice = wrong[pick % Math.max(1, wrong.length)];
        const next = plain.state.beats[plain.state.beat];
        const at = next?.kind === 'call' || next?.kind === 'card' ? next : undefined;
        fc.pre(choice !== undefined && at !== undefined);
        if (!choice || !at) return;
        const input =
          choice.type === 'call'
            ? { call: choice.call, comment: 'Also right.' }
            : { card: choice.card, comment: 'Also right.' };
        const listed = addAlternative(hand, at, input);
        if (!listed.ok) throw new Error(listed.error.message);
        const table = atTurn(TestTable.create(listed.value), turn % turns).send(choice);
        const said = table.last.flatMap((output) =>
          output.type === 'message' ? [output.message.kind] : [],
        );
        expect(said[0]).toBe('alternative');
        table.playToEnd();
        expect(table.auction).toEqual(whole.auction);
        expect(table.played).toEqual(whole.played);
        expect(table.progress).toEqual(whole.progress);
        expect(table.outputsOf('end')).toHaveLength(1);
      }),
    );
  });
});

describe('skip to summary', () => {
  it('from anywhere ends with the conversation of playing through, and Played once', () => {
    fc.assert(
      fc.property(hands, fc.nat(200), ({ seed, kind }, events) => {
        const hand = randomHand(seed, kind);
        const whole = TestTable.create(hand).playToEnd();
        const table = TestTable.create(hand).start();
        for (let sent = 0; sent < events && table.state.stage.kind !== 'complete'; sent++) {
          if (table.pendingTimer) table.advanceTimer();
          else table.answerCorrectly();
        }
        if (table.state.stage.kind !== 'complete') table.skipToSummary();
        expect(table.transcript).toEqual(whole.transcript);
        expect(table.played).toEqual(whole.played);
        expect(table.progress.filter((record) => record.status === 'Played')).toHaveLength(1);
      }),
    );
  });
});

describe('random hands', () => {
  it('are complete and legal, so every one makes a lesson', () => {
    fc.assert(
      fc.property(hands, ({ seed, kind }) => {
        const hand = randomHand(seed, kind);
        expect(() => TestTable.create(hand)).not.toThrow();
        for (const call of hand.auction) expect(parseCall(call.value).ok).toBe(true);
        const cards = hand.play.flat();
        expect(
          cards.every((card, index) => cards.findIndex((other) => sameCard(other, card)) === index),
        ).toBe(true);
      }),
    );
  });
});
