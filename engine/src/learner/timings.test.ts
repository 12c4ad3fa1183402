import { describe, expect, it } from 'vitest';
import { LEARNER_TIMINGS, TIMER_DELAYS, TIMERS } from './timings.js';

describe('learner timings (hands.md §9)', () => {
  it.each([
    ['waiting dots 1 s', LEARNER_TIMINGS.waitingDotsMs, 1000],
    ['auction start 5 s', LEARNER_TIMINGS.auctionStartMs, 5000],
    ['bid delay 1 s', LEARNER_TIMINGS.bidDelayMs, 1000],
    ['play start 5 s', LEARNER_TIMINGS.playStartMs, 5000],
    ['card play delay 1 s', LEARNER_TIMINGS.cardPlayDelayMs, 1000],
    ['trick update 1 s', LEARNER_TIMINGS.trickUpdateMs, 1000],
    ['card animation 250 ms', LEARNER_TIMINGS.cardAnimationMs, 250],
    ['animation start delay 50 ms', LEARNER_TIMINGS.animationStartDelayMs, 50],
    ['Continue enabled after 1 s for comments', LEARNER_TIMINGS.continueAfterCommentMs, 1000],
    ['Continue enabled after 0 for other messages', LEARNER_TIMINGS.continueAfterOtherMs, 0],
  ])('%s', (_spec, value, ms) => {
    expect(value).toBe(ms);
  });

  it('gives every timer the lesson asks for its delay from the one table', () => {
    expect(TIMERS.map((timer) => [timer, TIMER_DELAYS[timer]])).toEqual([
      ['auctionStart', 5000],
      ['bid', 1000],
      ['playStart', 5000],
      ['cardPlay', 1000],
      ['trickUpdate', 1000],
    ]);
  });
});
