/**
 * The editor's step rules (hands.md §5 "Validation rules"): when Next, Save and Preview are
 * enabled, when an introduction or summary is flagged blank, and when the 'Dummy is the same
 * seat as the viewpoint' dialog opens. Pure predicates over a hand.
 */
import { auctionOutcome, isAuctionComplete } from '../auction/completion.js';
import { DECK, partnerOf, type Seat } from '../cards.js';
import { TRICKS_PER_DEAL } from '../play/state.js';
import type { HandJSON } from './types.js';

/** The editor's four steps, in order (hands.md §2 "Hand editor wizard"). */
export const EDITOR_STEPS = ['deal', 'auction', 'play', 'summary'] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];

/**
 * Whether an introduction or summary counts as blank (hands.md §5 "flagged invalid when blank
 * (whitespace ignored)").
 *
 * @example
 * isBlank(' \n\t') // true
 */
export function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

/** The calls of the auction as codes. */
function callValues(hand: HandJSON) {
  return hand.auction.map((call) => call.value);
}

/** The tricks played to the end (four cards each). */
export function finishedTricks(hand: HandJSON): number {
  return hand.play.filter((trick) => trick.length === 4).length;
}

/** Whether all 13 tricks are played (hands.md §4 "Play finishes at 13 tricks"). */
export function isPlayFinished(hand: HandJSON): boolean {
  return finishedTricks(hand) === TRICKS_PER_DEAL;
}

/**
 * Dummy as the data implies it: in play-only mode declarer's partner, otherwise the dummy of the
 * completed auction; none before that, or when the board was passed out.
 */
export function impliedDummy(hand: HandJSON): Seat | undefined {
  if (hand.playOnly) return hand.declarer && partnerOf(hand.declarer);
  const outcome = auctionOutcome(hand.dealer, callValues(hand));
  return outcome.kind === 'contract' ? outcome.dummy : undefined;
}

/** hands.md §5 "Deal step: Next is disabled until the deal has exactly 52 cards." */
export function canLeaveDealStep(hand: HandJSON): boolean {
  return hand.deal.length === DECK.length;
}

/**
 * hands.md §5 "Auction step: Next is enabled when (not play-only, the auction is complete, the
 * hand is auction-only or dummy is not the viewpoint, and the auction introduction is non-blank)
 * or (play-only with level, denomination and declarer set and dummy not the viewpoint)."
 *
 * @example
 * canLeaveAuctionStep({ ...hand, playOnly: true, declarer: 'S' }) // true when viewpoint is S
 */
export function canLeaveAuctionStep(hand: HandJSON): boolean {
  const dummy = impliedDummy(hand);
  if (!hand.playOnly) {
    return (
      isAuctionComplete(callValues(hand)) &&
      (hand.auctionOnly || dummy !== hand.viewpoint) &&
      !isBlank(hand.auctionIntro)
    );
  }
  return (
    hand.contract?.level !== undefined &&
    hand.contract.denomination !== undefined &&
    hand.declarer !== undefined &&
    dummy !== hand.viewpoint
  );
}

/**
 * hands.md §5 "Play step: Next is enabled with 13 tricks played and a non-empty play
 * introduction, or with auction-only."
 */
export function canLeavePlayStep(hand: HandJSON): boolean {
  return (isPlayFinished(hand) && !isBlank(hand.playIntro)) || hand.auctionOnly;
}

/** hands.md §5 "Summary step: enabled only with a non-empty summary." */
export function canLeaveSummaryStep(hand: HandJSON): boolean {
  return !isBlank(hand.summary);
}

/**
 * Whether the footer's forward button (Save and continue, or Save / Send for approval on the
 * last step) is enabled on `step`.
 *
 * @example
 * canLeaveStep(emptyHand(), 'deal') // false
 */
export function canLeaveStep(hand: HandJSON, step: EditorStep): boolean {
  switch (step) {
    case 'deal':
      return canLeaveDealStep(hand);
    case 'auction':
      return canLeaveAuctionStep(hand);
    case 'play':
      return canLeavePlayStep(hand);
    case 'summary':
      return canLeaveSummaryStep(hand);
  }
}

/**
 * Whether the hand is complete: every step's Next rule of hands.md §5 holds, as it must for the
 * hand to be sent for approval or approved (the last step's button is Send for approval).
 *
 * @example
 * isHandComplete(emptyHand()) // false
 */
export function isHandComplete(hand: HandJSON): boolean {
  return EDITOR_STEPS.every((step) => canLeaveStep(hand, step));
}

/** hands.md §5 "Preview needs 13 plays or auction-only." */
export function canPreview(hand: HandJSON): boolean {
  return isPlayFinished(hand) || hand.auctionOnly;
}

/** hands.md §5 "The per-trick preview shows only with 13 plays." */
export function showsTrickPreview(hand: HandJSON): boolean {
  return isPlayFinished(hand);
}

/**
 * Whether the dialog 'Dummy is the same seat as the viewpoint' opens (hands.md §4 "If the
 * auction completes and dummy equals the viewpoint seat"). Not in play-only mode, where the
 * auction step simply stays closed, and not once the hand is auction-only, the dialog's own
 * way out.
 *
 * @example
 * dummyIsViewpoint({ ...hand, viewpoint: 'N' }) // true when the auction made South declarer
 */
export function dummyIsViewpoint(hand: HandJSON): boolean {
  if (hand.playOnly || hand.auctionOnly) return false;
  return impliedDummy(hand) === hand.viewpoint;
}
