/**
 * Calls of the auction: bids (level and denomination), Pass, X and XX, and their codes.
 * The rules of which call is legal when live in `auction/`.
 */
import { err, ok, type Result } from './result.js';

/** Bid levels 1 to 7. */
export const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Level = (typeof LEVELS)[number];

/** Denominations in bidding-box order (hands.md §4: NT, S, H, D, C). */
export const DENOMINATIONS = ['NT', 'S', 'H', 'D', 'C'] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/** The calls that are not bids. */
export const NON_BIDS = ['Pass', 'X', 'XX'] as const;
export type NonBid = (typeof NON_BIDS)[number];

/** A bid's code, level then denomination: `1NT`, `3H`. */
export type BidValue = `${Level}${Denomination}`;

/** Any call's code. */
export type CallValue = BidValue | NonBid;

/** A call, parsed: a bid with its level and denomination, or a non-bid. */
export type Call =
  | { readonly type: 'bid'; readonly level: Level; readonly denomination: Denomination }
  | { readonly type: 'pass' }
  | { readonly type: 'double' }
  | { readonly type: 'redouble' };

/** A contract's risk: undoubled, doubled or redoubled. */
export const RISKS = ['', 'X', 'XX'] as const;
export type Risk = (typeof RISKS)[number];

/** Rank of a denomination for comparing bids: C < D < H < S < NT (hands.md §4). */
export function denominationRank(denomination: Denomination): number {
  return 4 - DENOMINATIONS.indexOf(denomination);
}

/** A bid's position in the ladder 1C (0) .. 7NT (34). */
export function bidRank(level: Level, denomination: Denomination): number {
  return (level - 1) * 5 + denominationRank(denomination);
}

export function isLevel(value: unknown): value is Level {
  return typeof value === 'number' && (LEVELS as readonly number[]).includes(value);
}

export function isDenomination(value: unknown): value is Denomination {
  return typeof value === 'string' && (DENOMINATIONS as readonly string[]).includes(value);
}

/**
 * Parses a call code: `Pass`, `X`, `XX`, or a bid from `1C` to `7NT`.
 *
 * @example
 * parseCall('3NT') // { ok: true, value: { type: 'bid', level: 3, denomination: 'NT' } }
 */
export function parseCall(code: string): Result<Call, 'UNSUPPORTED_CALL'> {
  switch (code) {
    case 'Pass':
      return ok({ type: 'pass' });
    case 'X':
      return ok({ type: 'double' });
    case 'XX':
      return ok({ type: 'redouble' });
  }
  const level = Number(code.slice(0, 1));
  const denomination = code.slice(1);
  if (isLevel(level) && isDenomination(denomination)) {
    return ok({ type: 'bid', level, denomination });
  }
  return err('UNSUPPORTED_CALL', `Unsupported call '${code}'`);
}

/** The code of a call: `Pass`, `X`, `XX` or the bid such as `1NT`. */
export function callValue(call: Call): CallValue {
  switch (call.type) {
    case 'bid':
      return `${call.level}${call.denomination}`;
    case 'pass':
      return 'Pass';
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
  }
}
