/**
 * Progress records (hands.md §4 "Progress recording (logged-in users only)"), restart, and the
 * editor's preview.
 */
import { describe, expect, it } from 'vitest';
import { AUCTION_ONLY_HAND, DECLARER_HAND, PLAY_ONLY_HAND } from '../testkit/lesson-hands.js';
import { createLesson } from './state.js';
import { TestTable } from './test-table.testkit.js';

const steps = (phase: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${phase}_${index + 1}`);

describe('progress recording', () => {
  it('records PartPlayed with the step name at each step', () => {
    const table = TestTable.create(DECLARER_HAND).playToEnd();
    const partPlayed = table.progress.filter((record) => record.status === 'PartPlayed');
    expect(partPlayed.map((record) => record.step)).toEqual([
      ...steps('auction', 8),
      ...steps('play', 52),
    ]);
  });

  it('records each step right after its call or card', () => {
    const table = TestTable.create(DECLARER_HAND).start().advanceTimer();
    expect(table.last.map((output) => output.type)).toEqual([
      'call',
      'message',
      'progress',
      'schedule',
    ]);
  });

  it('records Played at step auction_0 on completion, once, as the last record', () => {
    const table = TestTable.create(DECLARER_HAND).playToEnd();
    expect(table.progress.filter((record) => record.status === 'Played')).toEqual([
      { type: 'progress', status: 'Played', step: 'auction_0' },
    ]);
    expect(table.progress.at(-1)).toEqual({
      type: 'progress',
      status: 'Played',
      step: 'auction_0',
    });
  });

  it.each([
    ['an auction-only hand', AUCTION_ONLY_HAND, steps('auction', 10)],
    ['a play-only hand', PLAY_ONLY_HAND, steps('play', 52)],
  ])('records the steps of %s', (_kind, hand, expected) => {
    const table = TestTable.create(hand).playToEnd();
    expect(table.progress.map((record) => record.step)).toEqual([...expected, 'auction_0']);
  });

  it('records nothing for a user who is not logged in', () => {
    const table = TestTable.create(DECLARER_HAND, { recordProgress: false }).playToEnd().restart();
    expect(table.progress).toEqual([]);
  });
});

describe('restart', () => {
  it('records completion and then reloads', () => {
    const table = TestTable.create(DECLARER_HAND).start().advanceTimers().restart();
    expect(table.last).toEqual([
      { type: 'progress', status: 'Played', step: 'auction_0' },
      { type: 'reload' },
    ]);
  });

  it('returns the lesson to the very beginning, even from a resume step', () => {
    const table = TestTable.create(DECLARER_HAND, { start: 'play_20' }).start().restart();
    expect(table.state.stage).toEqual({ kind: 'notStarted' });
    table.start();
    expect(table.transcript).toEqual(['“South deals the cards for a notrump game.”']);
    expect(table.auction).toEqual([]);
  });

  it('works from a completed hand too', () => {
    const table = TestTable.create(DECLARER_HAND).playToEnd().restart();
    expect(table.last.at(-1)).toEqual({ type: 'reload' });
    expect(table.playToEnd().ended).toBe(true);
  });
});

describe('the editor’s preview', () => {
  it('records no progress', () => {
    const table = TestTable.create(DECLARER_HAND, { preview: {} }).playToEnd();
    expect(table.ended).toBe(true);
    expect(table.restart().progress).toEqual([]);
  });

  it('starts at a given trick', () => {
    const table = TestTable.create(DECLARER_HAND, { preview: { fromTrick: 5 } }).start();
    expect(table.played).toHaveLength(16);
    expect(table.counts).toEqual({ northSouth: 3, eastWest: 1 });
    expect(table.transcript.at(-1)).toBe('South wins the 4th trick. North-South 3, East-West 1');
    expect(table.waitingFor).toMatchObject({ type: 'awaitCard', seat: 'S' });
    expect(table.progress).toEqual([]);
  });

  it.each([
    [DECLARER_HAND, 0],
    [DECLARER_HAND, 14],
    [DECLARER_HAND, 2.5],
    [AUCTION_ONLY_HAND, 1],
  ])('%#: refuses to start at trick %s', (hand, fromTrick) => {
    const lesson = createLesson(hand, { seed: 1, recordProgress: false, preview: { fromTrick } });
    expect(lesson.ok ? 'ok' : lesson.error.code).toBe('INVALID_PREVIEW_TRICK');
  });
});
