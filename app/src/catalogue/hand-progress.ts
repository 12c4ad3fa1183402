/**
 * A hand's state for the learner (issue 5: "locked, play, resume, play again"): locked when the
 * learner may not play it, else from their latest progress.
 */
import { mayPlayHand } from '../lib/access.js';

export type HandProgress = 'locked' | 'play' | 'resume' | 'playAgain';

export function handProgress(hand: {
  readonly freeToPlay: boolean;
  readonly canPlay: boolean;
  readonly userHands: readonly {
    readonly status: 'Played' | 'PartPlayed';
    readonly handChanged: boolean;
  }[];
}): HandProgress {
  if (!mayPlayHand(hand)) return 'locked';
  const progress = hand.userHands[0];
  if (progress?.status === 'Played') return 'playAgain';
  // A hand changed since the learner stopped starts again (docs/decisions.md).
  if (progress?.status === 'PartPlayed' && !progress.handChanged) return 'resume';
  return 'play';
}
