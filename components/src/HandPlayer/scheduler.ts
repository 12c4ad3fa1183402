/**
 * The hand player's clock. The lesson never waits itself: it asks the UI to run timers (the
 * `schedule` outputs, hands.md §9 timings), and the player runs them through a scheduler. The
 * real one uses `setTimeout`; a faster one lets a story play a hand in seconds, and a manual one
 * lets a story or a test step through the timers one by one.
 */

/** Runs callbacks after a delay. */
export interface LessonScheduler {
  /** Runs `callback` after `delayMs`; the returned function cancels it if it has not run. */
  schedule(callback: () => void, delayMs: number): () => void;
}

/**
 * A scheduler on `setTimeout`, at the spec's pace or faster: with `speed` 50 a 5 s timer runs
 * after 100 ms.
 *
 * @example
 * <HandPlayer hand={hand} author={author} scheduler={createScheduler({ speed: 50 })} />
 */
export function createScheduler(options: { readonly speed?: number } = {}): LessonScheduler {
  const speed = options.speed ?? 1;
  if (!(speed > 0)) throw new Error(`A scheduler's speed must be positive, not ${speed}`);
  return {
    schedule(callback, delayMs) {
      const handle = setTimeout(callback, delayMs / speed);
      return () => clearTimeout(handle);
    },
  };
}

/** The spec's pace. */
export const REAL_TIME_SCHEDULER: LessonScheduler = createScheduler();

/** A scheduler that runs nothing until told, and what it holds. */
export interface ManualScheduler extends LessonScheduler {
  /** The delays of the timers waiting, in the order they were scheduled. */
  pending(): number[];
  /** Runs the oldest waiting timer; false when none waits. */
  runNext(): boolean;
}

/**
 * A scheduler stepped by hand: timers wait until `runNext`.
 *
 * @example
 * const clock = createManualScheduler();
 * render(<HandPlayer … scheduler={clock} />);
 * clock.runNext(); // the auction starts (the 5 s timer, at once)
 */
export function createManualScheduler(): ManualScheduler {
  const waiting: { callback: () => void; delayMs: number }[] = [];
  return {
    schedule(callback, delayMs) {
      const timer = { callback, delayMs };
      waiting.push(timer);
      return () => {
        const index = waiting.indexOf(timer);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
    pending: () => waiting.map((timer) => timer.delayMs),
    runNext() {
      const timer = waiting.shift();
      timer?.callback();
      return timer !== undefined;
    },
  };
}
