/**
 * The learner's timings (hands.md §9 "Learner timings" and "A popup comment's Continue button"),
 * as one table of data. The lesson machine never waits itself: it asks the UI to run a timer
 * (a `schedule` output naming one of {@link TIMERS}) and the UI answers with a `timer` event. The
 * other entries are for the UI alone, which draws the waiting dots and the card animation.
 */

/** Every learner timing, in milliseconds. */
export const LEARNER_TIMINGS = {
  /** The author's "typing" dots the UI shows before a message appears. */
  waitingDotsMs: 1000,
  /** From the auction introduction to the first automatic call ("auto-played after 5 s"). */
  auctionStartMs: 5000,
  /** Between one call and the next automatic call. */
  bidDelayMs: 1000,
  /** From the play introduction to the first automatic card ("play starts after 5 s"). */
  playStartMs: 5000,
  /** Between one card and the next automatic card. */
  cardPlayDelayMs: 1000,
  /** From the fourth card of a trick to the trick being gathered and its message. */
  trickUpdateMs: 1000,
  /** How long a card takes to move to the trick area. */
  cardAnimationMs: 250,
  /** The pause before a card starts to move. */
  animationStartDelayMs: 50,
  /** When a popup's Continue button is enabled for a message with an author's comment. */
  continueAfterCommentMs: 1000,
  /** When a popup's Continue button is enabled for any other message. */
  continueAfterOtherMs: 0,
} as const;

/** The timers the lesson asks the UI to run. */
export const TIMERS = ['auctionStart', 'bid', 'playStart', 'cardPlay', 'trickUpdate'] as const;
export type TimerKind = (typeof TIMERS)[number];

/** How long each timer runs. */
export const TIMER_DELAYS: Readonly<Record<TimerKind, number>> = {
  auctionStart: LEARNER_TIMINGS.auctionStartMs,
  bid: LEARNER_TIMINGS.bidDelayMs,
  playStart: LEARNER_TIMINGS.playStartMs,
  cardPlay: LEARNER_TIMINGS.cardPlayDelayMs,
  trickUpdate: LEARNER_TIMINGS.trickUpdateMs,
};
