/**
 * The transition table and the purity of `transition` (DESIGN.md: "State machines are
 * transition tables plus a pure transition(state, event)").
 */
import { describe, expect, it } from 'vitest';
import { DECLARER_HAND } from '../testkit/lesson-hands.js';
import { LESSON_EVENT_TYPES, type LessonEvent, type LessonEventType } from './events.js';
import type { LessonStageKind, LessonState } from './state.js';
import { TestTable } from './test-table.testkit.js';
import { LESSON_TRANSITIONS, transition } from './transition.js';

const EVENTS: Record<LessonEventType, LessonEvent> = {
  start: { type: 'start' },
  timer: { type: 'timer', id: 0 },
  call: { type: 'call', call: '1NT' },
  card: { type: 'card', card: { suit: 'S', rank: '4' } },
  hint: { type: 'hint' },
  reveal: { type: 'reveal' },
  skipToSummary: { type: 'skipToSummary' },
  restart: { type: 'restart' },
};

/** A lesson in each stage. */
const STAGES: Record<LessonStageKind, () => LessonState> = {
  notStarted: () => TestTable.create(DECLARER_HAND).state,
  timerPending: () => TestTable.create(DECLARER_HAND).start().state,
  learnerTurn: () => TestTable.create(DECLARER_HAND).start().advanceTimers().state,
  complete: () => TestTable.create(DECLARER_HAND).playToEnd().state,
};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('the transition table', () => {
  it.each([
    ['notStarted', ['start', 'restart']],
    ['timerPending', ['timer', 'skipToSummary', 'restart']],
    ['learnerTurn', ['call', 'card', 'hint', 'reveal', 'skipToSummary', 'restart']],
    ['complete', ['restart']],
  ] as const)('%s accepts %j', (stage, events) => {
    expect(Object.keys(LESSON_TRANSITIONS[stage])).toEqual(events);
  });

  const refused = (Object.keys(STAGES) as LessonStageKind[]).flatMap((stage) =>
    LESSON_EVENT_TYPES.filter((type) => !(type in LESSON_TRANSITIONS[stage])).map(
      (type) => [stage, type] as const,
    ),
  );

  it.each(refused)('%s ignores %s, unchanged', (stage, type) => {
    const state = STAGES[stage]();
    const result = transition(state, EVENTS[type]);
    expect(result.state).toBe(state);
    expect(result.outputs).toEqual([
      expect.objectContaining({ type: 'rejected', event: type, code: 'UNEXPECTED_EVENT' }),
    ]);
  });

  it('ignores a timer that is not the one it waits for', () => {
    const state = STAGES.timerPending();
    const result = transition(state, { type: 'timer', id: 99 });
    expect(result.state).toBe(state);
    expect(result.outputs).toEqual([
      expect.objectContaining({ type: 'rejected', code: 'STALE_TIMER' }),
    ]);
  });
});

describe('purity', () => {
  it('never changes the state it is given, and gives the same result for the same input', () => {
    const table = TestTable.create(DECLARER_HAND);
    const events: LessonEvent[] = [];
    const record = (event: LessonEvent) => {
      events.push(event);
      deepFreeze(table.state);
      table.send(event);
    };
    record({ type: 'start' });
    while (table.state.stage.kind !== 'complete') {
      const timer = table.pendingTimer;
      if (timer) record({ type: 'timer', id: timer.id });
      else {
        record({ type: 'call', call: '7NT' });
        record({ type: 'hint' });
        record(table.authoredAnswer);
      }
    }
    const again = TestTable.create(DECLARER_HAND);
    for (const event of events) again.send(event);
    expect(again.outputs).toEqual(table.outputs);
    expect(again.state).toEqual(table.state);
  });

  it('keeps a state that survives JSON, so it can be saved and restored', () => {
    const table = TestTable.create(DECLARER_HAND).start().advanceTimers().bid('2NT');
    const restored = JSON.parse(JSON.stringify(table.state)) as LessonState;
    expect(restored).toEqual(table.state);
    expect(transition(restored, { type: 'call', call: '1C' })).toEqual(
      transition(table.state, { type: 'call', call: '1C' }),
    );
  });
});
