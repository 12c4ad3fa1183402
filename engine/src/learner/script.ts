/**
 * The lesson script: everything the learner will see, derived once from a complete handJSON
 * (hands.md §3) and checked on the way. The auction is replayed with the auction rules and the
 * play with the play rules, so the lesson can rely on every call being legal, every card being
 * playable, and every trick's winner and counts.
 */

import { auctionOutcome } from '../auction/completion.js';
import { checkCall, legalCalls, seatToCall } from '../auction/legality.js';
import type { CallValue } from '../calls.js';
import {
  type Card,
  cardCode,
  isRank,
  isSeat,
  isSuit,
  partnerOf,
  SEATS,
  type Seat,
  sameCard,
} from '../cards.js';
import type {
  CallAlternative,
  CardAlternative,
  Comments,
  Contract,
  HandJSON,
  TrickCounts,
} from '../hand/types.js';
import { playableCards } from '../play/following.js';
import { playCard, startPlay, TRICKS_PER_DEAL } from '../play/state.js';
import type { SeatedCard } from '../play/tricks.js';
import { err, ok, type Result } from '../result.js';

/** Why a hand cannot be played as a lesson. */
export const LESSON_ERRORS = [
  'INVALID_DEAL',
  'PLAY_ONLY_AND_AUCTION_ONLY',
  'ILLEGAL_AUCTION',
  'INCOMPLETE_AUCTION',
  'PASSED_OUT',
  'MISSING_CONTRACT',
  'CONTRACT_MISMATCH',
  'VIEWPOINT_IS_DUMMY',
  'INCOMPLETE_PLAY',
  'ILLEGAL_PLAY',
  'INVALID_START_STEP',
  'INVALID_PREVIEW_TRICK',
] as const;
export type LessonError = (typeof LESSON_ERRORS)[number];

/** A call of the lesson. */
export interface ScriptCall {
  /** 0-based position in the auction. */
  readonly index: number;
  readonly seat: Seat;
  readonly value: CallValue;
  readonly comments: Comments;
  /** Whether the learner makes this call (the viewpoint's calls). */
  readonly learner: boolean;
  /** The legal calls at this point, the ones the bidding box enables. */
  readonly legal: readonly CallValue[];
  /** Other calls the author also accepts; only on the learner's calls. */
  readonly alternatives: readonly CallAlternative[];
}

/** A card of the lesson. */
export interface ScriptCard {
  /** 0-based position in the whole play. */
  readonly step: number;
  readonly seat: Seat;
  readonly card: Card;
  readonly comments: Comments;
  /** Whether the learner plays this card (the viewpoint's, and dummy's when declaring). */
  readonly learner: boolean;
  /** The seat's cards that may be played at this point (following suit). */
  readonly playable: readonly Card[];
  /** Other cards the author also accepts; only on the learner's cards. */
  readonly alternatives: readonly CardAlternative[];
}

/** A completed trick of the lesson. */
export interface ScriptTrick {
  /** 1-based. */
  readonly number: number;
  readonly cards: readonly SeatedCard[];
  readonly winner: Seat;
  /** Tricks per side once this trick is won. */
  readonly counts: TrickCounts;
}

/** The lesson's content, plain data. */
export interface LessonScript {
  readonly viewpoint: Seat;
  readonly dealer: Seat;
  readonly playOnly: boolean;
  readonly auctionOnly: boolean;
  readonly auctionIntro: string;
  readonly playIntro: string;
  readonly summary: string;
  /** Empty for a play-only hand. */
  readonly calls: readonly ScriptCall[];
  /** Absent only for a passed-out auction-only hand. */
  readonly contract?: Contract;
  readonly declarer?: Seat;
  readonly dummy?: Seat;
  /** Whether the learner is declarer, the case where touching cards are accepted. */
  readonly declaring: boolean;
  /** Empty for an auction-only hand; otherwise all 52. */
  readonly cards: readonly ScriptCard[];
  readonly tricks: readonly ScriptTrick[];
}

type Failure = { readonly ok: false; readonly error: { code: LessonError; message: string } };

interface Declaration {
  contract?: Contract;
  declarer?: Seat;
  dummy?: Seat;
}

function checkDeal(hand: HandJSON): Failure | undefined {
  const { deal } = hand;
  const wellFormed = deal.every(
    (card) => isSeat(card.seat) && isSuit(card.suit) && isRank(card.rank),
  );
  const distinct = deal.every(
    (card, index) => deal.findIndex((other) => sameCard(other, card)) === index,
  );
  const thirteenEach = SEATS.every(
    (seat) => deal.filter((card) => card.seat === seat).length === 13,
  );
  if (deal.length === 52 && wellFormed && distinct && thirteenEach) return undefined;
  return err('INVALID_DEAL', 'The deal must be 52 different cards, 13 for each seat');
}

function scriptCalls(hand: HandJSON, viewpoint: Seat): Result<ScriptCall[], LessonError> {
  const values: CallValue[] = [];
  const calls: ScriptCall[] = [];
  for (const [index, call] of hand.auction.entries()) {
    const seat = seatToCall(hand.dealer, index);
    const checked = checkCall(hand.dealer, values, call.value);
    if (call.seat !== seat || !checked.ok) {
      const why = checked.ok ? `it is ${seat}'s turn, not ${call.seat}'s` : checked.error.message;
      return err('ILLEGAL_AUCTION', `Call ${index + 1} (${call.value}): ${why}`);
    }
    calls.push({
      index,
      seat,
      value: checked.value,
      comments: call.comments ?? {},
      learner: seat === viewpoint,
      legal: legalCalls(hand.dealer, values),
      alternatives: seat === viewpoint ? (call.alternatives ?? []) : [],
    });
    values.push(checked.value);
  }
  return ok(calls);
}

function sameContract(stored: Contract | undefined, derived: Contract | undefined): boolean {
  if (stored === undefined) return true;
  return (
    derived !== undefined &&
    stored.level === derived.level &&
    stored.denomination === derived.denomination &&
    stored.risk === derived.risk
  );
}

function storedMatches(hand: HandJSON, declaration: Declaration): boolean {
  return (
    sameContract(hand.contract, declaration.contract) &&
    (hand.declarer === undefined || hand.declarer === declaration.declarer) &&
    (hand.dummy === undefined || hand.dummy === declaration.dummy)
  );
}

function declarationOf(
  hand: HandJSON,
  calls: readonly ScriptCall[],
): Result<Declaration, LessonError> {
  if (hand.playOnly) {
    const { contract, declarer } = hand;
    if (!contract || !declarer) {
      return err('MISSING_CONTRACT', 'A play-only hand needs a contract and a declarer');
    }
    const declaration = { contract, declarer, dummy: partnerOf(declarer) };
    if (!storedMatches(hand, declaration)) {
      return err('CONTRACT_MISMATCH', `Dummy must be ${declaration.dummy}, declarer's partner`);
    }
    return ok(declaration);
  }
  const outcome = auctionOutcome(
    hand.dealer,
    calls.map((call) => call.value),
  );
  if (outcome.kind === 'incomplete') {
    return err('INCOMPLETE_AUCTION', 'The auction is not complete');
  }
  const declaration: Declaration =
    outcome.kind === 'contract'
      ? { contract: outcome.contract, declarer: outcome.declarer, dummy: outcome.dummy }
      : {};
  if (!storedMatches(hand, declaration)) {
    return err(
      'CONTRACT_MISMATCH',
      'The contract, declarer or dummy is not what the auction gives',
    );
  }
  if (outcome.kind === 'passedOut' && !hand.auctionOnly) {
    return err('PASSED_OUT', 'A passed-out hand has no play; make it auction-only');
  }
  return ok(declaration);
}

function scriptPlay(
  hand: HandJSON,
  declaration: Required<Declaration>,
  viewpoint: Seat,
): Result<{ cards: ScriptCard[]; tricks: ScriptTrick[] }, LessonError> {
  const { declarer, dummy, contract } = declaration;
  if (viewpoint === dummy) {
    return err('VIEWPOINT_IS_DUMMY', 'Dummy is the same seat as the viewpoint');
  }
  if (hand.play.length !== TRICKS_PER_DEAL || hand.play.some((trick) => trick.length !== 4)) {
    return err('INCOMPLETE_PLAY', 'The play must be 13 tricks of 4 cards');
  }
  const learnerSeats = viewpoint === declarer ? [viewpoint, dummy] : [viewpoint];
  let state = startPlay(hand.deal, declarer, contract.denomination);
  const cards: ScriptCard[] = [];
  const tricks: ScriptTrick[] = [];
  for (const [step, played] of hand.play.flat().entries()) {
    const card: Card = { suit: played.suit, rank: played.rank };
    const next = playCard(state, { ...card, seat: played.seat });
    if (!next.ok) {
      return err('ILLEGAL_PLAY', `Card ${step + 1} (${cardCode(card)}): ${next.error.message}`);
    }
    const seat = played.seat;
    const learner = learnerSeats.includes(seat);
    cards.push({
      step,
      seat,
      card,
      comments: played.comments ?? {},
      learner,
      playable: playableCards(state.remaining[seat], state.current),
      alternatives: learner ? (played.alternatives ?? []) : [],
    });
    state = next.value;
    const completed = state.tricks[tricks.length];
    if (completed) {
      tricks.push({
        number: tricks.length + 1,
        cards: completed.cards,
        winner: completed.winner,
        counts: state.counts,
      });
    }
  }
  return ok({ cards, tricks });
}

/**
 * Derives and checks the lesson script of a complete hand seen from `viewpoint`.
 *
 * @example
 * const script = buildLessonScript(hand, hand.viewpoint);
 * if (script.ok) script.value.cards.length; // 52, or 0 for an auction-only hand
 */
export function buildLessonScript(
  hand: HandJSON,
  viewpoint: Seat,
): Result<LessonScript, LessonError> {
  const badDeal = checkDeal(hand);
  if (badDeal) return badDeal;
  if (hand.playOnly && hand.auctionOnly) {
    return err('PLAY_ONLY_AND_AUCTION_ONLY', 'A hand cannot be both play-only and auction-only');
  }
  const calls = hand.playOnly ? ok([]) : scriptCalls(hand, viewpoint);
  if (!calls.ok) return calls;
  const declaration = declarationOf(hand, calls.value);
  if (!declaration.ok) return declaration;
  const { contract, declarer, dummy } = declaration.value;
  let play: { cards: ScriptCard[]; tricks: ScriptTrick[] } = { cards: [], tricks: [] };
  if (!hand.auctionOnly && contract && declarer && dummy) {
    const scripted = scriptPlay(hand, { contract, declarer, dummy }, viewpoint);
    if (!scripted.ok) return scripted;
    play = scripted.value;
  }
  return ok({
    viewpoint,
    dealer: hand.dealer,
    playOnly: hand.playOnly,
    auctionOnly: hand.auctionOnly,
    auctionIntro: hand.auctionIntro,
    playIntro: hand.playIntro,
    summary: hand.summary,
    calls: calls.value,
    ...declaration.value,
    declaring: !hand.auctionOnly && viewpoint === declarer,
    cards: play.cards,
    tricks: play.tricks,
  });
}

/**
 * The cards `seat` still holds just before card `step`: the play holds all 52 cards, so a
 * seat's hand at any point is its cards from that point on.
 */
export function heldBefore(script: LessonScript, seat: Seat, step: number): Card[] {
  return script.cards
    .slice(step)
    .filter((played) => played.seat === seat)
    .map((played) => played.card);
}

/** Every card not yet in a completed trick just before card `step`: in a hand or on the table. */
export function unquittedBefore(script: LessonScript, step: number): Card[] {
  return script.cards.slice(step - (step % 4)).map((played) => played.card);
}
