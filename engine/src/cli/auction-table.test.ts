import { describe, expect, it } from 'vitest';
import type { CallValue } from '../calls.js';
import { nextSeat, type Seat } from '../cards.js';
import type { HandCall } from '../hand/types.js';
import { auctionTable } from './auction-table.js';

function calls(first: Seat, values: readonly CallValue[]): HandCall[] {
  return values.map((value, index) => ({ seat: nextSeat(first, index), value }));
}

describe('auctionTable', () => {
  it('starts the first round in the dealer column and leaves the cells before it empty', () => {
    // Board 1 of the 1996 Olympiad final, closed room (corpus F1.PBN).
    const auction = calls('N', [
      ...['Pass', 'Pass', '1NT', 'Pass', '2C', 'Pass', '2D', 'Pass'],
      ...['2NT', 'Pass', '3H', 'Pass', '3NT', 'Pass', 'Pass', 'Pass'],
    ] as CallValue[]);
    expect(auctionTable(auction, 'ascii')).toEqual([
      'W     N     E     S',
      '      Pass  Pass  1NT',
      'Pass  2C    Pass  2D',
      'Pass  2NT   Pass  3H',
      'Pass  3NT   Pass  Pass',
      'Pass',
    ]);
  });

  it('writes bids with suit symbols in Unicode, and X and XX as they are', () => {
    expect(auctionTable(calls('W', ['1D', 'X', 'XX', '1S']), 'unicode')).toEqual([
      'W     N     E     S',
      '1♦    X     XX    1♠',
    ]);
  });

  it('is only the header when there are no calls', () => {
    expect(auctionTable([], 'ascii')).toEqual(['W     N     E     S']);
  });
});
