/**
 * The lesson as a state machine: a transition table from each stage and event to a handler, and
 * a pure, synchronous {@link transition} (DESIGN.md: "State machines are transition tables plus a
 * pure transition(state, event)"). No timers, no clock, no global randomness: the UI runs the
 * timers the outputs ask for, and the encouragements' randomness comes from the state's seed.
 */
import { choose, hint, reveal } from './answers.js';
import type { LessonEvent, LessonEventType } from './events.js';
import { advance, type Draft, reject, replayUntil } from './flow.js';
import type { LessonOutput } from './outputs.js';
import type { LessonStageKind, LessonState } from './state.js';
import { COMPLETED_STEP } from './steps.js';

/** What a transition gives: the next state and the outputs for the UI, in order. */
export interface LessonTransition {
  readonly state: LessonState;
  readonly outputs: readonly LessonOutput[];
}

/** The handlers a transition can run. */
export const LESSON_HANDLERS = [
  'start',
  'timerElapsed',
  'choose',
  'hint',
  'reveal',
  'skipToSummary',
  'restart',
] as const;
export type LessonHandler = (typeof LESSON_HANDLERS)[number];

/**
 * The transition table: which events each stage accepts, and the handler that runs. Any other
 * event is ignored with a `rejected` output (`UNEXPECTED_EVENT`).
 */
export const LESSON_TRANSITIONS = {
  notStarted: { start: 'start', restart: 'restart' },
  timerPending: { timer: 'timerElapsed', skipToSummary: 'skipToSummary', restart: 'restart' },
  learnerTurn: {
    call: 'choose',
    card: 'choose',
    hint: 'hint',
    reveal: 'reveal',
    skipToSummary: 'skipToSummary',
    restart: 'restart',
  },
  complete: { restart: 'restart' },
} as const satisfies Record<LessonStageKind, Partial<Record<LessonEventType, LessonHandler>>>;

/** Begins the lesson: replays the beats before the start step at once, then goes on. */
function start(draft: Draft): void {
  replayUntil(draft, draft.state.startBeat);
  advance(draft);
}

function timerElapsed(draft: Draft, event: LessonEvent): void {
  const { stage } = draft.state;
  if (event.type !== 'timer' || stage.kind !== 'timerPending') {
    throw new Error(`timerElapsed() cannot take a ${event.type} event at ${stage.kind}`);
  }
  if (event.id === stage.timerId) {
    advance(draft, true);
  } else {
    reject(draft, event, 'STALE_TIMER', `Timer ${event.id} is not timer ${stage.timerId}`);
  }
}

/**
 * Skip to summary (hands.md §4): replays every remaining comment, call, card and trick message
 * at once, then completes. A learner's `pre` comment already said is not said again.
 */
function skipToSummary(draft: Draft): void {
  replayUntil(draft, draft.state.beats.length, draft.state.stage.kind === 'learnerTurn');
  draft.state = { ...draft.state, stage: { kind: 'complete' } };
}

/**
 * Restart (hands.md §4: "restart records completion and then reloads the page"): records
 * Played at `auction_0`, outputs `reload`, and returns the lesson at the very beginning (the
 * resume step and a preview's starting trick are dropped), waiting for `start`. The random
 * draws go on, so the encouragements do not repeat the first run's.
 */
function restart(draft: Draft): void {
  const { state } = draft;
  if (state.recordProgress) {
    draft.outputs.push({ type: 'progress', status: 'Played', step: COMPLETED_STEP });
  }
  draft.outputs.push({ type: 'reload' });
  draft.state = {
    ...state,
    startBeat: 0,
    beat: 0,
    stage: { kind: 'notStarted' },
    nextMessageId: 0,
    nextTimerId: 0,
  };
}

const HANDLERS: Readonly<Record<LessonHandler, (draft: Draft, event: LessonEvent) => void>> = {
  start,
  timerElapsed,
  choose,
  hint,
  reveal,
  skipToSummary,
  restart,
};

/**
 * Moves the lesson on by one event. Pure and synchronous: the same state and event always give
 * the same result. An event the lesson cannot take now leaves the state as it was, with a
 * single `rejected` output.
 *
 * @example
 * let { state, outputs } = transition(lesson, { type: 'start' });
 * // outputs: phase, the auction introduction, then { type: 'schedule', id: 0, timer:
 * // 'auctionStart', delayMs: 5000 }; after 5 s the UI sends:
 * ({ state, outputs } = transition(state, { type: 'timer', id: 0 }));
 */
export function transition(state: LessonState, event: LessonEvent): LessonTransition {
  const accepted: Partial<Record<LessonEventType, LessonHandler>> =
    LESSON_TRANSITIONS[state.stage.kind];
  const handler = accepted[event.type];
  const draft: Draft = { state, outputs: [] };
  if (handler === undefined) {
    reject(
      draft,
      event,
      'UNEXPECTED_EVENT',
      `A ${event.type} event means nothing at ${state.stage.kind}`,
    );
  } else {
    HANDLERS[handler](draft, event);
  }
  return { state: draft.state, outputs: draft.outputs };
}
