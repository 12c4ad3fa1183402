/**
 * When an auction is over and what it produced (hands.md §4 "Auction builder"): complete after
 * three passes following a bid, or four passes; declarer is the first of the declaring side to
 * have named the final denomination; dummy is declarer's partner; the contract follows from the
 * last bid with its risk.
 */
import type { CallValue, Risk } from '../calls.js';
import { parseCall } from '../calls.js';
import { partnerOf, type Seat, sideOf } from '../cards.js';
import type { Contract } from '../hand/types.js';
import { seatToCall } from './turn.js';

/** What a sequence of calls has produced so far. */
export type AuctionOutcome =
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'passedOut' }
  | {
      readonly kind: 'contract';
      readonly contract: Contract;
      readonly declarer: Seat;
      readonly dummy: Seat;
    };

/**
 * Whether the auction is over: three passes after any other call, or four passes.
 *
 * @example
 * isAuctionComplete(['1C', 'Pass', 'Pass', 'Pass']) // true
 */
export function isAuctionComplete(calls: readonly CallValue[]): boolean {
  const lastAction = calls.findLastIndex((value) => value !== 'Pass');
  if (lastAction === -1) return calls.length >= 4;
  return calls.length - 1 - lastAction >= 3;
}

/**
 * The contract, declarer and dummy of a complete auction; `passedOut` when all four passed and
 * `incomplete` while calls remain.
 *
 * @example
 * auctionOutcome('N', ['1H', 'Pass', '4H', 'X', 'Pass', 'Pass', 'Pass'])
 * // { kind: 'contract', contract: { level: 4, denomination: 'H', risk: 'X', value: '4H' },
 * //   declarer: 'N', dummy: 'S' }
 */
export function auctionOutcome(dealer: Seat, calls: readonly CallValue[]): AuctionOutcome {
  if (!isAuctionComplete(calls)) return { kind: 'incomplete' };
  let contract: Contract | undefined;
  let bidder: Seat | undefined;
  let risk: Risk = '';
  calls.forEach((value, index) => {
    const call = parseCall(value);
    if (!call.ok) return;
    if (call.value.type === 'bid') {
      const { level, denomination } = call.value;
      contract = { level, denomination, risk: '', value: `${level}${denomination}` };
      bidder = seatToCall(dealer, index);
      risk = '';
    } else if (call.value.type === 'double') {
      risk = 'X';
    } else if (call.value.type === 'redouble') {
      risk = 'XX';
    }
  });
  if (!contract || !bidder) return { kind: 'passedOut' };
  const declaringSide = sideOf(bidder);
  const denomination = contract.denomination;
  const firstIndex = calls.findIndex((value, index) => {
    const call = parseCall(value);
    return (
      call.ok &&
      call.value.type === 'bid' &&
      call.value.denomination === denomination &&
      sideOf(seatToCall(dealer, index)) === declaringSide
    );
  });
  const declarer = seatToCall(dealer, firstIndex);
  return {
    kind: 'contract',
    contract: { ...contract, risk },
    declarer,
    dummy: partnerOf(declarer),
  };
}
