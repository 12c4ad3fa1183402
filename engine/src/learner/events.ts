/**
 * What the UI tells the lesson: the learner's actions and the timers it was asked to run.
 */
import type { CallValue } from '../calls.js';
import type { Card } from '../cards.js';

/** The kinds of event, in the order a lesson usually meets them. */
export const LESSON_EVENT_TYPES = [
  'start',
  'timer',
  'call',
  'card',
  'hint',
  'reveal',
  'skipToSummary',
  'restart',
] as const;
export type LessonEventType = (typeof LESSON_EVENT_TYPES)[number];

/**
 * An event:
 * - `start`: begin (or resume) the lesson.
 * - `timer`: the timer of a `schedule` output has run; `id` is that output's id.
 * - `call`, `card`: the learner's choice (the seat is the one the lesson waits for).
 * - `hint`, `reveal`: the learner followed the hint or reveal link.
 * - `skipToSummary`, `restart`: the player's buttons.
 */
export type LessonEvent =
  | { readonly type: 'start' }
  | { readonly type: 'timer'; readonly id: number }
  | { readonly type: 'call'; readonly call: CallValue }
  | { readonly type: 'card'; readonly card: Card }
  | { readonly type: 'hint' }
  | { readonly type: 'reveal' }
  | { readonly type: 'skipToSummary' }
  | { readonly type: 'restart' };
