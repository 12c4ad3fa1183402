/**
 * Which messages pop up as cards on portrait screens and phones (hands.md §2: "popup message
 * cards have a Continue button"): our choice is every message the learner should read before
 * going on: the author's words, and the feedback on their choices. Calls, cards and tricks
 * without a comment stay in the conversation, and so does a replay.
 */
import type { LessonMessage } from '@tenace/engine';
import type { ViewMessage } from './table-view.js';
import { hasAuthorWords } from './use-message-reveal.js';

const FEEDBACK: readonly LessonMessage['kind'][] = [
  'encouragement',
  'answer',
  'touching',
  'alternative',
  'hint',
];

/** Whether a message pops up as a card. */
export function popsUp(entry: ViewMessage): boolean {
  return !entry.instant && (hasAuthorWords(entry.message) || FEEDBACK.includes(entry.message.kind));
}

/**
 * The popup to show: the first shown message that pops up and has not been continued past.
 *
 * @example
 * nextPopup(shown, lastContinuedId)?.message
 */
export function nextPopup(
  shown: readonly ViewMessage[],
  continuedThrough: number,
): ViewMessage | undefined {
  return shown.find((entry) => entry.message.id > continuedThrough && popsUp(entry));
}
