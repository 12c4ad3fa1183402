/**
 * The step a hand's lesson opens at (hands.md §4: "Start steps of the form auction_{n} or
 * play_{n} resume mid-hand"): the learner's saved step when the hand is opened, a PartPlayed
 * one; none for a hand not started or already played (Played: play it again from the start), nor
 * for one whose author changed it since the step was saved (docs/decisions.md "Edits never break
 * a learner": it starts again).
 */

/** The part of a hand's record the opening step comes from. */
export interface HandProgressRecord {
  readonly userHands: readonly {
    readonly status: string;
    readonly step: string;
    readonly handChanged: boolean;
  }[];
}

/**
 * @example
 * resumeStep({ userHands: [{ status: 'PartPlayed', step: 'auction_3', handChanged: false }] }) // 'auction_3'
 */
export function resumeStep(record: HandProgressRecord): string | undefined {
  const progress = record.userHands[0];
  return progress?.status === 'PartPlayed' && !progress.handChanged ? progress.step : undefined;
}

/** Whether the learner's unfinished progress was saved on the hand before its author changed it. */
export function restartsChangedHand(record: HandProgressRecord): boolean {
  const progress = record.userHands[0];
  return progress?.status === 'PartPlayed' && progress.handChanged;
}
