import { describe, expect, it } from 'vitest';
import { SUIT_PER_SEAT_DEAL } from '../deal/deal.testkit.js';
import { normaliseHand } from '../hand/normalise.js';
import type { HandJSON } from '../hand/types.js';
import { gameText } from './game-text.js';

function hand(fields: Record<string, unknown>): HandJSON {
  const normalised = normaliseHand({ deal: SUIT_PER_SEAT_DEAL, ...fields });
  if (!normalised.ok) throw new Error(normalised.error.message);
  return normalised.value;
}

function sectionsOf(text: string): string[] {
  return text.trimEnd().split('\n\n');
}

describe('gameText', () => {
  it('says "Passed out" after four passes', () => {
    const passes = ['N', 'E', 'S', 'W'].map((seat) => ({ seat, value: 'Pass' }));
    const text = gameText({ tags: {}, hand: hand({ auction: passes }) }, 'ascii');
    expect(sectionsOf(text).at(-1)).toBe(
      'Auction\nW     N     E     S\n      Pass  Pass  Pass\nPass\nPassed out',
    );
  });

  it('says "Auction incomplete" before the closing passes', () => {
    const auction = [{ seat: 'N', value: '1C' }];
    const text = gameText({ tags: {}, hand: hand({ auction }) }, 'unicode');
    expect(sectionsOf(text).at(-1)).toBe(
      'Auction\nW     N     E     S\n      1♣\nAuction incomplete',
    );
  });

  it('gives a play-only contract without an auction table', () => {
    const contracted = hand({
      playOnly: true,
      contract: { level: 4, denomination: 'S', risk: 'X', value: '4S' },
      declarer: 'E',
    });
    expect(sectionsOf(gameText({ tags: {}, hand: contracted }, 'unicode')).at(-1)).toBe(
      'Auction\nContract 4♠X by E',
    );
  });

  it('starts with the dealer and vulnerability when the tags name nothing else', () => {
    const text = gameText(
      { tags: { Board: '?', Event: '' }, hand: hand({ dealer: 'W' }) },
      'ascii',
    );
    expect(text.split('\n')[0]).toBe('Dealer W, Vulnerable None');
    expect(sectionsOf(text).at(-1)).toBe('Auction\nNo auction');
  });

  it("puts the author's introductions before the auction and play, the summary last", () => {
    const text = gameText(
      {
        tags: { Result: '9' },
        hand: hand({
          auctionIntro: 'What do you open?',
          playIntro: 'Plan the play.',
          summary: 'Count your tricks.\nThen play.',
          playOnly: true,
          contract: { level: 3, denomination: 'NT', risk: '', value: '3NT' },
          declarer: 'S',
        }),
      },
      'ascii',
    );
    expect(sectionsOf(text).slice(2)).toEqual([
      'What do you open?',
      'Auction\nContract 3NT by S',
      'Plan the play.',
      'Play\nTricks won: NS 0, EW 0\nResult 9',
      'Count your tricks.\nThen play.',
    ]);
  });

  it.each([
    ['unicode', 'West leads the ♠4; East wins the ♠A.'],
    ['ascii', 'West leads the S4; East wins the SA.'],
  ] as const)('draws the suits PBN commentary writes \\S \\H \\D \\C (%s)', (charset, drawn) => {
    const text = gameText(
      { tags: {}, hand: hand({ auctionIntro: 'West leads the \\S4; East wins the \\SA.' }) },
      charset,
    );
    expect(sectionsOf(text)[2]).toBe(drawn);
  });
});
