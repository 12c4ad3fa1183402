import { type HandJSON, parseStepName } from '@tenace/engine';
import type { FieldError } from '../../failure.js';
import { HAND_MESSAGES } from './messages.js';

/**
 * Checks a progress step against its hand (hands.md §3 "UserHand": `auction_{n}` or
 * `play_{n}`): n counts the calls or cards made, so it is at most the hand's number of calls or
 * of cards played. `auction_0` (the beginning, and the step of a completed hand) always fits.
 *
 * @example
 * checkStep('auction_3', hand) // undefined when the hand has three calls or more
 * checkStep('bidding_1', hand) // { field: 'step', message: 'The step must be auction_{n} or play_{n}' }
 */
export function checkStep(step: string, hand: HandJSON): FieldError | undefined {
  const parsed = parseStepName(step);
  if (!parsed.ok) return { field: 'step', message: HAND_MESSAGES.badStep };
  const { phase, count } = parsed.value;
  const made =
    phase === 'auction'
      ? hand.auction.length
      : hand.play.reduce((cards, trick) => cards + trick.length, 0);
  return count <= made ? undefined : { field: 'step', message: HAND_MESSAGES.stepBeyondHand };
}
