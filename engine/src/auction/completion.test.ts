import { describe, expect, it } from 'vitest';
import type { CallValue } from '../calls.js';
import type { Seat } from '../cards.js';
import { auctionOutcome, isAuctionComplete } from './completion.js';

describe('isAuctionComplete: complete after three passes following a bid, or when all four pass', () => {
  it.each([
    [[], false],
    [['Pass'], false],
    [['Pass', 'Pass', 'Pass'], false],
    [['Pass', 'Pass', 'Pass', 'Pass'], true],
    [['1C'], false],
    [['1C', 'Pass', 'Pass'], false],
    [['1C', 'Pass', 'Pass', 'Pass'], true],
    [['Pass', 'Pass', 'Pass', '1C'], false],
    [['Pass', 'Pass', 'Pass', '1C', 'Pass', 'Pass', 'Pass'], true],
    [['1C', 'X', 'Pass', 'Pass'], false],
    [['1C', 'X', 'Pass', 'Pass', 'Pass'], true],
    [['1C', 'X', 'XX', 'Pass', 'Pass', 'Pass'], true],
    [['1C', 'Pass', 'Pass', 'X', 'Pass', 'Pass'], false],
    [['1C', 'Pass', '1H', 'Pass', 'Pass', 'Pass'], true],
  ] as [CallValue[], boolean][])('%j: %s', (calls, complete) => {
    expect(isAuctionComplete(calls)).toBe(complete);
  });
});

describe('auctionOutcome', () => {
  it('is incomplete while calls remain', () => {
    expect(auctionOutcome('N', ['1C', 'Pass', 'Pass'])).toEqual({ kind: 'incomplete' });
    expect(auctionOutcome('N', [])).toEqual({ kind: 'incomplete' });
  });

  it('is passed out when all four pass', () => {
    expect(auctionOutcome('E', ['Pass', 'Pass', 'Pass', 'Pass'])).toEqual({ kind: 'passedOut' });
  });

  // "The declarer is the first of the declaring partnership to have named the denomination;
  // dummy is declarer's partner; the contract follows from the last bid."
  it.each([
    ['the only bidder declares', 'N', ['1C', 'Pass', 'Pass', 'Pass'], '1C', '', 'N', 'S'],
    ['dealer East opens', 'E', ['1C', 'Pass', 'Pass', 'Pass'], '1C', '', 'E', 'W'],
    [
      'fourth hand opens',
      'N',
      ['Pass', 'Pass', 'Pass', '1S', 'Pass', 'Pass', 'Pass'],
      '1S',
      '',
      'W',
      'E',
    ],
    [
      'partner raising does not take declarer: the first to name it does',
      'N',
      ['1H', 'Pass', '4H', 'Pass', 'Pass', 'Pass'],
      '4H',
      '',
      'N',
      'S',
    ],
    [
      'responder who first names the final denomination declares',
      'N',
      ['1C', 'Pass', '1H', 'Pass', '4H', 'Pass', 'Pass', 'Pass'],
      '4H',
      '',
      'S',
      'N',
    ],
    [
      'an opponent naming the denomination first does not count',
      'N',
      ['1C', '1S', 'Pass', 'Pass', '2S', 'Pass', '3S', 'Pass', 'Pass', 'Pass'],
      '3S',
      '',
      'N',
      'S',
    ],
    [
      'the partner who names it first declares, though an opponent named it earlier',
      'N',
      ['1S', '2H', 'Pass', 'Pass', '2NT', 'Pass', '3H', 'Pass', 'Pass', 'Pass'],
      '3H',
      '',
      'S',
      'N',
    ],
    [
      'notrumps: the first of the side to bid NT',
      'S',
      ['1D', 'Pass', '1NT', 'Pass', '3NT', 'Pass', 'Pass', 'Pass'],
      '3NT',
      '',
      'N',
      'S',
    ],
    [
      'X after the last bid makes it doubled',
      'N',
      ['1H', 'X', 'Pass', 'Pass', 'Pass'],
      '1H',
      'X',
      'N',
      'S',
    ],
    [
      'X by fourth hand after two passes',
      'N',
      ['4S', 'Pass', 'Pass', 'X', 'Pass', 'Pass', 'Pass'],
      '4S',
      'X',
      'N',
      'S',
    ],
    [
      'XX after X makes it redoubled',
      'N',
      ['1H', 'X', 'XX', 'Pass', 'Pass', 'Pass'],
      '1H',
      'XX',
      'N',
      'S',
    ],
    [
      'XX after X and two passes',
      'N',
      ['1H', 'X', 'Pass', 'Pass', 'XX', 'Pass', 'Pass', 'Pass'],
      '1H',
      'XX',
      'N',
      'S',
    ],
    [
      'a bid after X clears the risk',
      'N',
      ['1H', 'X', '2H', 'Pass', 'Pass', 'Pass'],
      '2H',
      '',
      'N',
      'S',
    ],
    [
      'a bid after XX clears the risk',
      'N',
      ['1H', 'X', 'XX', '2C', 'Pass', 'Pass', 'Pass'],
      '2C',
      '',
      'W',
      'E',
    ],
    [
      'the defenders can declare after doubling',
      'W',
      ['1S', 'X', 'Pass', '2H', 'Pass', 'Pass', 'Pass'],
      '2H',
      '',
      'S',
      'N',
    ],
    ['7NT redoubled', 'N', ['7NT', 'X', 'XX', 'Pass', 'Pass', 'Pass'], '7NT', 'XX', 'N', 'S'],
  ] as [string, Seat, CallValue[], string, string, Seat, Seat][])(
    '%s',
    (_, dealer, calls, value, risk, declarer, dummy) => {
      const outcome = auctionOutcome(dealer, calls);
      expect(outcome.kind).toBe('contract');
      if (outcome.kind !== 'contract') return;
      expect(outcome.contract.value).toBe(value);
      expect(outcome.contract.risk).toBe(risk);
      expect(outcome.declarer).toBe(declarer);
      expect(outcome.dummy).toBe(dummy);
    },
  );

  it('gives the contract’s level and denomination from the last bid', () => {
    expect(auctionOutcome('N', ['1H', 'Pass', '3NT', 'X', 'Pass', 'Pass', 'Pass'])).toEqual({
      kind: 'contract',
      contract: { level: 3, denomination: 'NT', risk: 'X', value: '3NT' },
      declarer: 'S',
      dummy: 'N',
    });
  });
});
