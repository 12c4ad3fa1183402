/**
 * Edits that invalidate later steps (hands.md §4 "Editor progress": "Changing the deal, dealer
 * or viewpoint at step 0, or the contract at step 1 (when not auction-only), after later steps
 * exist opens a confirmation dialog ('Changing this data will clear data from all later steps' /
 * 'Are you sure?'). Confirming wipes the auction and contract, and also the play and tricks.").
 *
 * Read step by step: an edit at step 0 clears the auction step's data (auction, contract,
 * declarer, dummy) and the play step's (play, tricks); an edit of the contract at step 1 clears
 * the play step's only, since the auction or play-only choice being edited is that contract.
 * Introductions, comments on kept calls and the summary are never cleared.
 */
import type { HandJSON } from './types.js';

/** The edits that may clear later steps, with the step each belongs to. */
export const CLEARING_EDITS = { deal: 0, dealer: 0, viewpoint: 0, contract: 1 } as const;
export type ClearingEdit = keyof typeof CLEARING_EDITS;
/** The steps a clearing edit is made on: the deal (0) and the auction (1). */
export type EditedStep = (typeof CLEARING_EDITS)[ClearingEdit];

function hasPlay(hand: HandJSON): boolean {
  return hand.play.some((trick) => trick.length > 0);
}

/** Whether any step after `step` holds data that {@link clearLaterSteps} would wipe. */
export function hasDataAfterStep(hand: HandJSON, step: EditedStep): boolean {
  if (hasPlay(hand)) return true;
  return (
    step === 0 &&
    (hand.auction.length > 0 || hand.contract !== undefined || hand.declarer !== undefined)
  );
}

/**
 * Whether an edit must first be confirmed with 'Changing this data will clear data from all later
 * steps' / 'Are you sure?'. A contract edit on an auction-only hand never needs it.
 *
 * @example
 * editNeedsConfirmation(handWithAuction, 'dealer') // true
 * editNeedsConfirmation(emptyHand(), 'dealer') // false
 */
export function editNeedsConfirmation(hand: HandJSON, edit: ClearingEdit): boolean {
  if (edit === 'contract' && hand.auctionOnly) return false;
  return hasDataAfterStep(hand, CLEARING_EDITS[edit]);
}

/**
 * The hand with the data of every step after `editedStep` wiped: after step 0 the auction,
 * contract, declarer and dummy, and the play and tricks; after step 1 the play and tricks.
 *
 * @example
 * clearLaterSteps(hand, CLEARING_EDITS.dealer) // auction, contract and play wiped
 */
export function clearLaterSteps(hand: HandJSON, editedStep: EditedStep): HandJSON {
  const { contract: _contract, declarer: _declarer, dummy: _dummy, ...rest } = hand;
  const withoutPlay = { play: [], tricks: { northSouth: 0, eastWest: 0 } };
  return editedStep === 0 ? { ...rest, auction: [], ...withoutPlay } : { ...hand, ...withoutPlay };
}
