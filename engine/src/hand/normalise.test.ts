import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, cardCode } from '../cards.js';
import { emptyHand } from './defaults.js';
import { HAND_ERROR_CODES, type HandErrorCode } from './errors.js';
import {
  callsOf,
  DEAL,
  handWith,
  randomHand,
  randomHandInput,
  THREE_NT_BY_SOUTH,
  withField,
} from './hand.testkit.js';
import { normaliseHand, parseHand } from './normalise.js';
import type { HandJSON, Trick } from './types.js';

const FULL = handWith(52);
const TWO_TRICKS = handWith(8);

/** The same hand as plain JSON, with any field given as the spec allows. */
function json(hand: HandJSON): unknown {
  return JSON.parse(JSON.stringify(hand));
}

/** A card of `seat` in the deal that is not `card`, of another suit when `otherSuit`. */
function someCardOf(seat: string, except: Card, otherSuit = false): Card {
  const found = DEAL.find(
    (card) =>
      card.seat === seat &&
      cardCode(card) !== cardCode(except) &&
      (!otherSuit || card.suit !== except.suit),
  );
  if (!found) throw new Error(`No other card for ${seat}`);
  return { suit: found.suit, rank: found.rank };
}

/**
 * The play with a revoke: the first card that followed suit replaced by a card of another suit
 * the same seat plays later, while it still holds the card that followed.
 */
function revoke(play: readonly Trick[]): { play: unknown; path: string } {
  for (const [trickIndex, trick] of play.entries()) {
    const led = trick[0]?.suit;
    for (const [cardIndex, card] of trick.entries()) {
      if (cardIndex === 0 || card.suit !== led) continue;
      const later = play
        .slice(trickIndex + 1)
        .flat()
        .find((other) => other.seat === card.seat && other.suit !== led);
      if (!later) continue;
      const path = `play[${trickIndex}][${cardIndex}]`;
      const swapped = withField(json({ ...FULL, play: [...play] }), `${path}.suit`, later.suit);
      return { play: (withField(swapped, `${path}.rank`, later.rank) as HandJSON).play, path };
    }
  }
  throw new Error('No card follows suit in the test play');
}

const WEST_LEAD = FULL.play[0]?.[0] as Card;
const REVOKE = revoke(FULL.play);
const PASSED_OUT = callsOf('Pass Pass Pass Pass');
const { contract: _c, declarer: _d, dummy: _m, ...WITHOUT_CONTRACT } = FULL;

/** [rule, input, code, path] */
const REFUSALS: [string, unknown, HandErrorCode, string][] = [
  // The shape of the data.
  ['a hand is an object', 'a hand', 'INVALID_TYPE', ''],
  ['a hand is not a list', [], 'INVALID_TYPE', ''],
  ['"deal: list of cards"', { deal: 'SA' }, 'INVALID_TYPE', 'deal'],
  ['a dealt card is an object', { deal: ['SA'] }, 'INVALID_TYPE', 'deal[0]'],
  [
    'a dealt card has a seat',
    withField(json(FULL), 'deal[0].seat', undefined),
    'MISSING_FIELD',
    'deal[0].seat',
  ],
  [
    'a dealt card has a suit',
    withField(json(FULL), 'deal[0].suit', null),
    'MISSING_FIELD',
    'deal[0].suit',
  ],
  [
    'a dealt card has a rank',
    withField(json(FULL), 'deal[0].rank', undefined),
    'MISSING_FIELD',
    'deal[0].rank',
  ],
  [
    '"A dealt card can be marked played, visible or winner" (booleans)',
    withField(json(FULL), 'deal[0].played', 'yes'),
    'INVALID_TYPE',
    'deal[0].played',
  ],
  ['"auctionIntro, playIntro, summary: text"', { auctionIntro: 5 }, 'INVALID_TYPE', 'auctionIntro'],
  [
    '"auctionIntro, playIntro, summary: text" (play)',
    { playIntro: ['x'] },
    'INVALID_TYPE',
    'playIntro',
  ],
  [
    '"auctionIntro, playIntro, summary: text" (summary)',
    { summary: {} },
    'INVALID_TYPE',
    'summary',
  ],
  ['"playOnly and auctionOnly: booleans"', { playOnly: 'true' }, 'INVALID_TYPE', 'playOnly'],
  [
    '"playOnly and auctionOnly: booleans" (auction-only)',
    { auctionOnly: 1 },
    'INVALID_TYPE',
    'auctionOnly',
  ],
  [
    'a hand is not both play-only and auction-only',
    { playOnly: true, auctionOnly: true },
    'CONFLICTING_MODES',
    'auctionOnly',
  ],
  ['"version: set to \'v1.1\'"', { version: 'v1.0' }, 'UNSUPPORTED_VERSION', 'version'],
  ['"auction: list of calls"', { auction: {} }, 'INVALID_TYPE', 'auction'],
  ['a call is an object', { auction: ['Pass'] }, 'INVALID_TYPE', 'auction[0]'],
  ['"Each has seat and value"', { auction: [{ seat: 'N' }] }, 'MISSING_FIELD', 'auction[0].value'],
  [
    '"Optional comments {pre, post, hint}" is an object',
    { auction: [{ value: 'Pass', comments: 'hi' }] },
    'INVALID_TYPE',
    'auction[0].comments',
  ],
  [
    '"Optional comments {pre, post, hint}" are texts',
    { auction: [{ value: 'Pass', comments: { hint: 3 } }] },
    'INVALID_TYPE',
    'auction[0].comments.hint',
  ],
  [
    'the contract is an object',
    { ...(json(FULL) as object), contract: '3NT' },
    'INVALID_TYPE',
    'contract',
  ],
  [
    '"contract: level, denomination" (level)',
    { playOnly: true, contract: { denomination: 'NT' } },
    'MISSING_FIELD',
    'contract.level',
  ],
  [
    '"contract: level, denomination" (denomination)',
    { playOnly: true, contract: { level: 3 } },
    'MISSING_FIELD',
    'contract.denomination',
  ],
  [
    '"play: up to 13 tricks" (a list)',
    { ...(json(FULL) as object), play: 'SA' },
    'INVALID_TYPE',
    'play',
  ],
  ['a trick is a list', { ...(json(FULL) as object), play: [{}] }, 'INVALID_TYPE', 'play[0]'],
  [
    'a card play is an object',
    withField(json(FULL), 'play[0][0]', 'SA'),
    'INVALID_TYPE',
    'play[0][0]',
  ],
  [
    'a card play has a suit',
    withField(json(FULL), 'play[0][0].suit', undefined),
    'MISSING_FIELD',
    'play[0][0].suit',
  ],
  [
    'a card play has comments as an object',
    withField(json(FULL), 'play[0][1].comments', 'hi'),
    'INVALID_TYPE',
    'play[0][1].comments',
  ],
  // Seats and cards: "Unsupported card codes and unknown directions are errors."
  ['"dealer: N, E, S or W"', { dealer: 'X' }, 'UNKNOWN_DIRECTION', 'dealer'],
  ['"viewpoint: N, E, S or W"', { viewpoint: 'north' }, 'UNKNOWN_DIRECTION', 'viewpoint'],
  ['"viewpoint: N, E, S or W" (not a number)', { viewpoint: 0 }, 'UNKNOWN_DIRECTION', 'viewpoint'],
  [
    "a dealt card's seat is a direction",
    withField(json(FULL), 'deal[3].seat', 'Q'),
    'UNKNOWN_DIRECTION',
    'deal[3].seat',
  ],
  [
    "a call's seat is a direction",
    { auction: [{ seat: 'x', value: 'Pass' }] },
    'UNKNOWN_DIRECTION',
    'auction[0].seat',
  ],
  [
    '"declarer and dummy: seats"',
    { playOnly: true, declarer: 'Z' },
    'UNKNOWN_DIRECTION',
    'declarer',
  ],
  [
    '"declarer and dummy: seats" (dummy)',
    { playOnly: true, declarer: 'S', dummy: 'north' },
    'UNKNOWN_DIRECTION',
    'dummy',
  ],
  [
    "a card play's seat is a direction",
    withField(json(FULL), 'play[0][0].seat', 'X'),
    'UNKNOWN_DIRECTION',
    'play[0][0].seat',
  ],
  [
    '"suits S H D C"',
    withField(json(FULL), 'deal[0].suit', 'X'),
    'UNSUPPORTED_CARD_CODE',
    'deal[0].suit',
  ],
  [
    '"suits S H D C" (upper case)',
    withField(json(FULL), 'deal[0].suit', 's'),
    'UNSUPPORTED_CARD_CODE',
    'deal[0].suit',
  ],
  [
    '"codes accepted: 1-10, T, J, Q, K, A" (not 11)',
    withField(json(FULL), 'deal[0].rank', '11'),
    'UNSUPPORTED_CARD_CODE',
    'deal[0].rank',
  ],
  [
    '"codes accepted: 1-10, T, J, Q, K, A" (not 0)',
    withField(json(FULL), 'deal[0].rank', 0),
    'UNSUPPORTED_CARD_CODE',
    'deal[0].rank',
  ],
  [
    '"codes accepted: 1-10, T, J, Q, K, A" (not B)',
    withField(json(FULL), 'deal[0].rank', 'B'),
    'UNSUPPORTED_CARD_CODE',
    'deal[0].rank',
  ],
  [
    '"codes accepted: 1-10, T, J, Q, K, A" (not 1.5)',
    withField(json(FULL), 'deal[0].rank', 1.5),
    'UNSUPPORTED_CARD_CODE',
    'deal[0].rank',
  ],
  [
    "a card play's suit is a suit",
    withField(json(FULL), 'play[2][1].suit', 'N'),
    'UNSUPPORTED_CARD_CODE',
    'play[2][1].suit',
  ],
  [
    '"vulnerable: None, NS, EW or Both … any other value is an error"',
    { vulnerable: 'Love' },
    'UNKNOWN_VULNERABILITY',
    'vulnerable',
  ],
  [
    '"any other value is an error" (case matters)',
    { vulnerable: 'none' },
    'UNKNOWN_VULNERABILITY',
    'vulnerable',
  ],
  [
    '"any other value is an error" (all)',
    { vulnerable: 'all' },
    'UNKNOWN_VULNERABILITY',
    'vulnerable',
  ],
  [
    '"any other value is an error" (a flag)',
    { vulnerable: true },
    'UNKNOWN_VULNERABILITY',
    'vulnerable',
  ],
  // The deal: "52 cards; 13 per seat".
  [
    'no card is dealt twice',
    {
      deal: [
        { seat: 'N', suit: 'S', rank: 'A' },
        { seat: 'E', suit: 'S', rank: '1' },
      ],
    },
    'DUPLICATE_CARD',
    'deal[1]',
  ],
  [
    '"13 per seat"',
    {
      deal: DEAL.filter((card) => card.seat === 'N').concat({
        seat: 'N',
        ...someCardOf('E', WEST_LEAD),
      }),
    },
    'TOO_MANY_CARDS',
    'deal[13]',
  ],
  // The auction.
  [
    '"Each has seat and value" (a call)',
    { auction: [{ value: '1Z' }] },
    'UNSUPPORTED_CALL',
    'auction[0].value',
  ],
  ['calls are Pass, not P', { auction: [{ value: 'P' }] }, 'UNSUPPORTED_CALL', 'auction[0].value'],
  [
    '"auction levels 1 to 7"',
    { auction: [{ value: '8C' }] },
    'UNSUPPORTED_CALL',
    'auction[0].value',
  ],
  ['a call is text', { auction: [{ value: 1 }] }, 'UNSUPPORTED_CALL', 'auction[0].value'],
  [
    '"appends a call for the seat whose turn it is" (the dealer first)',
    { dealer: 'N', auction: [{ seat: 'E', value: 'Pass' }] },
    'WRONG_SEAT',
    'auction[0].seat',
  ],
  [
    '"appends a call for the seat whose turn it is" (then clockwise)',
    {
      dealer: 'W',
      auction: [
        { seat: 'W', value: 'Pass' },
        { seat: 'S', value: 'Pass' },
      ],
    },
    'WRONG_SEAT',
    'auction[1].seat',
  ],
  [
    '"real bids also have level (1-7)" matching the value',
    { auction: [{ value: '1NT', level: 2 }] },
    'CALL_DETAIL_MISMATCH',
    'auction[0].level',
  ],
  [
    '"real bids also have level" as a number',
    { auction: [{ value: '1NT', level: '1' }] },
    'CALL_DETAIL_MISMATCH',
    'auction[0].level',
  ],
  [
    '"and denomination (NT, S, H, D, C)" matching the value',
    { auction: [{ value: '1NT', denomination: 'S' }] },
    'CALL_DETAIL_MISMATCH',
    'auction[0].denomination',
  ],
  [
    '"Pass, X and XX carry only a value" (no level)',
    { auction: [{ value: 'Pass', level: 1 }] },
    'CALL_DETAIL_MISMATCH',
    'auction[0].level',
  ],
  [
    '"Pass, X and XX carry only a value" (no denomination)',
    {
      auction: callsOf('1C X').map((call, index) =>
        index === 1 ? { ...call, denomination: 'C' } : call,
      ),
    },
    'CALL_DETAIL_MISMATCH',
    'auction[1].denomination',
  ],
  [
    '"A bid is valid only if higher than the last real bid" (level)',
    { auction: callsOf('2C 1NT') },
    'INSUFFICIENT_BID',
    'auction[1].value',
  ],
  [
    '"A bid is valid only if higher than the last real bid" (C < D < H < S < NT)',
    { auction: callsOf('1S Pass 1H') },
    'INSUFFICIENT_BID',
    'auction[2].value',
  ],
  [
    '"A bid is valid only if higher" (not equal)',
    { auction: callsOf('1NT 1NT') },
    'INSUFFICIENT_BID',
    'auction[1].value',
  ],
  [
    '"X is available only against an opponent\'s bid" (no bid)',
    { auction: callsOf('X') },
    'ILLEGAL_DOUBLE',
    'auction[0].value',
  ],
  [
    '"X is available only against an opponent\'s bid" (partner\'s bid)',
    { auction: callsOf('1C Pass X') },
    'ILLEGAL_DOUBLE',
    'auction[2].value',
  ],
  [
    '"X is available only against an opponent\'s bid" (not twice)',
    { auction: callsOf('1C X Pass Pass X') },
    'ILLEGAL_DOUBLE',
    'auction[4].value',
  ],
  ['"XX only after X"', { auction: callsOf('1C XX') }, 'ILLEGAL_REDOUBLE', 'auction[1].value'],
  [
    '"XX only after X" by the doubled side',
    { auction: callsOf('1C X Pass XX') },
    'ILLEGAL_REDOUBLE',
    'auction[3].value',
  ],
  [
    '"The auction is complete … when all four pass"',
    { auction: callsOf('Pass Pass Pass Pass 1C') },
    'AUCTION_COMPLETE',
    'auction[4].value',
  ],
  [
    '"The auction is complete after three passes following a bid"',
    { auction: callsOf('1C Pass Pass Pass Pass') },
    'AUCTION_COMPLETE',
    'auction[4].value',
  ],
  // The contract.
  [
    '"auction levels 1 to 7" (contract)',
    { playOnly: true, contract: { level: 8, denomination: 'NT' } },
    'INVALID_CONTRACT',
    'contract.level',
  ],
  [
    '"level (1-7)" as a number (contract)',
    { playOnly: true, contract: { level: '3', denomination: 'NT' } },
    'INVALID_CONTRACT',
    'contract.level',
  ],
  [
    '"denominations NT, S, H, D, C" (contract)',
    { playOnly: true, contract: { level: 3, denomination: 'N' } },
    'INVALID_CONTRACT',
    'contract.denomination',
  ],
  [
    '"risk (\'\', X or XX)"',
    { playOnly: true, contract: { level: 3, denomination: 'NT', risk: 'XXX' } },
    'INVALID_CONTRACT',
    'contract.risk',
  ],
  [
    '"value (for example 1D)" matches level and denomination',
    { playOnly: true, contract: { level: 3, denomination: 'NT', value: '4S' } },
    'INVALID_CONTRACT',
    'contract.value',
  ],
  [
    '"the contract follows from the last bid"',
    withField(json(FULL), 'contract', { level: 4, denomination: 'S' }),
    'CONTRACT_MISMATCH',
    'contract',
  ],
  [
    "the contract's risk follows from the auction",
    withField(json(FULL), 'contract.risk', 'X'),
    'CONTRACT_MISMATCH',
    'contract',
  ],
  [
    'no contract before the auction is complete',
    withField(json(FULL), 'auction', callsOf('Pass Pass 1NT')),
    'CONTRACT_MISMATCH',
    'contract',
  ],
  [
    'no contract when all four pass',
    withField(json(FULL), 'auction', PASSED_OUT),
    'CONTRACT_MISMATCH',
    'contract',
  ],
  [
    '"The declarer is the first of the declaring partnership to have named the denomination"',
    withField(json(FULL), 'declarer', 'N'),
    'DECLARER_MISMATCH',
    'declarer',
  ],
  [
    'no declarer before the auction is complete',
    { auction: callsOf('1C'), declarer: 'N' },
    'DECLARER_MISMATCH',
    'declarer',
  ],
  [
    '"dummy is declarer\'s partner"',
    withField(json(FULL), 'dummy', 'S'),
    'DUMMY_MISMATCH',
    'dummy',
  ],
  ['no dummy when all four pass', { auction: PASSED_OUT, dummy: 'S' }, 'DUMMY_MISMATCH', 'dummy'],
  [
    '"dummy is declarer\'s partner" (play-only)',
    { playOnly: true, declarer: 'S', dummy: 'E' },
    'DUMMY_MISMATCH',
    'dummy',
  ],
  ['a play-only dummy needs a declarer', { playOnly: true, dummy: 'N' }, 'DUMMY_MISMATCH', 'dummy'],
  // The play.
  ['play needs a contract', { ...WITHOUT_CONTRACT, auction: [] }, 'PLAY_WITHOUT_CONTRACT', 'play'],
  [
    'play needs a declarer (play-only)',
    { ...WITHOUT_CONTRACT, playOnly: true, contract: FULL.contract },
    'PLAY_WITHOUT_CONTRACT',
    'play',
  ],
  ['play needs the full deal', { ...FULL, deal: DEAL.slice(1) }, 'INCOMPLETE_DEAL', 'play'],
  [
    '"play: up to 13 tricks"',
    { ...FULL, play: [...FULL.play, [FULL.play[0]?.[0]]] },
    'TOO_MANY_TRICKS',
    'play',
  ],
  [
    '"each with up to 4 card plays"',
    { ...TWO_TRICKS, play: [[...(TWO_TRICKS.play[0] ?? []), TWO_TRICKS.play[1]?.[0]]] },
    'TRICK_TOO_LONG',
    'play[0]',
  ],
  [
    '"After four cards … the trick is stored" (only the last trick unfinished)',
    { ...TWO_TRICKS, play: [TWO_TRICKS.play[0]?.slice(0, 3), TWO_TRICKS.play[1]] },
    'INCOMPLETE_TRICK',
    'play[0]',
  ],
  [
    '"The first lead is by the seat after declarer"',
    withField(json(FULL), 'play[0][0].seat', 'N'),
    'WRONG_SEAT',
    'play[0][0].seat',
  ],
  [
    '"the winner leads"',
    withField(json(FULL), 'play[1][0].seat', FULL.play[1]?.[1]?.seat),
    'WRONG_SEAT',
    'play[1][0].seat',
  ],
  [
    '"A card must belong to the active seat"',
    withField(
      withField(json(FULL), 'play[0][0].suit', someCardOf('N', WEST_LEAD).suit),
      'play[0][0].rank',
      someCardOf('N', WEST_LEAD).rank,
    ),
    'CARD_NOT_IN_HAND',
    'play[0][0]',
  ],
  [
    'a card is played once',
    withField(
      withField(json(FULL), 'play[1][0].suit', FULL.play[0]?.[0]?.suit),
      'play[1][0].rank',
      FULL.play[0]?.[0]?.rank,
    ),
    'CARD_NOT_IN_HAND',
    'play[1][0]',
  ],
  ['"A card must … follow suit"', { ...FULL, play: REVOKE.play }, 'MUST_FOLLOW_SUIT', REVOKE.path],
  // Accepted alternatives (docs/decisions.md); alternatives.test.ts covers the rest.
  [
    "alternatives only on the learner's decisions",
    withField(json(FULL), 'auction[4].alternatives', [{ value: '4NT' }]),
    'ALTERNATIVE_NOT_LEARNERS',
    'auction[4].alternatives',
  ],
  [
    'an alternative differs from the main line',
    withField(json(FULL), 'auction[2].alternatives', [{ value: '1NT' }]),
    'DUPLICATE_ALTERNATIVE',
    'auction[2].alternatives[0]',
  ],
];

describe('normaliseHand refuses what hands.md §3-§5 forbid, with a stable code and the path', () => {
  it.each(REFUSALS)('%s', (_rule, input, code, path) => {
    const result = normaliseHand(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code, path });
    expect(result.error.message.startsWith(path === '' ? '' : `${path}: `)).toBe(true);
    expect(result.error.message.length).toBeGreaterThan(path.length + 10);
  });

  it('has a case for every error code (PLAY_COMPLETE only passes through from play/state.ts: a full deal with at most 13 tricks never reaches it)', () => {
    const tested = new Set([
      ...REFUSALS.map(([, , code]) => code),
      'INVALID_JSON',
      'PLAY_COMPLETE',
    ]);
    expect([...HAND_ERROR_CODES].filter((code) => !tested.has(code))).toEqual([]);
  });
});

describe('normaliseHand reads what hands.md §3 accepts, in its normal form', () => {
  it('"Defaults: viewpoint S, dealer N, vulnerability None", empty texts, lists and counts', () => {
    expect(normaliseHand({})).toEqual({ ok: true, value: emptyHand() });
  });

  it('reads null as absent', () => {
    const nulls = Object.fromEntries(Object.keys(emptyHand()).map((key) => [key, null]));
    expect(
      normaliseHand({ ...nulls, contract: null, declarer: null, dummy: null, version: null }),
    ).toEqual({
      ok: true,
      value: emptyHand(),
    });
  });

  it('"the value All is also accepted as equal to Both"', () => {
    expect(normaliseHand({ vulnerable: 'All' })).toMatchObject({
      ok: true,
      value: { vulnerable: 'Both' },
    });
  });

  it.each(['None', 'NS', 'EW', 'Both'])('"vulnerable: None, NS, EW or Both": %s', (vulnerable) => {
    expect(normaliseHand({ vulnerable })).toMatchObject({ ok: true, value: { vulnerable } });
  });

  it('"seats N E S W (directions w, n, e, s)": directions read as seats', () => {
    const lower = withField(withField(json(FULL), 'dealer', 'n'), 'viewpoint', 's') as HandJSON;
    const input = {
      ...lower,
      deal: lower.deal.map((card) => ({ ...card, seat: card.seat.toLowerCase() })),
      auction: lower.auction.map((call) => ({ ...call, seat: call.seat.toLowerCase() })),
      declarer: 's',
      dummy: 'n',
      play: lower.play.map((trick) =>
        trick.map((card) => ({ ...card, seat: card.seat.toLowerCase() })),
      ),
    };
    expect(normaliseHand(input)).toEqual({ ok: true, value: FULL });
  });

  it.each([
    ['1', 'A'],
    ['10', 'T'],
    [1, 'A'],
    [10, 'T'],
    [7, '7'],
    ['T', 'T'],
  ])(
    '"Ranks A K Q J T 9-2 (codes accepted: 1-10, T, J, Q, K, A)": %j reads as %s',
    (code, rank) => {
      const result = normaliseHand({ deal: [{ seat: 'N', suit: 'S', rank: code }] });
      expect(result).toMatchObject({ ok: true, value: { deal: [{ seat: 'N', suit: 'S', rank }] } });
    },
  );

  it('keeps the display flags of dealt cards', () => {
    const deal = [{ seat: 'N', suit: 'S', rank: 'A', played: true, visible: false, winner: true }];
    expect(normaliseHand({ deal })).toMatchObject({ ok: true, value: { deal } });
  });

  it('"real bids also have level (1-7) and denomination": filled in when absent', () => {
    const bare = THREE_NT_BY_SOUTH.map(({ value }) => ({ value }));
    expect(normaliseHand({ auction: bare })).toMatchObject({
      ok: true,
      value: { auction: THREE_NT_BY_SOUTH },
    });
  });

  it('derives contract, declarer and dummy from a complete auction when absent', () => {
    expect(normaliseHand(WITHOUT_CONTRACT)).toEqual({ ok: true, value: FULL });
  });

  it('"contract: … value (for example 1D)" and risk \'\' filled in when absent', () => {
    const contract = { level: 3, denomination: 'NT' };
    expect(normaliseHand({ ...WITHOUT_CONTRACT, contract })).toEqual({ ok: true, value: FULL });
  });

  it('"Play-only mode: contract, risk and declarer are chosen manually": the auction does not decide', () => {
    const chosen = { level: 2, denomination: 'H', risk: 'XX' };
    const result = normaliseHand({
      ...(json(FULL) as object),
      playOnly: true,
      contract: chosen,
      declarer: 'E',
      dummy: null,
      play: [],
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        contract: { ...chosen, value: '2H' },
        declarer: 'E',
        dummy: 'W',
        auction: THREE_NT_BY_SOUTH,
      },
    });
  });

  it('a play-only hand may have its contract without a declarer yet', () => {
    const result = normaliseHand({ playOnly: true, contract: { level: 1, denomination: 'D' } });
    expect(result.ok && result.value).toMatchObject({ contract: { value: '1D', risk: '' } });
    expect(result.ok && result.value.declarer).toBeUndefined();
  });

  it('recomputes step, value, winner and the trick counts instead of trusting them', () => {
    const wrong = {
      ...FULL,
      play: FULL.play.map((trick) =>
        trick.map(({ seat: _seat, ...card }) => ({
          ...card,
          step: 99,
          value: 'junk',
          winner: 'maybe',
        })),
      ),
      tricks: { northSouth: 13, eastWest: 13 },
    };
    expect(normaliseHand(wrong)).toEqual({ ok: true, value: FULL });
  });

  it('marks one winner per finished trick and none in the unfinished one; counts finished tricks', () => {
    const result = normaliseHand(handWith(23));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { play, tricks } = result.value;
    expect(play.map((trick) => trick.filter((card) => card.winner).length)).toEqual([
      1, 1, 1, 1, 1, 0,
    ]);
    expect(tricks.northSouth + tricks.eastWest).toBe(5);
    expect(play.flat().map((card) => card.step)).toEqual([...Array(23).keys()]);
  });

  it('drops an empty last trick (a trick not yet started)', () => {
    expect(normaliseHand({ ...TWO_TRICKS, play: [...TWO_TRICKS.play, []] })).toEqual({
      ok: true,
      value: TWO_TRICKS,
    });
  });

  it('drops fields the handJSON does not define, and empty comments', () => {
    const input = {
      ...TWO_TRICKS,
      title: 'x',
      auction: TWO_TRICKS.auction.map((call) => ({ ...call, comments: { pre: null } })),
    };
    expect(normaliseHand(input)).toEqual({ ok: true, value: TWO_TRICKS });
  });

  it('keeps comments on calls and cards', () => {
    const commented = withField(
      withField(json(FULL), 'auction[2].comments', { pre: 'Open?', hint: 'Count points' }),
      'play[0][1].comments',
      { post: 'Low.' },
    );
    const result = normaliseHand(commented);
    expect(result.ok && result.value.auction[2]?.comments).toEqual({
      pre: 'Open?',
      hint: 'Count points',
    });
    expect(result.ok && result.value.play[0]?.[1]?.comments).toEqual({ post: 'Low.' });
  });

  it('keeps version v1.1', () => {
    expect(normaliseHand({ version: 'v1.1' })).toMatchObject({
      ok: true,
      value: { version: 'v1.1' },
    });
  });

  it('accepts a passed-out board with no contract', () => {
    const result = normaliseHand({ deal: DEAL, auction: PASSED_OUT, auctionOnly: true });
    expect(result.ok && result.value.contract).toBeUndefined();
  });

  it('does not change its input', () => {
    const input = json(FULL);
    const before = JSON.stringify(input);
    normaliseHand(input);
    expect(JSON.stringify(input)).toBe(before);
  });
});

describe('parseHand reads the serialised handJSON of the UpsertHand payload', () => {
  it('parses and normalises', () => {
    expect(parseHand(JSON.stringify(FULL))).toEqual({ ok: true, value: FULL });
  });

  it('refuses text that is not JSON', () => {
    expect(parseHand('{"deal": [')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_JSON', path: '' },
    });
  });
});

describe('normaliseHand: properties', () => {
  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => normaliseHand(input)).not.toThrow();
      }),
    );
  });

  it('never throws when any one field of a valid hand is replaced by anything', () => {
    const paths = [
      'deal',
      'deal[5]',
      'deal[5].rank',
      'auction',
      'auction[2]',
      'auction[2].value',
      'auction[2].level',
      'contract',
      'contract.risk',
      'declarer',
      'play',
      'play[0]',
      'play[0][2]',
      'play[0][2].seat',
      'tricks',
      'vulnerable',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.anything(), (path, replacement) => {
        expect(() => normaliseHand(withField(json(FULL), path, replacement))).not.toThrow();
      }),
    );
  });

  it('is idempotent: a normalised hand normalises to itself', () => {
    fc.assert(
      fc.property(randomHandInput, (input) => {
        const once = normaliseHand(input);
        if (!once.ok) throw new Error(once.error.message);
        expect(normaliseHand(once.value)).toEqual(once);
        expect(normaliseHand(json(once.value))).toEqual(once);
      }),
      { numRuns: 200 },
    );
  });

  it('a hand built by the rules of hands.md §4 is already normal', () => {
    fc.assert(
      fc.property(randomHand, (hand) => {
        expect(normaliseHand(hand)).toEqual({ ok: true, value: hand });
      }),
      { numRuns: 200 },
    );
  });

  it('the trick counts sum to the finished tricks of any legal play (13 for a complete one)', () => {
    fc.assert(
      fc.property(randomHandInput, (input) => {
        const hand = normaliseHand(input);
        if (!hand.ok) throw new Error(hand.error.message);
        const cards = hand.value.play.flat().length;
        const { northSouth, eastWest } = hand.value.tricks;
        expect(northSouth + eastWest).toBe(Math.floor(cards / 4));
      }),
      { numRuns: 200 },
    );
  });
});
