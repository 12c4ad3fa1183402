import { describe, expect, it } from 'vitest';
import { legalCalls } from '../auction/legality.js';
import type { HandJSON } from '../hand/types.js';
import {
  AUCTION_ONLY_HAND,
  DECLARER_HAND,
  DEFENDER_HAND,
  PLAY_ONLY_HAND,
} from '../testkit/lesson-hands.js';
import { buildLessonScript, heldBefore, type LessonError, unquittedBefore } from './script.js';

function errorOf(hand: HandJSON, viewpoint = hand.viewpoint): LessonError | 'ok' {
  const script = buildLessonScript(hand, viewpoint);
  return script.ok ? 'ok' : script.error.code;
}

function script(hand: HandJSON, viewpoint = hand.viewpoint) {
  const built = buildLessonScript(hand, viewpoint);
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

const [firstTrick, ...laterTricks] = DECLARER_HAND.play;
const FOUR_PASSES = (['N', 'E', 'S', 'W'] as const).map((seat) => ({
  seat,
  value: 'Pass' as const,
}));
const NO_CONTRACT = { contract: undefined, declarer: undefined, dummy: undefined };

describe('which hands can be played as a lesson', () => {
  it.each<[string, HandJSON, LessonError | 'ok']>([
    ['a full hand, declaring', DECLARER_HAND, 'ok'],
    ['a full hand, defending', DEFENDER_HAND, 'ok'],
    ['a play-only hand', PLAY_ONLY_HAND, 'ok'],
    ['an auction-only hand whose viewpoint is dummy', AUCTION_ONLY_HAND, 'ok'],
    ['a deal of 51 cards', { ...DECLARER_HAND, deal: DECLARER_HAND.deal.slice(1) }, 'INVALID_DEAL'],
    [
      'a deal with a card twice',
      {
        ...DECLARER_HAND,
        deal: DECLARER_HAND.deal.map((card, index) =>
          index === 0 ? { ...card, rank: '2' } : card,
        ),
      },
      'INVALID_DEAL',
    ],
    [
      'play-only and auction-only at once',
      { ...DECLARER_HAND, playOnly: true, auctionOnly: true },
      'PLAY_ONLY_AND_AUCTION_ONLY',
    ],
    [
      'an insufficient bid',
      {
        ...DECLARER_HAND,
        auction: DECLARER_HAND.auction.map((call, index) =>
          index === 4 ? { ...call, value: '1C' } : call,
        ),
      },
      'ILLEGAL_AUCTION',
    ],
    [
      'a call by the wrong seat',
      {
        ...DECLARER_HAND,
        auction: DECLARER_HAND.auction.map((call, index) =>
          index === 0 ? { ...call, seat: 'E' } : call,
        ),
      },
      'ILLEGAL_AUCTION',
    ],
    [
      'an unfinished auction',
      { ...DECLARER_HAND, auction: DECLARER_HAND.auction.slice(0, 6) },
      'INCOMPLETE_AUCTION',
    ],
    [
      'a passed-out hand with play',
      { ...DECLARER_HAND, auction: FOUR_PASSES, ...NO_CONTRACT },
      'PASSED_OUT',
    ],
    [
      'a play-only hand without a contract',
      { ...PLAY_ONLY_HAND, contract: undefined },
      'MISSING_CONTRACT',
    ],
    [
      'a play-only hand with the wrong dummy',
      { ...PLAY_ONLY_HAND, dummy: 'N' },
      'CONTRACT_MISMATCH',
    ],
    [
      'a stored contract the auction does not give',
      { ...DECLARER_HAND, contract: { level: 4, denomination: 'S', risk: '', value: '4S' } },
      'CONTRACT_MISMATCH',
    ],
    [
      'a stored declarer the auction does not give',
      { ...DECLARER_HAND, declarer: 'N' },
      'CONTRACT_MISMATCH',
    ],
    [
      'dummy as the viewpoint of a hand with play',
      { ...DECLARER_HAND, viewpoint: 'N' },
      'VIEWPOINT_IS_DUMMY',
    ],
    [
      'twelve tricks',
      { ...DECLARER_HAND, play: DECLARER_HAND.play.slice(0, 12) },
      'INCOMPLETE_PLAY',
    ],
    [
      'a trick of three cards',
      { ...DECLARER_HAND, play: [firstTrick?.slice(0, 3) ?? [], ...laterTricks] },
      'INCOMPLETE_PLAY',
    ],
    [
      'a revoke',
      { ...DECLARER_HAND, play: [[...(firstTrick ?? [])].reverse(), ...laterTricks] },
      'ILLEGAL_PLAY',
    ],
  ])('%s: %s', (_case, hand, expected) => {
    expect(errorOf(hand)).toBe(expected);
  });

  it('accepts a passed-out auction-only hand', () => {
    const hand: HandJSON = {
      ...AUCTION_ONLY_HAND,
      dealer: 'N',
      auction: FOUR_PASSES,
      ...NO_CONTRACT,
    };
    expect(errorOf(hand)).toBe('ok');
    expect(script(hand).contract).toBeUndefined();
  });

  it('takes the viewpoint it is given over the hand’s', () => {
    expect(errorOf(DECLARER_HAND, 'N')).toBe('VIEWPOINT_IS_DUMMY');
    expect(script(DECLARER_HAND, 'E').declaring).toBe(false);
  });
});

describe('the script of a hand', () => {
  it('gives the learner the viewpoint’s calls', () => {
    const { calls } = script(DECLARER_HAND);
    expect(calls.filter((call) => call.learner).map((call) => call.index)).toEqual([2, 6]);
  });

  it('offers the legal calls of the auction rules at each call', () => {
    const { calls, dealer } = script(DECLARER_HAND);
    for (const call of calls) {
      expect(call.legal).toEqual(
        legalCalls(
          dealer,
          calls.slice(0, call.index).map((made) => made.value),
        ),
      );
    }
  });

  it('gives a declaring learner both declarer’s and dummy’s cards', () => {
    const declaring = script(DECLARER_HAND);
    expect(declaring.declaring).toBe(true);
    expect(
      new Set(declaring.cards.filter((card) => card.learner).map((card) => card.seat)),
    ).toEqual(new Set(['S', 'N']));
  });

  it('gives a defending learner only the viewpoint’s cards', () => {
    const defending = script(DEFENDER_HAND);
    expect(defending.declaring).toBe(false);
    expect(
      new Set(defending.cards.filter((card) => card.learner).map((card) => card.seat)),
    ).toEqual(new Set(['W']));
  });

  it('derives each trick’s winner and the counts per side', () => {
    const { tricks } = script(DECLARER_HAND);
    expect(tricks.map((trick) => trick.winner).join('')).toBe('WSNSNNNEEESSN');
    expect(tricks.at(-1)?.counts).toEqual({ northSouth: 9, eastWest: 4 });
    expect(script(PLAY_ONLY_HAND).tricks.at(-1)?.counts).toEqual({ northSouth: 3, eastWest: 10 });
  });

  it('knows which cards must follow suit', () => {
    // Trick 1: West leads the SQ; North holds K74 of spades and must follow.
    expect(
      script(DECLARER_HAND).cards[1]?.playable.map((card) => `${card.suit}${card.rank}`),
    ).toEqual(['SK', 'S7', 'S4']);
  });

  it('knows what each seat holds and what is not yet quitted', () => {
    const declaring = script(DECLARER_HAND);
    expect(heldBefore(declaring, 'S', 0)).toHaveLength(13);
    expect(heldBefore(declaring, 'S', 4)).toHaveLength(12);
    expect(unquittedBefore(declaring, 6)).toHaveLength(48);
    expect(unquittedBefore(declaring, 8)).toHaveLength(44);
  });

  it('has no play for an auction-only hand and no auction for a play-only one', () => {
    expect(script(AUCTION_ONLY_HAND).cards).toEqual([]);
    expect(script(PLAY_ONLY_HAND).calls).toEqual([]);
  });
});
