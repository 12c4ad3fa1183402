/**
 * What the lesson tells the UI, as data: what to show, which timer to run, what to wait for,
 * what progress to record. The UI renders these and runs the timers; it holds no lesson logic.
 */
import type { CallValue } from '../calls.js';
import type { Card, Seat } from '../cards.js';
import type { Contract, TrickCounts } from '../hand/types.js';
import type { LessonEventType } from './events.js';
import type { Choice, LessonMessage } from './messages.js';
import type { StepName } from './steps.js';
import type { TimerKind } from './timings.js';

/** The statuses of a user's hand (hands.md §3 "UserHand"). */
export const USER_HAND_STATUSES = ['Played', 'PartPlayed'] as const;
export type UserHandStatus = (typeof USER_HAND_STATUSES)[number];

/** Why the lesson ignored an event. The state is unchanged. */
export const REJECTIONS = [
  /** The event has no meaning now (a call during play, a start after the start). */
  'UNEXPECTED_EVENT',
  /** A timer that is no longer the one the lesson waits for (after a skip, say). */
  'STALE_TIMER',
  /** The lesson waits for a card, not a call. */
  'CARD_EXPECTED',
  /** The lesson waits for a call, not a card. */
  'CALL_EXPECTED',
  /** A call the bidding box should not have offered. */
  'ILLEGAL_CALL',
  /** A card the learner may not play: not in the hand to play, or not following suit. */
  'CARD_NOT_PLAYABLE',
  /** No hint link has been offered on this turn. */
  'NO_HINT',
  /** The correct answer has not been shown on this turn. */
  'NO_REVEAL',
] as const;
export type Rejection = (typeof REJECTIONS)[number];

/**
 * An output. `instant` marks outputs of a replay (a resumed start, or a skip to the summary),
 * which the UI shows at once, without waiting dots or card animation.
 *
 * - `phase`: the table changes: the auction (bidding box, auction table) or the play (the four
 *   hands, the trick area, the contract header).
 * - `message`: a message for the conversation.
 * - `call`, `card`: a call for the auction table, a card to move to the trick area.
 * - `trick`: gather the trick (1-based) into the winner's pile and update the counts.
 * - `schedule`: run a timer of `delayMs` and then send `{ type: 'timer', id }`.
 * - `awaitCall`, `awaitCard`: the learner's turn for `seat`, with what may be chosen.
 * - `reveal`: highlight the correct call or card on the table (the reveal link).
 * - `progress`: record the user's hand (the UpsertUserHand call).
 * - `end`: the hand is over: show the end-of-hand panel.
 * - `reload`: the hand was restarted: reload the page (or start the returned state).
 * - `rejected`: the event was ignored, and why.
 */
export type LessonOutput =
  | { readonly type: 'phase'; readonly phase: 'auction'; readonly dealer: Seat }
  | {
      readonly type: 'phase';
      readonly phase: 'play';
      readonly contract: Contract;
      readonly declarer: Seat;
      readonly dummy: Seat;
    }
  | { readonly type: 'message'; readonly message: LessonMessage; readonly instant: boolean }
  | {
      readonly type: 'call';
      readonly seat: Seat;
      readonly call: CallValue;
      readonly index: number;
      readonly instant: boolean;
    }
  | {
      readonly type: 'card';
      readonly seat: Seat;
      readonly card: Card;
      readonly step: number;
      readonly instant: boolean;
    }
  | {
      readonly type: 'trick';
      readonly trick: number;
      readonly winner: Seat;
      readonly counts: TrickCounts;
      readonly instant: boolean;
    }
  | {
      readonly type: 'schedule';
      readonly id: number;
      readonly timer: TimerKind;
      readonly delayMs: number;
    }
  | { readonly type: 'awaitCall'; readonly seat: Seat; readonly legal: readonly CallValue[] }
  | { readonly type: 'awaitCard'; readonly seat: Seat; readonly playable: readonly Card[] }
  | { readonly type: 'reveal'; readonly seat: Seat; readonly answer: Choice }
  | { readonly type: 'progress'; readonly status: UserHandStatus; readonly step: StepName }
  | { readonly type: 'end'; readonly counts?: TrickCounts }
  | { readonly type: 'reload' }
  | {
      readonly type: 'rejected';
      readonly event: LessonEventType;
      readonly code: Rejection;
      readonly message: string;
    };
