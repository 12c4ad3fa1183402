import { describe, expect, it } from 'vitest';
import type { CallValue } from '../calls.js';
import type { Seat } from '../cards.js';
import { type CallError, checkCall, legalCalls } from './legality.js';

/** Every bid from 1C to 7NT, lowest first, written out by hand for the tests. */
const LADDER: CallValue[] = [1, 2, 3, 4, 5, 6, 7].flatMap((level) =>
  ['C', 'D', 'H', 'S', 'NT'].map((denomination) => `${level}${denomination}` as CallValue),
);

function bidsAbove(bid: CallValue): CallValue[] {
  return LADDER.slice(LADDER.indexOf(bid) + 1);
}

describe('legalCalls: a bid is valid only if higher than the last real bid', () => {
  it('opens with Pass and every bid from 1C to 7NT, and no X or XX', () => {
    expect(legalCalls('N', [])).toEqual(['Pass', ...LADDER]);
  });

  it.each([
    ['level first', ['1NT'], '2C'],
    ['then C < D', ['1C'], '1D'],
    ['then D < H', ['1D'], '1H'],
    ['then H < S', ['1H'], '1S'],
    ['then S < NT', ['1S'], '1NT'],
    ['the last real bid, not the last call', ['1H', 'Pass', 'Pass'], '1S'],
    ['the last real bid after X and XX', ['2D', 'X', 'XX'], '2H'],
  ] as [string, CallValue[], CallValue][])(
    '%s: after %j the lowest bid is %s',
    (_, calls, lowest) => {
      const bids = legalCalls('N', calls).filter((call) => /^\d/.test(call));
      expect(bids[0]).toBe(lowest);
    },
  );

  it('offers exactly the bids above the last bid', () => {
    for (const bid of LADDER) {
      const bids = legalCalls('N', [bid]).filter((call) => /^\d/.test(call));
      expect(bids).toEqual(bidsAbove(bid));
    }
  });

  it('offers no bid above 7NT', () => {
    expect(legalCalls('N', ['7NT'])).toEqual(['Pass', 'X']);
  });
});

describe('legalCalls: X only against an opponent’s bid, XX only after X', () => {
  // Dealer North: calls go N, E, S, W, N, …
  it.each([
    ['after an opponent’s bid', ['1H'], true, false],
    ['after an opponent’s bid and two passes (balancing)', ['1H', 'Pass', 'Pass'], true, false],
    ['not after partner’s bid', ['1H', 'Pass'], false, false],
    ['not before any bid', ['Pass'], false, false],
    ['not after passes only', ['Pass', 'Pass', 'Pass'], false, false],
    ['XX after an opponent’s X', ['1H', 'X'], false, true],
    ['XX after an opponent’s X and two passes', ['1H', 'X', 'Pass', 'Pass'], false, true],
    ['no XX by the doubler’s partner', ['1H', 'X', 'Pass'], false, false],
    ['no X of an already doubled bid', ['1H', 'X', 'Pass'], false, false],
    ['no X or XX after XX', ['1H', 'X', 'XX'], false, false],
    ['no X or XX after XX and two passes', ['1H', 'X', 'XX', 'Pass', 'Pass'], false, false],
    ['X again after a new bid over the double', ['1H', 'X', '2H'], true, false],
  ] as [string, CallValue[], boolean, boolean][])('%s (%j)', (_, calls, double, redouble) => {
    const legal = legalCalls('N', calls);
    expect(legal.includes('X')).toBe(double);
    expect(legal.includes('XX')).toBe(redouble);
  });

  it('lists Pass, then X or XX, then the bids', () => {
    expect(legalCalls('N', ['1H']).slice(0, 3)).toEqual(['Pass', 'X', '1S']);
    expect(legalCalls('N', ['1H', 'X']).slice(0, 3)).toEqual(['Pass', 'XX', '1S']);
  });

  it.each(['N', 'E', 'S', 'W'] as Seat[])(
    'judges sides from the seats, whoever deals (%s)',
    (dealer) => {
      expect(legalCalls(dealer, ['1C']).includes('X')).toBe(true);
      expect(legalCalls(dealer, ['1C', 'Pass']).includes('X')).toBe(false);
    },
  );
});

describe('legalCalls: Pass is disabled once the auction is done', () => {
  it.each([
    [['Pass', 'Pass', 'Pass', 'Pass']],
    [['1C', 'Pass', 'Pass', 'Pass']],
    [['1C', 'X', 'XX', 'Pass', 'Pass', 'Pass']],
  ] as CallValue[][][])('nothing is legal after %j', (calls) => {
    expect(legalCalls('N', calls)).toEqual([]);
  });

  it('still allows calls after three passes with no bid', () => {
    expect(legalCalls('N', ['Pass', 'Pass', 'Pass'])).toEqual(['Pass', ...LADDER]);
  });
});

describe('checkCall', () => {
  it.each([
    [[], 'Pass', 'Pass'],
    [[], '1C', '1C'],
    [['1C'], '1D', '1D'],
    [['1C'], 'X', 'X'],
    [['1C', 'X'], 'XX', 'XX'],
    [['1C', 'Pass', 'Pass'], 'X', 'X'],
    [['7C'], '7NT', '7NT'],
  ] as [CallValue[], string, CallValue][])('after %j accepts %s', (calls, call, value) => {
    expect(checkCall('N', calls, call)).toEqual({ ok: true, value });
  });

  it.each([
    ['a bid equal to the last bid', ['1D'], '1D', 'INSUFFICIENT_BID'],
    ['a lower denomination at the same level', ['1D'], '1C', 'INSUFFICIENT_BID'],
    ['a lower level', ['2C'], '1NT', 'INSUFFICIENT_BID'],
    [
      'a bid lower than the last real bid, after passes',
      ['3H', 'Pass', 'Pass'],
      '2S',
      'INSUFFICIENT_BID',
    ],
    ['X before any bid', [], 'X', 'ILLEGAL_DOUBLE'],
    ['X of partner’s bid', ['1H', 'Pass'], 'X', 'ILLEGAL_DOUBLE'],
    ['X of a doubled bid', ['1H', 'X', 'Pass'], 'X', 'ILLEGAL_DOUBLE'],
    ['X after XX', ['1H', 'X', 'XX'], 'X', 'ILLEGAL_DOUBLE'],
    ['XX with no X', ['1H'], 'XX', 'ILLEGAL_REDOUBLE'],
    ['XX of partner’s X', ['1H', 'X', 'Pass'], 'XX', 'ILLEGAL_REDOUBLE'],
    ['XX after XX', ['1H', 'X', 'XX', 'Pass'], 'XX', 'ILLEGAL_REDOUBLE'],
    ['any call after four passes', ['Pass', 'Pass', 'Pass', 'Pass'], 'Pass', 'AUCTION_COMPLETE'],
    [
      'a bid after three passes follow a bid',
      ['1C', 'Pass', 'Pass', 'Pass'],
      '7NT',
      'AUCTION_COMPLETE',
    ],
    ['a code that is no call', [], '8C', 'UNSUPPORTED_CALL'],
    ['a lower-case pass', [], 'pass', 'UNSUPPORTED_CALL'],
  ] as [string, CallValue[], string, CallError][])(
    'rejects %s (%j then %s) with %s',
    (_, calls, call, code) => {
      const result = checkCall('N', calls, call);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe(code);
    },
  );

  it('agrees with legalCalls on every call in many positions', () => {
    const positions: CallValue[][] = [
      [],
      ['1H'],
      ['1H', 'Pass'],
      ['1H', 'X'],
      ['1H', 'X', 'XX'],
      ['Pass', 'Pass', 'Pass'],
      ['1NT', 'Pass', 'Pass', 'X'],
      ['7NT', 'X', 'Pass', 'Pass'],
      ['1C', 'Pass', 'Pass', 'Pass'],
    ];
    const everyCall: CallValue[] = ['Pass', 'X', 'XX', ...LADDER];
    for (const calls of positions) {
      const legal = legalCalls('E', calls);
      for (const call of everyCall) {
        expect(checkCall('E', calls, call).ok, `${calls.join(' ')} then ${call}`).toBe(
          legal.includes(call),
        );
      }
    }
  });
});
