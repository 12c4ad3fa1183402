/**
 * Step names of the learner's progress (hands.md §3 "UserHand", §9 "Progress step naming"):
 * `auction_{n}` or `play_{n}` for a resumable position, and `auction_0` with status Played for a
 * completed hand.
 *
 * n counts what has been made: `auction_3` is the position after three calls, `play_20` after
 * twenty cards. So `auction_0` as a start is the beginning, the position after the last call is
 * the same as `play_0` (the play introduction), and `play_52` is the summary.
 */
import { err, ok, type Result } from '../result.js';

/** The phases a step name can name. */
export const PROGRESS_PHASES = ['auction', 'play'] as const;
export type ProgressPhase = (typeof PROGRESS_PHASES)[number];

/** A step name: `auction_3`, `play_20`. */
export type StepName = `${ProgressPhase}_${number}`;

/** The step recorded with status Played when a hand is completed. */
export const COMPLETED_STEP: StepName = 'auction_0';

/** A step name taken apart. */
export interface ProgressStep {
  readonly phase: ProgressPhase;
  /** Calls or cards made so far. */
  readonly count: number;
}

/**
 * The step name after `count` calls or cards of a phase.
 *
 * @example
 * stepName('play', 20) // 'play_20'
 */
export function stepName(phase: ProgressPhase, count: number): StepName {
  return `${phase}_${count}`;
}

/**
 * Reads a step name; the count is a whole number written without leading zeros.
 *
 * @example
 * parseStepName('auction_3') // { ok: true, value: { phase: 'auction', count: 3 } }
 * parseStepName('bidding_1') // { ok: false, error: { code: 'INVALID_STEP', … } }
 */
export function parseStepName(text: string): Result<ProgressStep, 'INVALID_STEP'> {
  const match = /^(auction|play)_(0|[1-9]\d*)$/.exec(text);
  if (!match)
    return err('INVALID_STEP', `'${text}' is not a step name such as auction_3 or play_20`);
  return ok({ phase: match[1] as ProgressPhase, count: Number(match[2]) });
}
