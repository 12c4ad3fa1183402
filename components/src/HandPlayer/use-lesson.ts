/**
 * Runs the engine's learner lesson for the hand player: keeps the lesson's state, applies
 * `transition` to each event, folds the outputs into the table view, runs the timers the
 * `schedule` outputs ask for (`useLessonTimer`: cancelled on unmount and restart, held while the
 * player asks), and reports progress and reloads. The lesson logic stays in the engine.
 *
 * The lesson's start is worked out while rendering (`transition` is pure), so the player's first
 * draw is the started table: an empty table filled by an effect would cost the page a second
 * render of the whole player before its first paint. Only what the start asks of the world
 * (its progress record, its timer) waits for the effect.
 */
import {
  createLesson,
  type LessonError,
  type LessonEvent,
  type LessonOutput,
  type LessonState,
  type LessonTransition,
  type StepName,
  transition,
  type UserHandStatus,
} from '@tenace/engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type LessonIdentity, sameLesson } from './same-lesson.js';
import type { LessonScheduler } from './scheduler.js';
import { applyOutput, EMPTY_TABLE, type TableView } from './table-view.js';

/** A progress record to store (the UpsertUserHand call, hands.md §4 "Progress recording"). */
export interface LessonProgress {
  readonly status: UserHandStatus;
  readonly step: StepName;
}

/**
 * What lesson to run. Another hand (by content), seat, preview, progress recording or seed starts
 * the lesson afresh (`sameLesson`); `start` is read only then.
 */
export interface LessonSetup extends LessonIdentity {
  /**
   * A step to resume at (`auction_3`, `play_20`) when the lesson starts. A later value does not
   * move the lesson in progress: it is the step the page saved, handed back (hands.md §4).
   */
  readonly start?: string;
}

export interface LessonCallbacks {
  readonly onProgress?: (progress: LessonProgress) => void;
  readonly onReload?: () => void;
}

/** A running lesson: its table, and how to move it on. */
export interface LessonRun {
  /** Why the hand cannot be played as a lesson; the table stays empty. */
  readonly error?: { readonly code: LessonError; readonly message: string };
  readonly view: TableView;
  /** Counts the lesson's starts: a restart begins a new conversation. */
  readonly generation: number;
  /** The timer the lesson waits for, for `useLessonTimer`. */
  readonly pending?: Timer;
  /** Sends the lesson an event (the learner's, or a timer's). */
  readonly send: (event: LessonEvent) => void;
}

/** A timer the lesson asked for. */
export interface Timer {
  readonly id: number;
  readonly delayMs: number;
}

/** The timer the lesson waits for after these outputs; `kept` when they leave it as it was. */
function timerAfter(state: LessonState, outputs: readonly LessonOutput[], kept?: Timer) {
  if (state.stage.kind !== 'timerPending') return undefined;
  const { timerId } = state.stage;
  const scheduled = outputs.find((output) => output.type === 'schedule' && output.id === timerId);
  return scheduled?.type === 'schedule' ? { id: timerId, delayMs: scheduled.delayMs } : kept;
}

/** The table a lesson's start leaves (empty for a hand that cannot be played). */
function openingView(opening: LessonTransition | undefined): TableView {
  return opening ? opening.outputs.reduce(applyOutput, EMPTY_TABLE) : EMPTY_TABLE;
}

/** Hands the outputs' progress records (the UpsertUserHand calls) to `onProgress`. */
function reportProgress(
  outputs: readonly LessonOutput[],
  onProgress: LessonCallbacks['onProgress'],
): void {
  for (const output of outputs) {
    if (output.type === 'progress') onProgress?.({ status: output.status, step: output.step });
  }
}

/**
 * @example
 * const run = useLesson({ hand, recordProgress: false, seed: 1 }, { onProgress });
 * useLessonTimer(run, scheduler, hold);
 * run.send({ type: 'call', call: '1NT' });
 */
export function useLesson(setup: LessonSetup, callbacks: LessonCallbacks): LessonRun {
  // The setup of the lesson running: replaced only by another lesson (`sameLesson`), not by the
  // saved step or a refetched copy of the hand a page hands back (hands.md §4).
  const [running, setRunning] = useState(setup);
  if (running !== setup && !sameLesson(running, setup)) setRunning(setup);
  const { hand, viewpoint, start, preview, recordProgress, seed, underway } = running;
  const fromTrick = preview?.fromTrick;
  const isPreview = preview !== undefined;
  const lesson = useMemo(
    () =>
      createLesson(hand, {
        seed,
        recordProgress,
        ...(viewpoint ? { viewpoint } : {}),
        ...(start ? { start } : {}),
        ...(isPreview ? { preview: fromTrick === undefined ? {} : { fromTrick } } : {}),
      }),
    [hand, viewpoint, start, isPreview, fromTrick, recordProgress, seed],
  );

  const opening = useMemo(
    () => (lesson.ok ? (underway ?? transition(lesson.value, { type: 'start' })) : undefined),
    [lesson, underway],
  );

  const state = useRef<LessonState | undefined>(undefined);
  const timer = useRef<Timer | undefined>(undefined);
  const [view, setView] = useState(() => openingView(opening));
  const [pending, setPending] = useState<Timer | undefined>(undefined);
  const [generation, setGeneration] = useState(1);
  const [shownOpening, setShownOpening] = useState(opening);
  if (shownOpening !== opening) {
    // Another lesson (a new hand or setup): its start replaces the table in this render.
    setShownOpening(opening);
    setView(openingView(opening));
    setGeneration((count) => count + 1);
  }
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  const send = useCallback((event: LessonEvent) => {
    const current = state.current;
    if (!current) return;
    let next = transition(current, event);
    let fresh = false;
    reportProgress(next.outputs, latest.current.onProgress);
    // hands.md §4: "restart records completion and then reloads the page". The player reports
    // the reload and starts the lesson afresh itself; an app that reloads loses nothing.
    if (next.outputs.some((output) => output.type === 'reload')) {
      latest.current.onReload?.();
      next = transition(next.state, { type: 'start' });
      fresh = true;
    }
    state.current = next.state;
    timer.current = timerAfter(next.state, next.outputs, timer.current);
    const { outputs } = next;
    setView((shown) => outputs.reduce(applyOutput, fresh ? EMPTY_TABLE : shown));
    setPending(timer.current);
    if (fresh) setGeneration((count) => count + 1);
  }, []);

  // The start the render has drawn: its state takes events from now on, and its progress record
  // and timer go out.
  useEffect(() => {
    if (!opening) return undefined;
    state.current = opening.state;
    timer.current = timerAfter(opening.state, opening.outputs);
    reportProgress(opening.outputs, latest.current.onProgress);
    setPending(timer.current);
    return () => {
      state.current = undefined;
      timer.current = undefined;
      setPending(undefined);
    };
  }, [opening]);

  return {
    ...(lesson.ok ? {} : { error: lesson.error }),
    view,
    generation,
    ...(pending ? { pending } : {}),
    send,
  };
}

/**
 * Runs the timer the lesson waits for, and sends its `timer` event. Cancelled on unmount, on
 * restart and while `hold` is on; released, the waiting timer starts again in full.
 */
export function useLessonTimer(run: LessonRun, scheduler: LessonScheduler, hold: boolean): void {
  const { pending, send } = run;
  useEffect(() => {
    if (!pending || hold) return undefined;
    return scheduler.schedule(() => send({ type: 'timer', id: pending.id }), pending.delayMs);
  }, [pending, hold, scheduler, send]);
}
