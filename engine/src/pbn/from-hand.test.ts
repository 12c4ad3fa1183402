import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callsOf as handCallsOf, handWith } from '../hand/hand.testkit.js';
import type { HandJSON } from '../hand/types.js';
import { HAND_VERSION } from '../hand/types.js';
import { handToPbnGame } from './from-hand.js';
import { pbnHand } from './from-hand.testkit.js';
import type { PbnGame } from './model.js';
import { pbnGameToHand } from './to-hand.js';
import { writePbnGame } from './writer.js';

function tags(game: PbnGame): Record<string, string> {
  return Object.fromEntries(game.tags.map((tag) => [tag.name, tag.value]));
}

function lines(game: PbnGame): string[] {
  return writePbnGame(game, { index: 0 }).split('\r\n');
}

/** A complete hand: 3NT by South, all 52 cards, introductions and summary (hand.testkit). */
const PLAYED: HandJSON = { ...handWith(52), version: HAND_VERSION };

describe('handToPbnGame: tags', () => {
  it('writes the mandatory tags from the hand, ? where it does not know (§3.4)', () => {
    expect(tags(handToPbnGame(PLAYED))).toEqual({
      Event: '?',
      Site: '?',
      Date: '?',
      Board: '?',
      West: '?',
      North: '?',
      East: '?',
      South: '?',
      Dealer: 'N',
      Vulnerable: 'None',
      Deal: expect.stringMatching(/^N:[AKQJT2-9.]+ [AKQJT2-9.]+ [AKQJT2-9.]+ [AKQJT2-9.]+$/),
      Scoring: '?',
      Declarer: 'S',
      Contract: '3NT',
      Result: '11',
      Student: 'S',
    });
  });

  it('writes the deal from the dealer, an empty seat as - (§3.4.11)', () => {
    const hand: HandJSON = {
      ...PLAYED,
      dealer: 'E',
      deal: PLAYED.deal.filter((card) => card.seat === 'N' || card.seat === 'S'),
    };
    expect(tags(handToPbnGame(hand)).Deal).toMatch(/^E:- [AKQJT2-9.]+ - [AKQJT2-9.]+$/);
  });

  it.each([
    ['None', 'None'],
    ['NS', 'NS'],
    ['EW', 'EW'],
    ['Both', 'All'],
  ] as const)('writes vulnerability %s as %s (§3.4.10)', (vulnerable, written) => {
    expect(tags(handToPbnGame({ ...PLAYED, vulnerable })).Vulnerable).toBe(written);
  });

  it('takes the extra tags the hand does not hold, and the hand’s own values over any given', () => {
    const game = handToPbnGame(PLAYED, {
      Event: 'Club night',
      Board: '7',
      Dealer: 'W',
      Result: '9',
      Student: 'E',
      Note: '1:ignored',
      BCFlags: '1f',
    });
    expect(tags(game)).toMatchObject({
      Event: 'Club night',
      Board: '7',
      Dealer: 'N',
      Result: '11',
      Student: 'S',
      BCFlags: '1f',
    });
    expect(tags(game).Note).toBeUndefined();
  });

  it('writes Pass and "" for a passed-out hand (§3.4.13–15)', () => {
    const hand: HandJSON = { ...handWith(0), auction: handCallsOf('Pass Pass Pass Pass') };
    const { contract, declarer, dummy, ...passedOut } = hand;
    expect(tags(handToPbnGame(passedOut))).toMatchObject({
      Declarer: '',
      Contract: 'Pass',
      Result: '',
    });
  });

  it('takes Result from the extra tags when the play stops early (a claim)', () => {
    expect(tags(handToPbnGame(handWith(40), { Result: '10' })).Result).toBe('10');
    expect(tags(handToPbnGame(handWith(40))).Result).toBe('?');
  });

  it('takes Contract and Declarer from the extra tags when the hand has no contract', () => {
    const { contract, declarer, dummy, ...open } = handWith(0, {
      auction: handCallsOf('1NT Pass'),
    });
    expect(tags(handToPbnGame(open, { Contract: '3NT', Declarer: 'N' }))).toMatchObject({
      Contract: '3NT',
      Declarer: 'N',
    });
  });
});

describe('handToPbnGame: sections and commentary', () => {
  it('writes the auction from the dealer and the play from the opening leader, in column order', () => {
    const game = handToPbnGame(PLAYED);
    const text = lines(game);
    expect(text).toContain('[Auction "N"]');
    expect(text).toContain('Pass Pass 1NT Pass');
    expect(text).toContain('[Play "W"]');
    expect(game.play?.tricks).toHaveLength(13);
    for (const row of game.play?.tricks ?? []) {
      expect(row.map((cell) => cell.seat)).toEqual(['W', 'N', 'E', 'S']);
    }
    expect(game.play?.end).toBe('complete');
  });

  it('ends an unfinished auction of a hand with a contract with * (§3.5)', () => {
    const hand = handWith(0, { auction: handCallsOf('Pass Pass 1NT'), playOnly: true });
    expect(handToPbnGame(hand).auction?.end).toBe('terminated');
  });

  it('writes an unplayed card of the last trick as -', () => {
    const row = handToPbnGame(handWith(6)).play?.tricks[1];
    expect(row?.map((cell) => cell.card === undefined)).toEqual(
      ['W', 'N', 'E', 'S'].map((seat) => !handWith(6).play[1]?.some((card) => card.seat === seat)),
    );
  });

  it('writes no Play section for an auction-only hand', () => {
    expect(handToPbnGame(handWith(0, { auctionOnly: true, playIntro: '' })).play).toBeUndefined();
    expect(handToPbnGame(handWith(0)).play?.tricks).toEqual([]);
  });

  it('places the introductions and summary where the commentary rule reads them', () => {
    const text = lines(handToPbnGame(PLAYED));
    expect(text[0]).toBe('{What do you open?}');
    expect(text[text.indexOf('[Result "11"]') + 1]).toBe('{Summary: Count your tricks.}');
    expect(text[text.indexOf('[Play "W"]') + 1]).toBe('{Plan the play.}');
  });

  it('writes a call’s and a card’s comments as {Pre: …} {…} {Hint: …}', () => {
    const hand = structuredClone(PLAYED);
    const opening = hand.auction[2];
    const lead = hand.play[0]?.[0];
    if (opening) opening.comments = { pre: 'Your bid?', post: '15-17.', hint: 'Count.' };
    if (lead) lead.comments = { post: 'Fourth best.' };
    const text = lines(handToPbnGame(hand));
    expect(text).toContain('Pass Pass 1NT {Pre: Your bid?} {15-17.} {Hint: Count.} Pass');
    expect(text[text.indexOf('[Play "W"]') + 2]).toMatch(/^[SHDC][AKQJT2-9] \{Fourth best\.\} /);
  });

  it('reports what it cannot write', () => {
    const { contract, declarer, dummy, ...open } = handWith(0, {
      auction: handCallsOf('1NT'),
      summary: 'a {set} b',
    });
    expect(handToPbnGame(open).problems.map((problem) => problem.code)).toEqual([
      'PLAY_INTRO_WITHOUT_PLAY',
      'COMMENT_BRACE_REPLACED',
    ]);
  });
});

describe('handToPbnGame and pbnGameToHand are inverses', () => {
  it.each([
    ['a complete hand', PLAYED],
    ['a hand played to the middle of a trick', { ...handWith(23), version: HAND_VERSION }],
    [
      'an auction-only hand whose viewpoint is dummy',
      { ...handWith(0), auctionOnly: true, playIntro: '', viewpoint: 'N', version: HAND_VERSION },
    ],
  ] as const)('%s comes back unchanged', (_, hand) => {
    const { hand: back, problems } = pbnGameToHand(handToPbnGame(hand));
    expect(back).toEqual(hand);
    expect(problems.filter((problem) => problem.code !== 'PLAY_INCOMPLETE')).toEqual([]);
  });

  it('for any hand the conversion can read', () => {
    fc.assert(
      fc.property(pbnHand, (hand) => {
        expect(pbnGameToHand(handToPbnGame(hand)).hand).toEqual(hand);
      }),
    );
  });
});
