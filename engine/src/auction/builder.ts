/**
 * The auction builder (hands.md §4 "Auction builder"): the bidding box appends a call for the
 * seat whose turn it is, if it is legal; undo moves the last call to a redo stack; redo restores
 * it.
 *
 * Decisions where the spec is silent:
 * - A new call clears the redo stack (redoing an old call after a different one would replay it
 *   for the wrong seat or in an auction where it is illegal).
 * - Undo and redo keep the call's comments: redo restores exactly the call that was undone.
 * - Undoing with no calls, or redoing with an empty stack, is an error value, so the UI can
 *   disable its buttons when `calls` or `undone` is empty.
 */
import { type CallValue, parseCall } from '../calls.js';
import type { Seat } from '../cards.js';
import type { HandCall } from '../hand/types.js';
import { err, ok, type Result } from '../result.js';
import { type AuctionOutcome, auctionOutcome } from './completion.js';
import { type CallError, checkCall, legalCalls } from './legality.js';
import { seatToCall } from './turn.js';

/** The builder's state: plain data, each function returns a new one. */
export interface AuctionBuilder {
  readonly dealer: Seat;
  /** The calls made, in order, each with its seat and any comments. */
  readonly calls: readonly HandCall[];
  /** The redo stack: undone calls, the most recently undone last. */
  readonly undone: readonly HandCall[];
}

export type AuctionBuilderError =
  | CallError
  | 'CALL_OUT_OF_TURN'
  | 'NOTHING_TO_UNDO'
  | 'NOTHING_TO_REDO';

/** Where the auction stands: who calls next, what they may call, and the outcome so far. */
export interface AuctionStatus {
  /** The seat to call; undefined once the auction is complete. */
  readonly toCall: Seat | undefined;
  /** The legal calls for that seat, Pass, X and XX first, then the bids upwards. */
  readonly legal: readonly HandCall['value'][];
  readonly outcome: AuctionOutcome;
}

/**
 * An empty auction for `dealer`, who calls first.
 *
 * @example
 * startAuction('E') // { dealer: 'E', calls: [], undone: [] }
 */
export function startAuction(dealer: Seat): AuctionBuilder {
  return { dealer, calls: [], undone: [] };
}

/**
 * Appends a call for the seat whose turn it is, if it is legal; clears the redo stack.
 *
 * @example
 * const next = makeCall(startAuction('N'), '1NT');
 * next.ok && next.value.calls // [{ seat: 'N', value: '1NT', level: 1, denomination: 'NT' }]
 */
export function makeCall(
  builder: AuctionBuilder,
  value: string,
): Result<AuctionBuilder, AuctionBuilderError> {
  const values = builder.calls.map((call) => call.value);
  const checked = checkCall(builder.dealer, values, value);
  if (!checked.ok) return checked;
  const call = handCall(seatToCall(builder.dealer, values.length), checked.value);
  return ok({ ...builder, calls: [...builder.calls, call], undone: [] });
}

/** A call as handJSON stores it: bids also carry their level and denomination (hands.md §3). */
function handCall(seat: Seat, value: CallValue): HandCall {
  const call = parseCall(value);
  if (call.ok && call.value.type === 'bid') {
    return { seat, value, level: call.value.level, denomination: call.value.denomination };
  }
  return { seat, value };
}

/**
 * Moves the last call to the redo stack.
 *
 * @example
 * undoCall(builder) // { ok: true, value: <builder without its last call> }
 */
export function undoCall(builder: AuctionBuilder): Result<AuctionBuilder, AuctionBuilderError> {
  const last = builder.calls.at(-1);
  if (last === undefined) return err('NOTHING_TO_UNDO', 'There is no call to undo');
  return ok({ ...builder, calls: builder.calls.slice(0, -1), undone: [...builder.undone, last] });
}

/**
 * Restores the most recently undone call, comments included.
 *
 * @example
 * redoCall(afterUndo) // { ok: true, value: <the builder as it was before the undo> }
 */
export function redoCall(builder: AuctionBuilder): Result<AuctionBuilder, AuctionBuilderError> {
  const restored = builder.undone.at(-1);
  if (restored === undefined) return err('NOTHING_TO_REDO', 'There is no call to redo');
  return ok({
    ...builder,
    calls: [...builder.calls, restored],
    undone: builder.undone.slice(0, -1),
  });
}

/**
 * A builder holding a saved auction, each call checked in turn: it must be legal and its seat
 * must be the seat whose turn it was. Comments are kept; a bid's level and denomination are
 * written from its value.
 *
 * @example
 * auctionBuilderFrom('N', hand.auction) // { ok: true, value: { dealer: 'N', calls: […], undone: [] } }
 */
export function auctionBuilderFrom(
  dealer: Seat,
  calls: readonly HandCall[],
): Result<AuctionBuilder, AuctionBuilderError> {
  const made: HandCall[] = [];
  for (const [index, call] of calls.entries()) {
    const seat = seatToCall(dealer, index);
    if (call.seat !== seat) {
      return err(
        'CALL_OUT_OF_TURN',
        `Call ${index + 1} (${call.value}) is ${call.seat}'s, but it is ${seat}'s turn`,
      );
    }
    const checked = checkCall(
      dealer,
      made.map((each) => each.value),
      call.value,
    );
    if (!checked.ok) {
      return err(checked.error.code, `Call ${index + 1} (${call.value}): ${checked.error.message}`);
    }
    made.push({
      ...handCall(seat, checked.value),
      ...(call.comments && { comments: call.comments }),
    });
  }
  return ok({ dealer, calls: made, undone: [] });
}

/**
 * Who calls next, the legal calls, and the outcome (incomplete, passed out, or the contract
 * with declarer and dummy).
 *
 * @example
 * auctionStatus(startAuction('N')).toCall // 'N'
 */
export function auctionStatus(builder: AuctionBuilder): AuctionStatus {
  const values = builder.calls.map((call) => call.value);
  const outcome = auctionOutcome(builder.dealer, values);
  return {
    toCall: outcome.kind === 'incomplete' ? seatToCall(builder.dealer, values.length) : undefined,
    legal: legalCalls(builder.dealer, values),
    outcome,
  };
}
