import { describe, expect, it } from 'vitest';
import type { CallValue } from '../calls.js';
import type { HandCall } from '../hand/types.js';
import {
  type AuctionBuilder,
  type AuctionBuilderError,
  auctionBuilderFrom,
  auctionStatus,
  makeCall,
  redoCall,
  startAuction,
  undoCall,
} from './builder.js';

function called(builder: AuctionBuilder, values: string): AuctionBuilder {
  return values
    .split(' ')
    .filter((value) => value !== '')
    .reduce((current, value) => {
      const next = makeCall(current, value);
      if (!next.ok) throw new Error(next.error.message);
      return next.value;
    }, builder);
}

function unwrap(result: ReturnType<typeof undoCall>): AuctionBuilder {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function values(builder: AuctionBuilder): CallValue[] {
  return builder.calls.map((call) => call.value);
}

describe('makeCall: the bidding box appends a call for the seat whose turn it is', () => {
  it('records the seat in turn from the dealer, and level and denomination for bids', () => {
    const builder = called(startAuction('E'), '1NT X XX Pass');
    expect(builder.calls).toEqual([
      { seat: 'E', value: '1NT', level: 1, denomination: 'NT' },
      { seat: 'S', value: 'X' },
      { seat: 'W', value: 'XX' },
      { seat: 'N', value: 'Pass' },
    ]);
  });

  it.each([
    ['an insufficient bid', '1H', '1D', 'INSUFFICIENT_BID'],
    ['a double of partner', '1H Pass', 'X', 'ILLEGAL_DOUBLE'],
    ['a redouble without a double', '1H', 'XX', 'ILLEGAL_REDOUBLE'],
    ['a call after the auction is done', 'Pass Pass Pass Pass', 'Pass', 'AUCTION_COMPLETE'],
    ['an unknown code', '', '1Z', 'UNSUPPORTED_CALL'],
  ] as [string, string, string, AuctionBuilderError][])('rejects %s', (_, before, value, code) => {
    const result = makeCall(called(startAuction('N'), before), value);
    expect(!result.ok && result.error.code).toBe(code);
  });

  it('leaves the builder it was given untouched', () => {
    const builder = called(startAuction('N'), '1C');
    makeCall(builder, '1D');
    expect(values(builder)).toEqual(['1C']);
  });
});

describe('undo and redo: undo moves the last call to a redo stack; redo restores it', () => {
  it('undoes the last call onto the redo stack', () => {
    const builder = unwrap(undoCall(called(startAuction('N'), '1C Pass 1H')));
    expect(values(builder)).toEqual(['1C', 'Pass']);
    expect(builder.undone).toEqual([{ seat: 'S', value: '1H', level: 1, denomination: 'H' }]);
    expect(auctionStatus(builder).toCall).toBe('S');
  });

  it('redoes in reverse order of undoing', () => {
    const full = called(startAuction('N'), '1C Pass 1H');
    const undone = unwrap(undoCall(unwrap(undoCall(full))));
    expect(values(undone)).toEqual(['1C']);
    const once = unwrap(redoCall(undone));
    expect(values(once)).toEqual(['1C', 'Pass']);
    expect(unwrap(redoCall(once))).toEqual(full);
  });

  it('restores a call with its comments', () => {
    const commented: AuctionBuilder = {
      dealer: 'N',
      calls: [{ seat: 'N', value: '1S', level: 1, denomination: 'S', comments: { pre: 'Open' } }],
      undone: [],
    };
    expect(unwrap(redoCall(unwrap(undoCall(commented))))).toEqual(commented);
  });

  it('undoes a completed auction back to incomplete', () => {
    const complete = called(startAuction('N'), '1C Pass Pass Pass');
    expect(auctionStatus(complete).outcome.kind).toBe('contract');
    const reopened = unwrap(undoCall(complete));
    expect(auctionStatus(reopened).outcome.kind).toBe('incomplete');
    expect(auctionStatus(reopened).toCall).toBe('W');
  });

  it('clears the redo stack when a new call is made', () => {
    const undone = unwrap(undoCall(called(startAuction('N'), '1C Pass 1H')));
    const changed = called(undone, '1S');
    expect(changed.undone).toEqual([]);
    const result = redoCall(changed);
    expect(!result.ok && result.error.code).toBe('NOTHING_TO_REDO');
  });

  it('has nothing to undo in an empty auction and nothing to redo before an undo', () => {
    const undo = undoCall(startAuction('N'));
    expect(!undo.ok && undo.error.code).toBe('NOTHING_TO_UNDO');
    const redo = redoCall(called(startAuction('N'), '1C'));
    expect(!redo.ok && redo.error.code).toBe('NOTHING_TO_REDO');
  });
});

describe('auctionStatus', () => {
  it('starts with the dealer to call and every call but X and XX legal', () => {
    const status = auctionStatus(startAuction('W'));
    expect(status.toCall).toBe('W');
    expect(status.legal).toHaveLength(36);
    expect(status.legal).not.toContain('X');
    expect(status.outcome).toEqual({ kind: 'incomplete' });
  });

  it('has nobody to call and nothing legal once the auction is done', () => {
    const status = auctionStatus(called(startAuction('S'), '1H X XX Pass Pass Pass'));
    expect(status.toCall).toBeUndefined();
    expect(status.legal).toEqual([]);
    expect(status.outcome).toEqual({
      kind: 'contract',
      contract: { level: 1, denomination: 'H', risk: 'XX', value: '1H' },
      declarer: 'S',
      dummy: 'N',
    });
  });

  it('reports a passed-out board', () => {
    const status = auctionStatus(called(startAuction('N'), 'Pass Pass Pass Pass'));
    expect(status.outcome).toEqual({ kind: 'passedOut' });
    expect(status.toCall).toBeUndefined();
  });
});

describe('auctionBuilderFrom: a saved auction', () => {
  const saved: HandCall[] = [
    { seat: 'S', value: '1D', level: 1, denomination: 'D', comments: { post: 'Opening' } },
    { seat: 'W', value: 'Pass' },
    { seat: 'N', value: '1S', level: 1, denomination: 'S' },
  ];

  it('loads a legal auction with its comments and an empty redo stack', () => {
    expect(auctionBuilderFrom('S', saved)).toEqual({
      ok: true,
      value: { dealer: 'S', calls: saved, undone: [] },
    });
  });

  it('writes level and denomination from the value', () => {
    const bare = auctionBuilderFrom('S', [{ seat: 'S', value: '1D' }]);
    expect(bare.ok && bare.value.calls).toEqual([
      { seat: 'S', value: '1D', level: 1, denomination: 'D' },
    ]);
  });

  it('rejects a call by a seat out of turn', () => {
    const result = auctionBuilderFrom('N', saved);
    expect(!result.ok && result.error.code).toBe('CALL_OUT_OF_TURN');
  });

  it('rejects an illegal call and names its position', () => {
    const result = auctionBuilderFrom('S', [...saved, { seat: 'E', value: '1H' }]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INSUFFICIENT_BID');
    expect(result.error.message).toContain('Call 4 (1H)');
  });
});
