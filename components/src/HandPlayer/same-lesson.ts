/**
 * Whether the player's props still describe the lesson it is running (hands.md §4 "Progress
 * recording"). A page that records progress hands the player its saved step back as `start`
 * after every save, and often a hand it has fetched and parsed again: a new object with the same
 * content. Neither is another lesson. Restarting on them would replay the lesson from the saved
 * step at every call and card (no automatic call or card would be read out, replayed at once) and,
 * at completion (Played at `auction_0`), start the hand again from its first call instead of
 * showing the end-of-hand panel.
 */
import type { HandJSON, LessonTransition, Seat } from '@tenace/engine';

/** What decides the lesson the player runs; `start` only says where a new one begins. */
export interface LessonIdentity {
  readonly hand: HandJSON;
  /** The learner's seat; the hand's viewpoint when absent. */
  readonly viewpoint?: Seat;
  /** Preview mode, optionally from a trick (1 to 13). */
  readonly preview?: { readonly fromTrick?: number };
  readonly recordProgress: boolean;
  readonly seed: number | string;
  /**
   * A lesson of this hand already under way (the engine's state, and every output since its
   * start), opened at instead of the hand's start: a given moment of the lesson, for stories.
   */
  readonly underway?: LessonTransition;
}

/** Each hand's content as text, worked out once per hand object. */
const handContents = new WeakMap<HandJSON, string>();

function contentOf(hand: HandJSON): string {
  let content = handContents.get(hand);
  if (content === undefined) {
    content = JSON.stringify(hand);
    handContents.set(hand, content);
  }
  return content;
}

/** Two hands are the same lesson's when their content is: a hand fetched again is not new. */
export function sameHand(a: HandJSON, b: HandJSON): boolean {
  return a === b || contentOf(a) === contentOf(b);
}

/**
 * Whether `next` runs the lesson `running` runs: the same hand (by content), seat, preview,
 * progress recording, seed and moment opened at. A new `start` alone is not another lesson.
 *
 * @example
 * sameLesson(running, { ...running, start: 'auction_4' }) // true: the saved step, handed back
 * sameLesson(running, { ...running, viewpoint: 'N' })    // false: another seat's lesson
 */
export function sameLesson(running: LessonIdentity, next: LessonIdentity): boolean {
  return (
    running.viewpoint === next.viewpoint &&
    (running.preview === undefined) === (next.preview === undefined) &&
    running.preview?.fromTrick === next.preview?.fromTrick &&
    running.recordProgress === next.recordProgress &&
    running.seed === next.seed &&
    running.underway === next.underway &&
    sameHand(running.hand, next.hand)
  );
}
