/**
 * A hand's state for the learner (issue 5: "locked, play, resume, play again"): locked when the
 * learner may not play it, else from their latest progress.
 */
import { mayPlayHand } from '../lib/access.js';

export type HandProgress = 'locked' | 'play' | 'resume' | 'playAgain';

export function handProgress(hand: {
  readonly freeToPlay: boolean;
  readonly canPlay: boolean;
  readonly userHands: readonly { readonly status: 'Played' | 'PartPlayed' }[];
}): HandProgress {
  if (!mayPlayHand(hand)) return 'locked';
  const status = hand.userHands[0]?.status;
  if (status === 'Played') return 'playAgain';
  if (status === 'PartPlayed') return 'resume';
  return 'play';
}
