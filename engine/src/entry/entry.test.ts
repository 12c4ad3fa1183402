import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, cardCode, SEATS, SUITS } from '../cards.js';
import { randomDeal } from '../deal/random.js';
import type { DealtCard } from '../hand/types.js';
import { createRng } from '../random/rng.js';
import { parseAuctionText } from './auction-text.js';
import { readPastedDeal } from './pasted-deal.js';
import { parsePlayText } from './play-text.js';
import { completeDealAtRandom } from './random-completion.js';
import { typedDeal } from './typed-deal.js';
import { parseTypedHand } from './typed-hand.js';

const codes = (cards: readonly Card[]) => cards.map(cardCode).join(' ');
const seatCodes = (deal: readonly DealtCard[], seat: string) =>
  codes(deal.filter((card) => card.seat === seat));

/** A hand as the typed way writes it: its suits by spaces, `-` for a void. */
const typed = (cards: readonly Card[]) =>
  SUITS.map(
    (suit) =>
      cards
        .filter((card) => card.suit === suit)
        .map((card) => card.rank)
        .join('') || '-',
  ).join(' ');

describe('parseTypedHand (hands.md §4 "type each hand")', () => {
  it('reads suits by spaces or dots, 10 or T, any case, - for a void', () => {
    const spaced = parseTypedHand('AKQ2 J83 T9 K54');
    const dotted = parseTypedHand('akq2.j83.109.k54');
    expect(spaced.ok && codes(spaced.value)).toBe('SA SK SQ S2 HJ H8 H3 DT D9 CK C5 C4');
    expect(dotted).toEqual(spaced);
    const voids = parseTypedHand('AKQJT98765 - 432 -');
    expect(voids.ok && voids.value).toHaveLength(13);
    expect(parseTypedHand('AKQ..T9.K54').ok).toBe(true);
    expect(parseTypedHand('   ')).toEqual({ ok: true, value: [] });
  });

  it('says what is wrong and where', () => {
    expect(parseTypedHand('AK QJ')).toMatchObject({ ok: false, error: { code: 'SUIT_COUNT' } });
    expect(parseTypedHand('AKX J83 T9 K54')).toMatchObject({
      ok: false,
      error: { code: 'BAD_RANK', column: 3, message: 'X is not a rank (A K Q J T 9-2)' },
    });
    expect(parseTypedHand('AKA J83 T9 K54')).toMatchObject({
      ok: false,
      error: { code: 'REPEATED_CARD', column: 3, message: 'SA is typed twice' },
    });
    expect(parseTypedHand('AKQJT98765432 A - -')).toMatchObject({
      ok: false,
      error: { code: 'TOO_MANY_CARDS' },
    });
  });

  it('reads back any hand written the typed way (property)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const deal = randomDeal(createRng(seed));
        for (const seat of SEATS) {
          const cards = deal.filter((card) => card.seat === seat);
          const read = parseTypedHand(typed(cards));
          expect(read.ok && codes(read.value)).toBe(codes(cards));
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('typedDeal (the 13-card counters and the last hand filled in)', () => {
  const deal = randomDeal(createRng('typed deal'));
  const textOf = (seat: string) => typed(deal.filter((card) => card.seat === seat));

  it('counts each hand and fills the fourth once three hold 13', () => {
    const three = typedDeal({ N: textOf('N'), E: textOf('E'), S: textOf('S') });
    expect(three.ok && three.value.counts).toEqual({ N: 13, E: 13, S: 13, W: 13 });
    expect(three.ok && three.value.filled).toBe('W');
    expect(three.ok && seatCodes(three.value.deal, 'W')).toBe(seatCodes(deal, 'W'));
    const two = typedDeal({ N: textOf('N'), E: 'AK - - -' });
    expect(two.ok && two.value.counts).toEqual({ N: 13, E: 2, S: 0, W: 0 });
    expect(two.ok && two.value.filled).toBe(undefined);
  });

  it('refuses a card in two hands, naming the seat', () => {
    const north = deal.filter((card) => card.seat === 'N');
    const first = north[0] as Card;
    const clash = typedDeal({ N: textOf('N'), S: typed([first]) });
    expect(clash).toMatchObject({ ok: false, error: { code: 'CARD_IN_TWO_HANDS', seat: 'S' } });
    expect(typedDeal({ E: 'AKX - - -' })).toMatchObject({ ok: false, error: { seat: 'E' } });
  });
});

describe('completeDealAtRandom ("complete the rest at random")', () => {
  it('keeps the cards given and deals the rest, 13 a seat (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 52 }), (seed, kept) => {
        const given = randomDeal(createRng(seed)).slice(0, kept);
        const whole = completeDealAtRandom(given, createRng(seed + 1));
        expect(whole).toHaveLength(52);
        expect(new Set(whole.map(cardCode)).size).toBe(52);
        for (const seat of SEATS) expect(whole.filter((c) => c.seat === seat)).toHaveLength(13);
        for (const card of given)
          expect(whole).toContainEqual({ seat: card.seat, suit: card.suit, rank: card.rank });
      }),
      { numRuns: 50 },
    );
  });
});

describe('readPastedDeal (a PBN Deal, a PBN game or LIN)', () => {
  const pbnDeal = 'N:AKQ2.J83.T9.K542 JT98.AK2.KQ5.T97 7654.QT9.AJ8.AJ8 3.7654.76432.Q63';

  it('recognises a PBN Deal value', () => {
    const read = readPastedDeal(pbnDeal);
    expect(read.ok && read.value.kind).toBe('pbnDeal');
    expect(read.ok && read.value.kind === 'pbnDeal' && seatCodes(read.value.deal, 'E')).toBe(
      'SJ ST S9 S8 HA HK H2 DK DQ D5 CT C9 C7',
    );
  });

  it('recognises a whole PBN game, with its dealer and auction', () => {
    const read = readPastedDeal(
      `[Dealer "E"]\n[Vulnerable "NS"]\n[Deal "${pbnDeal}"]\n[Auction "E"]\n1NT Pass 3NT AP\n`,
    );
    expect(read.ok && read.value.kind).toBe('pbnGame');
    if (read.ok && read.value.kind === 'pbnGame') {
      expect(read.value.hand).toMatchObject({ dealer: 'E', vulnerable: 'NS' });
      expect(read.value.hand.auction.map((call) => call.value)).toEqual([
        '1NT',
        'Pass',
        '3NT',
        'Pass',
        'Pass',
        'Pass',
      ]);
    }
  });

  it('recognises LIN: the dealer, the vulnerability, the calls, the fourth hand filled in', () => {
    const read = readPastedDeal(
      'pn|a,b,c,d|st||md|3SAKQ2HJ83DT9CK542,SJT98HAK2DKQ5CT97,S7654HQT9DAJ8CAJ8,|rh||ah|Board 1|sv|n|mb|1C|mb|p!|mb|1N|mb|d|mb|p|mb|p|mb|p|pc|SA|',
    );
    expect(read.ok && read.value.kind).toBe('lin');
    if (read.ok && read.value.kind === 'lin') {
      expect(read.value).toMatchObject({ dealer: 'N', vulnerable: 'NS' });
      expect(read.value.calls).toEqual(['1C', 'Pass', '1NT', 'X', 'Pass', 'Pass', 'Pass']);
      // LIN's hands are South, West, North and East: the missing East is the rest.
      expect(seatCodes(read.value.deal, 'S')).toBe('SA SK SQ S2 HJ H8 H3 DT D9 CK C5 C4 C2');
      expect(read.value.deal.filter((card) => card.seat === 'E')).toHaveLength(13);
    }
  });

  it('says what it takes when the text is none of them', () => {
    expect(readPastedDeal('hello')).toMatchObject({ ok: false, error: { code: 'NOT_A_DEAL' } });
  });
});

describe('parseAuctionText (hands.md §4: "1H P 2H P 4H AP")', () => {
  it('reads the calls from the dealer, AP closing the auction', () => {
    const read = parseAuctionText('1H P 2H P\n4H AP', 'E');
    expect(read.ok && read.value.map((call) => `${call.seat}:${call.value}`)).toEqual([
      'E:1H',
      'S:Pass',
      'W:2H',
      'N:Pass',
      'E:4H',
      'S:Pass',
      'W:Pass',
      'N:Pass',
    ]);
    const passedOut = parseAuctionText('AP', 'N');
    expect(passedOut.ok && passedOut.value).toHaveLength(4);
    const spelt = parseAuctionText('1n x xx pass dbl', 'N');
    expect(spelt).toMatchObject({ ok: false, error: { code: 'ILLEGAL_CALL', column: 14 } });
  });

  it('refuses an unreadable or illegal call where it stands', () => {
    expect(parseAuctionText('1H 9Z', 'N')).toMatchObject({
      ok: false,
      error: { code: 'BAD_CALL', line: 1, column: 4, message: '9Z is not a call' },
    });
    expect(parseAuctionText('1H\n1D', 'N')).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_CALL', line: 2, column: 1 },
    });
  });
});

describe('parsePlayText (hands.md §4: a trick per line)', () => {
  // Each seat holds one suit: North spades, East hearts, South diamonds, West clubs.
  const deal: DealtCard[] = SEATS.flatMap((seat, index) =>
    ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'].map((rank) => ({
      seat,
      suit: SUITS[index] as Card['suit'],
      rank: rank as Card['rank'],
    })),
  );
  const context = { deal, declarer: 'N' as const, denomination: 'NT' as const };

  it('plays each line as a trick, suit or rank first, the winner leading', () => {
    const read = parsePlayText('HA D2 C2 S2\nKH 3D 3C 3S', context);
    expect(read.ok && read.value.play.map((trick) => trick.map((card) => card.value))).toEqual([
      ['HA', 'D2', 'C2', 'S2'],
      ['HK', 'D3', 'C3', 'S3'],
    ]);
    expect(read.ok && read.value.tricks).toEqual({ northSouth: 0, eastWest: 2 });
  });

  it('refuses a card the seat in turn does not hold, or a line that is not a trick', () => {
    expect(parsePlayText('SA', context)).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_CARD', line: 1, column: 1 },
    });
    expect(parsePlayText('HA ZZ', context)).toMatchObject({
      ok: false,
      error: { code: 'BAD_CARD', column: 4, message: 'ZZ is not a card' },
    });
    expect(parsePlayText('HA D2\nC2 S2', context)).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_CARD', line: 2 },
    });
  });
});
