/**
 * The lesson's state: plain, serialisable data (hands.md §4 "Learner player"). It is made once
 * by {@link createLesson} and from then on only by `transition`.
 */
import type { Seat } from '../cards.js';
import type { HandJSON } from '../hand/types.js';
import { err, ok, type Result } from '../result.js';
import { type Beat, lessonBeats, startBeatIndex } from './beats.js';
import { buildLessonScript, type LessonError, type LessonScript } from './script.js';
import { parseStepName } from './steps.js';
import type { TimerKind } from './timings.js';

/**
 * Where the lesson stands:
 * - `notStarted`: made or restarted; waits for `start`.
 * - `timerPending`: waits for the UI's timer `timerId`.
 * - `learnerTurn`: waits for the learner's call or card, counting wrong choices on this turn.
 * - `complete`: the summary has been shown.
 */
export type LessonStage =
  | { readonly kind: 'notStarted' }
  | { readonly kind: 'timerPending'; readonly timerId: number; readonly timer: TimerKind }
  | {
      readonly kind: 'learnerTurn';
      /** Wrong choices since the turn began or the answer was last shown (0 to 2). */
      readonly wrong: number;
      /** Whether the hint link has been offered on this turn. */
      readonly hintOffered: boolean;
      /** Whether the correct answer has been shown on this turn. */
      readonly answerShown: boolean;
    }
  | { readonly kind: 'complete' };
export type LessonStageKind = LessonStage['kind'];

/** A lesson. */
export interface LessonState {
  readonly script: LessonScript;
  readonly beats: readonly Beat[];
  /** The beat to start at: the beats before it are replayed at once. */
  readonly startBeat: number;
  /** The next beat to happen. */
  readonly beat: number;
  readonly stage: LessonStage;
  /** Whether progress records are output: for logged-in users, never in a preview. */
  readonly recordProgress: boolean;
  /** The seed of the encouragements' random choice, and how many have been drawn. */
  readonly seed: number | string;
  readonly draws: number;
  readonly nextMessageId: number;
  readonly nextTimerId: number;
}

/** How to run a lesson. */
export interface LessonOptions {
  /** Seeds the random choice of encouragements, so that a lesson can be replayed exactly. */
  readonly seed: number | string;
  /** Whether to output progress records: true for a logged-in user. */
  readonly recordProgress: boolean;
  /** The learner's seat; the hand's viewpoint when absent. */
  readonly viewpoint?: Seat;
  /** A step to resume at (`auction_3`, `play_20`); the beginning when absent. */
  readonly start?: string;
  /**
   * The editor's preview: no progress is recorded, and with `fromTrick` (1 to 13) the lesson
   * starts at that trick, which takes the place of `start`.
   */
  readonly preview?: { readonly fromTrick?: number };
}

function startStep(options: LessonOptions): Result<string | undefined, LessonError> {
  const fromTrick = options.preview?.fromTrick;
  if (fromTrick === undefined) return ok(options.start);
  if (!Number.isInteger(fromTrick) || fromTrick < 1 || fromTrick > 13) {
    return err('INVALID_PREVIEW_TRICK', `A preview starts at trick 1 to 13, not ${fromTrick}`);
  }
  return ok(`play_${4 * (fromTrick - 1)}`);
}

/**
 * Makes a lesson from a complete hand. It has not started: send it `{ type: 'start' }`.
 *
 * @example
 * const lesson = createLesson(hand, { seed: 7, recordProgress: true, start: 'play_8' });
 * if (lesson.ok) {
 *   const { state, outputs } = transition(lesson.value, { type: 'start' });
 * }
 */
export function createLesson(
  hand: HandJSON,
  options: LessonOptions,
): Result<LessonState, LessonError> {
  const script = buildLessonScript(hand, options.viewpoint ?? hand.viewpoint);
  if (!script.ok) return script;
  const beats = lessonBeats(script.value);
  const step = startStep(options);
  if (!step.ok) return step;
  let startBeat = 0;
  if (step.value !== undefined) {
    const parsed = parseStepName(step.value);
    if (!parsed.ok) return err('INVALID_START_STEP', parsed.error.message);
    const index = startBeatIndex(script.value, beats, parsed.value);
    if (!index.ok) {
      return options.preview ? err('INVALID_PREVIEW_TRICK', index.error.message) : index;
    }
    startBeat = index.value;
  }
  return ok({
    script: script.value,
    beats,
    startBeat,
    beat: 0,
    stage: { kind: 'notStarted' },
    recordProgress: options.recordProgress && options.preview === undefined,
    seed: options.seed,
    draws: 0,
    nextMessageId: 0,
    nextTimerId: 0,
  });
}
