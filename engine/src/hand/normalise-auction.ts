/**
 * Reading the auction of an untrusted handJSON: a legal sequence of calls from the dealer
 * (hands.md §4 "Auction builder"), each by the seat in turn, bids carrying the level and
 * denomination their value names (hands.md §3 "real bids also have level (1-7) and denomination
 * … Pass, X and XX carry only a value").
 */
import { checkCall } from '../auction/legality.js';
import { seatToCall } from '../auction/turn.js';
import { type CallValue, parseCall } from '../calls.js';
import type { Seat } from '../cards.js';
import { ok } from '../result.js';
import { type HandResult, handError } from './errors.js';
import { describeValue, isAbsent, readComments, readList, readRecord, readSeat } from './fields.js';
import { readAlternatives } from './normalise-alternatives.js';
import type { HandCall } from './types.js';

/** A call's `value`: a call, legal after `previous`. */
function readLegalCall(
  code: unknown,
  path: string,
  dealer: Seat,
  previous: readonly CallValue[],
): HandResult<CallValue> {
  if (isAbsent(code)) return handError('MISSING_FIELD', path, 'a call is required');
  const text = typeof code === 'string' ? code : '';
  if (!parseCall(text).ok) {
    return handError('UNSUPPORTED_CALL', path, `${describeValue(code)} is not a call`);
  }
  const legal = checkCall(dealer, previous, text);
  if (!legal.ok) return handError(legal.error.code, path, legal.error.message);
  return ok(legal.value);
}

function readCall(
  value: unknown,
  path: string,
  dealer: Seat,
  previous: readonly CallValue[],
  viewpoint: Seat,
): HandResult<HandCall> {
  const item = readRecord(value, path, 'a call');
  if (!item.ok) return item;
  const { seat, value: code, level, denomination, comments, alternatives } = item.value;
  const inTurn = seatToCall(dealer, previous.length);
  const caller = readSeat(seat, `${path}.seat`, inTurn);
  if (!caller.ok) return caller;
  if (caller.value !== inTurn) {
    return handError('WRONG_SEAT', `${path}.seat`, `it is ${inTurn}'s turn, not ${caller.value}'s`);
  }
  const legal = readLegalCall(code, `${path}.value`, dealer, previous);
  if (!legal.ok) return legal;
  const text = legal.value;
  const call: HandCall = { seat: caller.value, value: text };
  const parsed = parseCall(text);
  const bid = parsed.ok && parsed.value.type === 'bid' ? parsed.value : undefined;
  if (!isAbsent(level) && level !== bid?.level) {
    return handError(
      'CALL_DETAIL_MISMATCH',
      `${path}.level`,
      bid ? `level ${describeValue(level)} does not match ${text}` : `${text} has no level`,
    );
  }
  if (!isAbsent(denomination) && denomination !== bid?.denomination) {
    return handError(
      'CALL_DETAIL_MISMATCH',
      `${path}.denomination`,
      bid
        ? `denomination ${describeValue(denomination)} does not match ${text}`
        : `${text} has no denomination`,
    );
  }
  if (bid) {
    call.level = bid.level;
    call.denomination = bid.denomination;
  }
  const said = readComments(comments, `${path}.comments`);
  if (!said.ok) return said;
  if (said.value) call.comments = said.value;
  const others = readAlternatives(alternatives, `${path}.alternatives`, {
    learners: caller.value === viewpoint,
    main: text,
    read: (alternative, at) => {
      const other = readLegalCall(alternative.value, `${at}.value`, dealer, previous);
      return other.ok ? ok({ value: other.value }) : other;
    },
    code: (alternative) => alternative.value,
  });
  if (!others.ok) return others;
  if (others.value) call.alternatives = others.value;
  return ok(call);
}

/**
 * The auction, each call checked in turn from the dealer, bids given their level and
 * denomination; only the `viewpoint`'s calls may have alternatives.
 *
 * @example
 * normaliseAuction([{ seat: 'N', value: '1NT' }, { seat: 'E', value: 'Pass' }], 'N', 'S')
 * // { ok: true, value: [{ seat: 'N', value: '1NT', level: 1, denomination: 'NT' },
 * //                     { seat: 'E', value: 'Pass' }] }
 */
export function normaliseAuction(
  value: unknown,
  dealer: Seat,
  viewpoint: Seat,
): HandResult<HandCall[]> {
  const list = readList(value, 'auction');
  if (!list.ok) return list;
  const auction: HandCall[] = [];
  const values: CallValue[] = [];
  for (const [index, item] of list.value.entries()) {
    const call = readCall(item, `auction[${index}]`, dealer, values, viewpoint);
    if (!call.ok) return call;
    auction.push(call.value);
    values.push(call.value.value);
  }
  return ok(auction);
}
