/**
 * A PBN Auction section as handJSON calls (docs/pbn-conversion.md "Auction"): each call with its
 * seat, level and denomination and its comments, replayed through the engine's rules from the
 * dealer. The calls stop at the first one the Laws do not allow (an accepted irregularity `^I`
 * or `^S`, §3.9, or an illegal call), so a hand never holds an auction the learner cannot replay.
 */
import { type AuctionOutcome, auctionOutcome } from '../auction/completion.js';
import { checkCall } from '../auction/legality.js';
import { seatToCall } from '../auction/turn.js';
import { type CallValue, parseCall } from '../calls.js';
import type { Seat } from '../cards.js';
import type { HandCall } from '../hand/types.js';
import { callOrCardComments } from './commentary.js';
import type { PbnAuction, PbnCall, PbnProblem } from './model.js';
import { conversionProblem } from './to-hand-problems.js';

/** The calls a hand keeps, and what they produce; `irregular` when they stopped early. */
export interface AuctionConversion {
  calls: HandCall[];
  outcome: AuctionOutcome | { readonly kind: 'irregular' };
  problems: PbnProblem[];
}

function handCall(call: PbnCall, value: CallValue, notes: PbnAuction['notes']): HandCall {
  const handCall: HandCall = { seat: call.seat, value };
  const parsed = parseCall(value);
  if (parsed.ok && parsed.value.type === 'bid') {
    handCall.level = parsed.value.level;
    handCall.denomination = parsed.value.denomination;
  }
  const noteText = call.noteRef === undefined ? undefined : notes[call.noteRef];
  const comments = callOrCardComments(call.comments, noteText);
  if (comments !== undefined) handCall.comments = comments;
  return handCall;
}

/** Why a call cannot join the hand's auction, or undefined when it can. */
function irregularity(
  call: PbnCall,
  dealer: Seat,
  values: readonly CallValue[],
): PbnProblem | undefined {
  if (call.irregularity === 'S' || call.value === undefined) {
    return conversionProblem(
      'AUCTION_IRREGULAR',
      `${call.seat}'s turn was skipped (^S): a call out of rotation was accepted`,
      call,
    );
  }
  if (call.irregularity === 'I') {
    return conversionProblem(
      'AUCTION_IRREGULAR',
      `${call.seat}'s insufficient bid ${call.value} was accepted (^I)`,
      call,
    );
  }
  const turn = seatToCall(dealer, values.length);
  if (call.seat !== turn) {
    return conversionProblem(
      'ILLEGAL_CALL',
      `${call.value} is given to ${call.seat}, but it is ${turn}'s turn (dealer ${dealer})`,
      call,
    );
  }
  const check = checkCall(dealer, values, call.value);
  return check.ok ? undefined : conversionProblem('ILLEGAL_CALL', check.error.message, call);
}

/**
 * The hand's calls and the auction's outcome, replayed from `dealer`.
 *
 * @example
 * convertAuction(game.auction, 'N').outcome // { kind: 'contract', contract: …, declarer: 'S', dummy: 'N' }
 */
export function convertAuction(auction: PbnAuction, dealer: Seat): AuctionConversion {
  const calls: HandCall[] = [];
  const values: CallValue[] = [];
  for (const call of auction.calls) {
    const problem = irregularity(call, dealer, values);
    if (problem !== undefined || call.value === undefined) {
      return { calls, outcome: { kind: 'irregular' }, problems: problem ? [problem] : [] };
    }
    values.push(call.value);
    calls.push(handCall(call, call.value, auction.notes));
  }
  const outcome = auctionOutcome(dealer, values);
  const problems =
    outcome.kind === 'incomplete'
      ? [
          conversionProblem(
            'AUCTION_INCOMPLETE',
            'The auction does not end with its closing passes; the contract is read from the tags',
            auction,
          ),
        ]
      : [];
  return { calls, outcome, problems };
}
