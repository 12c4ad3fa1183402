/**
 * Resuming mid-hand (hands.md §4 "Start steps of the form auction_{n} or play_{n} resume
 * mid-hand") and skipping to the summary ("Skip to summary replays all the comments, adds the
 * trick messages, then completes").
 */
import { describe, expect, it } from 'vitest';
import type { HandJSON } from '../hand/types.js';
import {
  AUCTION_ONLY_HAND,
  DECLARER_HAND,
  DEFENDER_HAND,
  PLAY_ONLY_HAND,
} from '../testkit/lesson-hands.js';
import { createLesson } from './state.js';
import { TestTable } from './test-table.testkit.js';

const playThrough = (hand: HandJSON) => TestTable.create(hand).playToEnd();

describe('resuming at a step', () => {
  it('replays the conversation so far at once, then goes on', () => {
    const table = TestTable.create(DECLARER_HAND, { start: 'auction_3' }).start();
    expect(table.auction).toEqual(['Pass', 'Pass', '1NT']);
    expect(table.transcript).toEqual([
      '“South deals the cards for a notrump game.”',
      'North: Pass “North has 11 points: not enough to open.”',
      'East: Pass',
      '“You have 14 points and a balanced hand.”',
      'South: 1NT “A slightly light 1NT, but every suit is stopped.”',
    ]);
    const replayed = table.outputs.filter((output) => 'instant' in output);
    expect(replayed.every((output) => 'instant' in output && output.instant)).toBe(true);
    expect(table.pendingTimer).toMatchObject({ timer: 'bid', delayMs: 1000 });
    table.advanceTimer();
    expect(table.auction).toEqual(['Pass', 'Pass', '1NT', 'Pass']);
    expect(table.last.every((output) => !('instant' in output) || !output.instant)).toBe(true);
  });

  it('resumes in the play with the tricks gathered and counted', () => {
    const table = TestTable.create(DECLARER_HAND, { start: 'play_20' }).start();
    expect(table.auction).toHaveLength(8);
    expect(table.played).toHaveLength(20);
    expect(table.trickOnTable).toEqual([]);
    expect(table.counts).toEqual({ northSouth: 4, eastWest: 1 });
    expect(table.waitingFor).toMatchObject({ type: 'awaitCard', seat: 'N' });
  });

  it('records no progress for the replayed steps', () => {
    const table = TestTable.create(DECLARER_HAND, { start: 'play_20' }).start();
    expect(table.progress).toEqual([]);
    table.answerCorrectly();
    expect(table.progress).toEqual([{ type: 'progress', status: 'PartPlayed', step: 'play_21' }]);
  });

  it('takes auction_0 as the beginning', () => {
    const fromStep = TestTable.create(DECLARER_HAND, { start: 'auction_0' }).start();
    expect(fromStep.outputs).toEqual(TestTable.create(DECLARER_HAND).start().outputs);
  });

  it('completes at once from the last step', () => {
    const table = TestTable.create(DECLARER_HAND, { start: 'play_52' }).start();
    expect(table.ended).toBe(true);
    expect(table.progress).toEqual([{ type: 'progress', status: 'Played', step: 'auction_0' }]);
  });

  it.each([
    [
      DECLARER_HAND,
      ['auction_2', 'auction_5', 'auction_8', 'play_0', 'play_1', 'play_4', 'play_37'],
    ],
    [DEFENDER_HAND, ['auction_3', 'play_0', 'play_13', 'play_51']],
    [PLAY_ONLY_HAND, ['play_0', 'play_6', 'play_28']],
    [AUCTION_ONLY_HAND, ['auction_2', 'auction_9']],
  ])('%#: ends with the same conversation as playing through', (hand, starts) => {
    const whole = playThrough(hand);
    for (const start of starts) {
      const resumed = TestTable.create(hand, { start }).playToEnd();
      expect(resumed.transcript).toEqual(whole.transcript);
      expect(resumed.played).toEqual(whole.played);
      expect(resumed.counts).toEqual(whole.counts);
    }
  });

  it.each(['auction_9', 'play_53', 'play_01', 'trick_3', ''])(
    'refuses the start step %j',
    (start) => {
      const lesson = createLesson(DECLARER_HAND, { seed: 1, recordProgress: true, start });
      expect(lesson.ok ? 'ok' : lesson.error.code).toBe('INVALID_START_STEP');
    },
  );
});

describe('skip to summary', () => {
  it('replays all the remaining comments, adds the trick messages, then completes', () => {
    const table = TestTable.create(DECLARER_HAND).start().advanceTimers().skipToSummary();
    expect(table.transcript).toEqual(playThrough(DECLARER_HAND).transcript);
    expect(table.transcript.filter((line) => / wins the \d+\w\w trick\./.test(line))).toHaveLength(
      13,
    );
    expect(table.state.stage.kind).toBe('complete');
    expect(table.outputs.at(-1)).toEqual({ type: 'end', counts: { northSouth: 9, eastWest: 4 } });
  });

  it('says the learner’s waiting pre comment once', () => {
    const table = TestTable.create(DECLARER_HAND).start().advanceTimers().skipToSummary();
    const pre = '“You have 14 points and a balanced hand.”';
    expect(table.transcript.filter((line) => line === pre)).toHaveLength(1);
  });

  it('shows the skipped calls and cards at once, and records only the completion', () => {
    const table = TestTable.create(DECLARER_HAND).start().advanceTimers().skipToSummary();
    expect(
      table.last
        .filter((output) => 'instant' in output)
        .every((output) => 'instant' in output && output.instant),
    ).toBe(true);
    expect(table.played).toHaveLength(52);
    expect(table.progress.map((record) => `${record.status} ${record.step}`)).toEqual([
      'PartPlayed auction_1',
      'PartPlayed auction_2',
      'Played auction_0',
    ]);
  });

  it('works while a timer runs, and the late timer is then ignored', () => {
    const table = TestTable.create(DECLARER_HAND).start();
    const timer = table.pendingTimer;
    table.skipToSummary();
    expect(table.transcript).toEqual(playThrough(DECLARER_HAND).transcript);
    table.send({ type: 'timer', id: timer?.id ?? -1 });
    expect(table.last).toEqual([
      expect.objectContaining({ type: 'rejected', code: 'UNEXPECTED_EVENT' }),
    ]);
  });

  it('gathers a trick waiting for its update once', () => {
    const table = TestTable.create(DECLARER_HAND).playUntilTurn('S3').play('S3').skipToSummary();
    expect(table.outputsOf('trick')).toHaveLength(13);
  });

  it.each([
    ['an auction-only hand', AUCTION_ONLY_HAND],
    ['a play-only hand', PLAY_ONLY_HAND],
    ['a defended hand', DEFENDER_HAND],
  ])('completes %s', (_kind, hand) => {
    const table = TestTable.create(hand).start().skipToSummary();
    expect(table.transcript).toEqual(playThrough(hand).transcript);
    expect(table.ended).toBe(true);
  });
});
