/**
 * Which calls are legal for the seat to act (hands.md §4 "Auction builder"): a bid must be higher
 * than the last bid (level first, then C < D < H < S < NT); X only against an opponent's
 * undoubled bid; XX only after an opponent's X; nothing once the auction is complete.
 */
import { bidRank, type CallValue, DENOMINATIONS, LEVELS, parseCall } from '../calls.js';
import { type Seat, sideOf } from '../cards.js';
import { err, ok, type Result } from '../result.js';
import { isAuctionComplete } from './completion.js';
import { seatToCall } from './turn.js';

export { seatToCall };

export type CallError =
  | 'AUCTION_COMPLETE'
  | 'INSUFFICIENT_BID'
  | 'ILLEGAL_DOUBLE'
  | 'ILLEGAL_REDOUBLE'
  | 'UNSUPPORTED_CALL';

/** Every bid from 1C up to 7NT, lowest first. */
const BIDS_ASCENDING: readonly CallValue[] = LEVELS.flatMap((level) =>
  [...DENOMINATIONS].reverse().map((denomination): CallValue => `${level}${denomination}`),
);

/** What the last bid and any double on it look like, as the next call sees it. */
interface BiddingPosition {
  /** Ladder rank of the last bid (see bidRank), or -1 before any bid. */
  lastBidRank: number;
  /** The last call other than Pass, with the seat that made it. */
  lastAction?: { seat: Seat; value: CallValue };
}

function biddingPosition(dealer: Seat, calls: readonly CallValue[]): BiddingPosition {
  // Read from the end: both are usually among the last few calls, and replaying an auction asks
  // this for every call.
  let lastAction: BiddingPosition['lastAction'];
  for (let index = calls.length - 1; index >= 0; index--) {
    const value = calls[index] as CallValue;
    if (value === 'Pass') continue;
    lastAction ??= { seat: seatToCall(dealer, index), value };
    const call = parseCall(value);
    if (call.ok && call.value.type === 'bid') {
      return { lastBidRank: bidRank(call.value.level, call.value.denomination), lastAction };
    }
  }
  return { lastBidRank: -1, lastAction };
}

/**
 * The legal calls for the seat to act, in ladder order with Pass, X and XX first. Empty once the
 * auction is complete.
 *
 * @example
 * legalCalls('N', ['1NT']) // ['Pass', 'X', '2C', '2D', …, '7NT']
 */
export function legalCalls(dealer: Seat, calls: readonly CallValue[]): CallValue[] {
  if (isAuctionComplete(calls)) return [];
  const seat = seatToCall(dealer, calls.length);
  const { lastBidRank, lastAction } = biddingPosition(dealer, calls);
  const byOpponent = lastAction !== undefined && sideOf(lastAction.seat) !== sideOf(seat);
  const legal: CallValue[] = ['Pass'];
  if (byOpponent && lastAction?.value !== 'X' && lastAction?.value !== 'XX') legal.push('X');
  if (byOpponent && lastAction?.value === 'X') legal.push('XX');
  legal.push(...BIDS_ASCENDING.slice(lastBidRank + 1));
  return legal;
}

/**
 * Checks one call against the auction so far and says why it is not allowed.
 *
 * @example
 * checkCall('N', ['1D'], '1C') // { ok: false, error: { code: 'INSUFFICIENT_BID', … } }
 */
export function checkCall(
  dealer: Seat,
  calls: readonly CallValue[],
  value: string,
): Result<CallValue, CallError> {
  const call = parseCall(value);
  if (!call.ok) return err('UNSUPPORTED_CALL', call.error.message);
  if (isAuctionComplete(calls)) {
    return err('AUCTION_COMPLETE', `The auction is complete; ${value} cannot be added`);
  }
  const seat = seatToCall(dealer, calls.length);
  const { lastBidRank, lastAction } = biddingPosition(dealer, calls);
  const byOpponent = lastAction !== undefined && sideOf(lastAction.seat) !== sideOf(seat);
  switch (call.value.type) {
    case 'pass':
      return ok('Pass');
    case 'bid': {
      const rank = bidRank(call.value.level, call.value.denomination);
      if (rank <= lastBidRank) {
        return err('INSUFFICIENT_BID', `${value} is not higher than the last bid`);
      }
      return ok(value as CallValue);
    }
    case 'double':
      if (!byOpponent || lastAction?.value === 'X' || lastAction?.value === 'XX') {
        return err('ILLEGAL_DOUBLE', `${seat} may double only an opponent's undoubled bid`);
      }
      return ok('X');
    case 'redouble':
      if (!byOpponent || lastAction?.value !== 'X') {
        return err('ILLEGAL_REDOUBLE', `${seat} may redouble only after an opponent's double`);
      }
      return ok('XX');
  }
}
