/**
 * The step a hand's lesson opens at (hands.md §4: "Start steps of the form auction_{n} or
 * play_{n} resume mid-hand"): the learner's saved step when the hand is opened, a PartPlayed
 * one; none for a hand not started or already played (Played: play it again from the start).
 *
 * It is read once per hand opened. Every progress save changes the saved step, and urql fetches
 * the hand again after it (the save's UserHand is in the hand's answer), but the lesson in
 * progress is already past that step: handing it to the player as a new start would replay the
 * lesson from it at every call and card, and completion (Played at auction_0) would start the
 * hand again from its first call instead of showing the end-of-hand panel.
 */
import { useState } from 'react';

/** The part of a hand's record the opening step comes from. */
export interface HandProgressRecord {
  readonly id: number;
  readonly userHands: readonly { readonly status: string; readonly step: string }[];
}

/** The step to resume at, from a hand's record as it is opened. */
export function resumeStep(record: HandProgressRecord): string | undefined {
  const progress = record.userHands[0];
  return progress?.status === 'PartPlayed' ? progress.step : undefined;
}

/**
 * @example
 * const start = useOpeningStep(loaded.state === 'ready' ? loaded.record : undefined);
 * <HandPlayer key={record.id} hand={hand} {...(start && { start })} … />
 */
export function useOpeningStep(record: HandProgressRecord | undefined): string | undefined {
  const [opened, setOpened] = useState<{ handId: number; step: string | undefined }>();
  if (record === undefined || opened?.handId === record.id) return opened?.step;
  // Another hand (the first, or the next hand): its step as it is opened.
  const step = resumeStep(record);
  setOpened({ handId: record.id, step });
  return step;
}
