/**
 * How far the editor has got, derived from the data (hands.md §4 "Editor progress": "-1 nothing;
 * 0 the deal has 52 cards; 1 a contract (level and denomination) is set; 2 there is play, or
 * auction-only; 3 a summary exists. Steps up to that level are clickable.").
 *
 * Each level requires the ones before it: a summary without play, or play without a full deal,
 * does not raise the level. A board passed out in a complete auction stands in for a contract
 * (there is none to set, yet the auction step is done), so an auction-only passed-out hand can
 * reach level 3. "There is play" means at least one card played. A summary "exists" when it is
 * not blank.
 */
import { auctionOutcome } from '../auction/completion.js';
import { canLeaveDealStep, EDITOR_STEPS, type EditorStep, isBlank } from './steps.js';
import type { HandJSON } from './types.js';

/** The editor's progress levels; each is the index of the last completed step. */
export const EDITOR_PROGRESS_LEVELS = [-1, 0, 1, 2, 3] as const;
export type EditorProgress = (typeof EDITOR_PROGRESS_LEVELS)[number];

function hasContract(hand: HandJSON): boolean {
  if (hand.contract?.level !== undefined && hand.contract.denomination !== undefined) return true;
  if (hand.playOnly) return false;
  const calls = hand.auction.map((call) => call.value);
  return auctionOutcome(hand.dealer, calls).kind === 'passedOut';
}

function hasPlay(hand: HandJSON): boolean {
  return hand.play.some((trick) => trick.length > 0);
}

/**
 * The editor's progress level.
 *
 * @example
 * editorProgress(emptyHand()) // -1
 */
export function editorProgress(hand: HandJSON): EditorProgress {
  if (!canLeaveDealStep(hand)) return -1;
  if (!hasContract(hand)) return 0;
  if (!(hasPlay(hand) || hand.auctionOnly)) return 1;
  if (isBlank(hand.summary)) return 2;
  return 3;
}

/**
 * Whether the step header lets the author jump to `step` ("Steps up to that level are
 * clickable").
 *
 * @example
 * isStepClickable(handWithAContract, 'auction') // true
 */
export function isStepClickable(hand: HandJSON, step: EditorStep): boolean {
  return EDITOR_STEPS.indexOf(step) <= editorProgress(hand);
}
