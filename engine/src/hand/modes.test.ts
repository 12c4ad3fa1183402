import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAY_ONLY_CONTRACT, emptyHand } from './defaults.js';
import { callsOf, DEAL, handWith } from './hand.testkit.js';
import { setAuctionOnly, setPlayOnly, setPlayOnlyContract, setPlayOnlyDeclarer } from './modes.js';
import { normaliseHand } from './normalise.js';
import type { HandJSON } from './types.js';

const CONTRACT = handWith(0);
const { contract: _c, declarer: _d, dummy: _m, ...NO_CONTRACT } = CONTRACT;
const DEALT: HandJSON = { ...emptyHand(), deal: DEAL };

function expectValid(hand: HandJSON): void {
  expect(normaliseHand(hand)).toEqual({ ok: true, value: hand });
}

describe('setPlayOnly: "Toggling it derives the contract from an existing auction, otherwise it defaults to 1D"', () => {
  it('derives contract, declarer and dummy from a complete auction, and keeps the auction', () => {
    const hand = setPlayOnly(CONTRACT, true);
    expect(hand).toEqual({ ...CONTRACT, playOnly: true });
    expectValid(hand);
  });

  it.each([
    ['no auction', DEALT],
    ['an unfinished auction', { ...NO_CONTRACT, auction: CONTRACT.auction.slice(0, 4) }],
    ['a passed-out auction', { ...NO_CONTRACT, auction: callsOf('Pass Pass Pass Pass') }],
  ] as [string, HandJSON][])(
    '"Defaults: … contract 1D with no risk" with %s; declarer is left to choose',
    (_what, before) => {
      const hand = setPlayOnly(before, true);
      expect(hand.contract).toEqual({ level: 1, denomination: 'D', risk: '', value: '1D' });
      expect(hand.contract).toEqual(DEFAULT_PLAY_ONLY_CONTRACT);
      expect(hand.declarer).toBeUndefined();
      expect(hand.auction).toEqual(before.auction);
      expectValid(hand);
    },
  );

  it('keeps a contract already chosen in play-only mode', () => {
    const chosen = setPlayOnlyContract(setPlayOnly(DEALT, true), 4, 'S', 'X');
    expect(setPlayOnly(chosen, true)).toEqual(chosen);
  });

  it('switching it on switches auction-only off (the two modes exclude each other)', () => {
    expect(setPlayOnly({ ...CONTRACT, auctionOnly: true }, true)).toMatchObject({
      playOnly: true,
      auctionOnly: false,
    });
  });

  it('switching it off takes the contract from the auction again', () => {
    const chosen = setPlayOnlyDeclarer(
      setPlayOnlyContract(setPlayOnly(CONTRACT, true), 2, 'H', ''),
      'E',
    );
    expect(setPlayOnly(chosen, false)).toEqual(CONTRACT);
  });

  it('switching it off without a complete auction leaves no contract', () => {
    const hand = setPlayOnly(setPlayOnlyDeclarer(setPlayOnly(DEALT, true), 'S'), false);
    expect(hand).toEqual(DEALT);
    expectValid(hand);
  });
});

describe("setAuctionOnly: the play step's \"'Auction only' switch\" and the dialog's \"make the hand 'Auction Only'\"", () => {
  it('switches it on and off, keeping the play', () => {
    const played = handWith(8);
    expect(setAuctionOnly(played, true)).toEqual({ ...played, auctionOnly: true });
    expect(setAuctionOnly(setAuctionOnly(played, true), false)).toEqual(played);
  });

  it('switching it on ends play-only mode, the contract coming from the auction', () => {
    const playOnly = setPlayOnlyContract(setPlayOnly(CONTRACT, true), 6, 'C', 'XX');
    const hand = setAuctionOnly(playOnly, true);
    expect(hand).toEqual({ ...CONTRACT, auctionOnly: true });
    expectValid(hand);
  });
});

describe('"Play-only mode: contract, risk and declarer are chosen manually"', () => {
  it.each([
    [1, 'D', ''],
    [4, 'S', 'X'],
    [7, 'NT', 'XX'],
  ] as const)('setPlayOnlyContract %i %s %j', (level, denomination, risk) => {
    const hand = setPlayOnlyContract(setPlayOnly(DEALT, true), level, denomination, risk);
    expect(hand.contract).toEqual({ level, denomination, risk, value: `${level}${denomination}` });
    expectValid(hand);
  });

  it.each([
    ['N', 'S'],
    ['E', 'W'],
    ['S', 'N'],
    ['W', 'E'],
  ] as const)('setPlayOnlyDeclarer %s: "dummy is declarer\'s partner" %s', (declarer, dummy) => {
    const hand = setPlayOnlyDeclarer(setPlayOnly(DEALT, true), declarer);
    expect(hand).toMatchObject({ declarer, dummy });
    expectValid(hand);
  });

  it('outside play-only mode the auction sets them: choosing them is a programming error', () => {
    expect(() => setPlayOnlyContract(CONTRACT, 1, 'C', '')).toThrow(/play-only/);
    expect(() => setPlayOnlyDeclarer(CONTRACT, 'E')).toThrow(/play-only/);
  });

  it('does not change the hand it is given', () => {
    const before = structuredClone(CONTRACT);
    setPlayOnly(CONTRACT, true);
    setAuctionOnly(CONTRACT, true);
    setPlayOnlyDeclarer(setPlayOnly(CONTRACT, true), 'W');
    expect(CONTRACT).toEqual(before);
  });
});
