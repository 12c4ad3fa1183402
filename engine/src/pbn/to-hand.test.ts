import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handWith } from '../hand/hand.testkit.js';
import { normaliseHand } from '../hand/normalise.js';
import { handToPbnGame } from './from-hand.js';
import type { PbnGame, PbnTag } from './model.js';
import { parsePbn } from './reader.js';
import { pbnGameToHand } from './to-hand.js';
import {
  at,
  auctionOf,
  callsOf,
  gameOf,
  pbnText,
  rowsOf,
  SCHIPHOL_DIAGRAM,
  schipholGame,
  tagOf,
} from './writer.testkit.js';

/** The game with a tag's value replaced (or removed, for `undefined`), keeping its position. */
function withTag(game: PbnGame, name: string, value: string | undefined): PbnGame {
  const existing = game.tags.find((tag) => tag.name === name);
  const others = game.tags.filter((tag) => tag.name !== name);
  if (value === undefined) return { ...game, tags: others };
  const tag: PbnTag = existing ? { ...existing, value, raw: value } : tagOf(name, value, at(99));
  return { ...game, tags: [...others, tag] };
}

function codes(game: PbnGame): string[] {
  return pbnGameToHand(game).problems.map((problem) => problem.code);
}

/** A game made from a complete hand: 3NT by South, all 52 cards played (hand.testkit). */
function playedGame(): PbnGame {
  return handToPbnGame(handWith(52));
}

describe('pbnGameToHand: the standard example game (PBN §1.2)', () => {
  const { hand, problems } = pbnGameToHand(schipholGame());

  it('reads the deal, dealer and vulnerability', () => {
    expect(hand.deal).toHaveLength(52);
    expect(
      hand.deal.filter((card) => card.seat === 'N').map((card) => `${card.suit}${card.rank}`),
    ).toEqual(['H6', 'H3', 'DA', 'DK', 'DQ', 'D9', 'D8', 'D7', 'CA', 'C9', 'C7', 'C3', 'C2']);
    expect(hand.dealer).toBe('N');
    expect(hand.vulnerable).toBe('None');
  });

  it('reads the calls with their seats and the Note texts as their comments (§3.5.4)', () => {
    expect(hand.auction).toHaveLength(15);
    expect(hand.auction[0]).toEqual({ seat: 'N', value: '1D', level: 1, denomination: 'D' });
    expect(hand.auction[2]).toEqual({
      seat: 'S',
      value: '3H',
      level: 3,
      denomination: 'H',
      comments: { post: 'non-forcing 6-9 points, 6-card' },
    });
    expect(hand.auction[5]).toEqual({ seat: 'E', value: 'X' });
  });

  it('derives 5HX by South, dummy North, from the auction', () => {
    expect(hand.contract).toEqual({ level: 5, denomination: 'H', risk: 'X', value: '5H' });
    expect(hand.declarer).toBe('S');
    expect(hand.dummy).toBe('N');
    expect(hand.playOnly).toBe(false);
    expect(hand.auctionOnly).toBe(false);
  });

  it('puts each trick in play order, the winner of one leading the next (§3.6)', () => {
    const tricks = hand.play.map((trick) => trick.map((card) => `${card.seat}:${card.value}`));
    // pbn-notes.md §6: North ruffs the lead; North leads C2 and South wins CK; South leads S7.
    expect(tricks).toEqual([
      ['W:SK', 'N:H3', 'E:S4', 'S:S3'],
      ['N:C2', 'E:C6', 'S:CK', 'W:C5'],
      ['S:S7', 'W:S2', 'N:H6', 'E:S5'],
      ['N:CA', 'E:CT', 'S:C4', 'W:C8'],
      ['N:DA', 'E:DT', 'S:D3', 'W:D2'],
      ['N:DK', 'E:H5', 'S:H7', 'W:D4'],
      ['S:H2'],
    ]);
    expect(hand.play.flat().map((card) => card.step)).toEqual([...Array(25).keys()]);
    expect(hand.play.map((trick) => trick.find((card) => card.winner)?.seat)).toEqual([
      'N',
      'S',
      'N',
      'N',
      'N',
      'S',
      undefined,
    ]);
    expect(hand.tricks).toEqual({ northSouth: 6, eastWest: 0 });
    expect(hand.play[0]?.[0]?.comments).toEqual({ post: 'highest of series' });
  });

  it('takes the diagram after the Result tag as the auction introduction; declarer is the viewpoint', () => {
    expect(hand.auctionIntro).toBe(SCHIPHOL_DIAGRAM.trim());
    expect(hand.playIntro).toBe('');
    expect(hand.summary).toBe('');
    expect(hand.viewpoint).toBe('S');
  });

  it('reports only that the play stops at the seventh trick', () => {
    expect(problems).toEqual([
      {
        line: 46,
        column: 1,
        code: 'PLAY_INCOMPLETE',
        severity: 'info',
        message: "The play stops at trick 7: W's card is not given",
      },
    ]);
  });

  it('is a hand in normal form (hands.md §3)', () => {
    expect(normaliseHand(hand)).toEqual({ ok: true, value: hand });
  });
});

describe('pbnGameToHand: tags that disagree with the auction and the play', () => {
  it.each([
    ['Contract', '4S', 'CONTRACT_MISMATCH', 'Contract "4S", but the auction gives 5HX'],
    ['Contract', '5H', 'CONTRACT_MISMATCH', 'Contract "5H", but the auction gives 5HX'],
    ['Contract', 'Pass', 'CONTRACT_MISMATCH', 'Contract "Pass", but the auction gives 5HX'],
    ['Declarer', 'N', 'DECLARER_MISMATCH', 'Declarer "N", but the auction gives S'],
    ['Declarer', '', 'DECLARER_MISMATCH', 'Declarer "", but the auction gives S'],
  ])('%s "%s" is %s on the tag', (name, value, code, message) => {
    const game = withTag(schipholGame(), name, value);
    const tag = game.tags.find((candidate) => candidate.name === name);
    const { hand, problems } = pbnGameToHand(game);
    expect(problems).toContainEqual({
      line: tag?.line,
      column: 1,
      code,
      severity: 'warning',
      message,
    });
    expect(hand.contract?.value).toBe('5H');
    expect(hand.declarer).toBe('S');
  });

  it.each([
    ['5hx', []],
    ['?', []],
    ['', []],
  ])('accepts Contract "%s" (a lowercase form, unknown, not applicable)', (value, expected) => {
    expect(codes(withTag(schipholGame(), 'Contract', value))).toEqual([
      ...expected,
      'PLAY_INCOMPLETE',
    ]);
  });

  it('reports a swapped declarer (§3.9 E) and keeps the auction’s', () => {
    const { hand, problems } = pbnGameToHand(withTag(schipholGame(), 'Declarer', '^N'));
    expect(problems.map((problem) => problem.code)).toContain('DECLARER_SWAPPED');
    expect(hand.declarer).toBe('S');
  });

  it.each([
    ['11', []],
    ['NS 11', []],
    ['EW 2', []],
    ['EW 2 NS 11', []],
    ['10', ['RESULT_MISMATCH']],
    ['NS 10', ['RESULT_MISMATCH']],
    ['EW 3', ['RESULT_MISMATCH']],
    ['^10', ['RESULT_DISPUTED']],
    ['?', []],
  ])('checks Result "%s" against a complete play (11 tricks for South)', (value, expected) => {
    const game = playedGame();
    const { hand } = pbnGameToHand(game);
    expect(hand.tricks).toEqual({ northSouth: 11, eastWest: 2 });
    expect(codes(withTag(game, 'Result', value))).toEqual(expected);
  });

  it('does not check the Result of an unfinished play', () => {
    expect(codes(withTag(schipholGame(), 'Result', '13'))).toEqual(['PLAY_INCOMPLETE']);
  });

  it('gives the mismatch message with the play’s count', () => {
    const { problems } = pbnGameToHand(withTag(playedGame(), 'Result', '10'));
    expect(problems[0]?.message).toBe('Result "10", but the play gives declarer S 11 tricks');
  });
});

describe('pbnGameToHand: passed-out and unfinished auctions', () => {
  const passedOut = () =>
    gameOf(
      [
        ['Dealer', 'E'],
        ['Deal', 'N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85'],
        ['Vulnerable', 'All'],
        ['Contract', 'Pass'],
        ['Declarer', ''],
        ['Result', ''],
      ],
      { auction: auctionOf('E', callsOf('Pass Pass Pass Pass', 'E', 8)) },
    );

  it('gives a passed-out board no contract; with no Play section it is auction-only', () => {
    const { hand, problems } = pbnGameToHand(passedOut());
    expect(problems).toEqual([]);
    expect(hand.contract).toBeUndefined();
    expect(hand.declarer).toBeUndefined();
    expect(hand.auctionOnly).toBe(true);
    expect(hand.vulnerable).toBe('Both');
    expect(hand.viewpoint).toBe('S');
    expect(normaliseHand(hand)).toEqual({ ok: true, value: hand });
  });

  it('reports tags that give a passed-out board a contract', () => {
    const game = withTag(withTag(passedOut(), 'Contract', '4S'), 'Declarer', 'S');
    expect(codes(game)).toEqual(['CONTRACT_MISMATCH', 'DECLARER_MISMATCH']);
  });

  it('takes the contract of an auction cut short with * from the tags: a play-only hand', () => {
    const game = withTag(schipholGame(), 'Contract', '4S');
    const calls = game.auction?.calls.slice(0, 3) ?? [];
    const { hand, problems } = pbnGameToHand({
      ...withTag(game, 'Declarer', 'E'),
      auction: auctionOf('N', calls, { ...at(31), end: 'terminated' }),
      play: undefined,
    });
    expect(problems.map((problem) => [problem.code, problem.line])).toEqual([
      ['AUCTION_INCOMPLETE', 31],
    ]);
    expect(hand.auction.map((call) => call.value)).toEqual(['1D', '1S', '3H']);
    expect(hand.contract?.value).toBe('4S');
    expect(hand.declarer).toBe('E');
    expect(hand.dummy).toBe('W');
    expect(hand.playOnly).toBe(true);
    expect(hand.auctionOnly).toBe(false);
    expect(normaliseHand(hand)).toEqual({ ok: true, value: hand });
  });

  it('reads a game with no auction but a contract as play-only', () => {
    const { hand } = pbnGameToHand({ ...schipholGame(), auction: undefined });
    expect(hand.playOnly).toBe(true);
    expect(hand.auction).toEqual([]);
    expect(hand.play).toHaveLength(7);
  });
});

describe('pbnGameToHand: irregular auctions (PBN §3.9)', () => {
  const dealTags = [
    ['Dealer', 'W'],
    ['Vulnerable', 'None'],
    ['Deal', 'N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85'],
    ['Contract', '2D'],
    ['Declarer', 'W'],
  ] as const;

  it.each([
    ['an accepted insufficient bid ^I', '1D ^I 1C Pass Pass Pass', 1, 'AUCTION_IRREGULAR'],
    ['a skipped turn ^S', '1D ^S 2D Pass Pass Pass', 1, 'AUCTION_IRREGULAR'],
    ['an unmarked insufficient bid', '1D 1C Pass Pass Pass', 1, 'ILLEGAL_CALL'],
    ['a double of partner', '1D Pass X Pass Pass Pass', 2, 'ILLEGAL_CALL'],
    ['a call after the auction ended', 'Pass Pass Pass Pass 1C', 4, 'ILLEGAL_CALL'],
  ])('stops the calls at %s and reads the contract from the tags', (_, text, kept, code) => {
    const calls = callsOf(text, 'W', 20);
    const { hand, problems } = pbnGameToHand(gameOf(dealTags, { auction: auctionOf('W', calls) }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code, line: 20, column: kept + 1 });
    expect(hand.auction).toHaveLength(kept);
    expect(hand.contract?.value).toBe('2D');
    expect(hand.playOnly).toBe(true);
    expect(normaliseHand(hand)).toEqual({ ok: true, value: hand });
  });

  it('stops at a call given to the wrong seat (an auction that does not start at the dealer)', () => {
    const calls = callsOf('1D Pass Pass Pass', 'N', 20);
    const { hand, problems } = pbnGameToHand(gameOf(dealTags, { auction: auctionOf('N', calls) }));
    expect(problems.map((problem) => problem.message)).toEqual([
      "1D is given to N, but it is W's turn (dealer W)",
    ]);
    expect(hand.auction).toEqual([]);
  });
});

describe('pbnGameToHand: irregular, illegal and unfinished play', () => {
  function withRow(index: number, row: string): PbnGame {
    const game = schipholGame();
    const tricks = [...(game.play?.tricks ?? [])];
    tricks[index] = rowsOf([row], 'W', 41 + index)[0] ?? [];
    return { ...game, play: game.play && { ...game.play, tricks } };
  }

  it.each([
    ['a revoke ^R', 'C5 C2 ^R H5 CK', 'PLAY_IRREGULAR', "E's H5 is a revoke (^R)"],
    [
      'a lead out of turn ^L',
      '^L C5 C2 C6 CK',
      'PLAY_IRREGULAR',
      "W's C5 is a lead out of turn (^L)",
    ],
    [
      'a card that does not follow suit',
      'C5 C2 H5 CK',
      'ILLEGAL_CARD',
      'Trick 2: E must follow suit to C',
    ],
    ['a card the seat does not hold', 'C5 C2 C6 CQ', 'ILLEGAL_CARD', 'Trick 2: S does not hold CQ'],
  ])('keeps the tricks before %s', (_, row, code, message) => {
    const { hand, problems } = pbnGameToHand(withRow(1, row));
    expect(problems.map(({ code, message }) => ({ code, message }))).toEqual([{ code, message }]);
    expect(hand.play[0]).toHaveLength(4);
    expect(hand.play.flat().length).toBeLessThan(8);
    expect(normaliseHand(hand)).toEqual({ ok: true, value: hand });
  });

  it('stops at the first card not given, as after a claim', () => {
    const { hand, problems } = pbnGameToHand(withRow(1, 'C5 C2 - -'));
    expect(problems.map((problem) => problem.code)).toEqual(['PLAY_INCOMPLETE']);
    expect(hand.play.map((trick) => trick.length)).toEqual([4, 1]);
  });

  it('leaves out a play with no contract to play it in', () => {
    const game = withTag(
      withTag({ ...schipholGame(), auction: undefined }, 'Contract', '?'),
      'Declarer',
      '?',
    );
    const { hand, problems } = pbnGameToHand(game);
    expect(problems.map((problem) => problem.code)).toEqual(['PLAY_WITHOUT_CONTRACT']);
    expect(hand.play).toEqual([]);
    expect(hand.contract).toBeUndefined();
  });
});

describe('pbnGameToHand: incomplete deals and missing tags', () => {
  it('keeps the known cards of a deal with unknown hands, and no play (§3.4.11)', () => {
    const game = withTag(schipholGame(), 'Deal', 'N:.63.AKQ987.A9732 - J973.J98742.3.K4 -');
    const { hand, problems } = pbnGameToHand(game);
    expect(hand.deal).toHaveLength(26);
    expect(hand.play).toEqual([]);
    expect(problems.map((problem) => problem.code)).toEqual(['DEAL_INCOMPLETE']);
    expect(problems[0]?.message).toBe('The Deal gives 26 of 52 cards');
  });

  it('reports an end position (§3.10)', () => {
    const game = gameOf([
      ['Dealer', 'N'],
      ['Vulnerable', 'None'],
      ['Deal', 'N:A.K.. K.A.. .Q.A. Q...A'],
      ['Contract', 'NT'],
      ['Declarer', 'S'],
    ]);
    expect(codes(game)).toEqual(['END_POSITION']);
    expect(pbnGameToHand(game).hand.contract).toBeUndefined();
  });

  it('assumes what it must, and says so', () => {
    const game = gameOf([], { auction: auctionOf('E', callsOf('1NT Pass Pass Pass', 'E', 3)) });
    const { hand, problems } = pbnGameToHand(game);
    expect(problems.map((problem) => problem.code)).toEqual([
      'DEALER_ASSUMED',
      'VULNERABLE_ASSUMED',
      'DEAL_INCOMPLETE',
    ]);
    expect(hand.dealer).toBe('E');
    expect(hand.vulnerable).toBe('None');
    expect(hand.deal).toEqual([]);
    expect(hand.contract?.value).toBe('1NT');
  });
});

describe('pbnGameToHand: the viewpoint', () => {
  it.each([
    ['the Student tag', 'W', 'W', []],
    ['declarer, when Student names dummy of a hand with play', 'N', 'S', ['VIEWPOINT_IS_DUMMY']],
    ['declarer, when Student is not a seat', 'X', 'S', []],
  ])('is %s', (_, student, viewpoint, problems) => {
    const result = pbnGameToHand(withTag(schipholGame(), 'Student', student));
    expect(result.hand.viewpoint).toBe(viewpoint);
    expect(
      result.problems.map((problem) => problem.code).filter((code) => code !== 'PLAY_INCOMPLETE'),
    ).toEqual(problems);
  });

  it('may be dummy in an auction-only hand', () => {
    const game = withTag({ ...schipholGame(), play: undefined }, 'Student', 'N');
    expect(pbnGameToHand(game).hand).toMatchObject({ viewpoint: 'N', auctionOnly: true });
  });
});

describe('pbnGameToHand: any game', () => {
  it('converts whatever the reader makes of any text into a hand in normal form', () => {
    fc.assert(
      fc.property(pbnText, (text) => {
        for (const game of parsePbn(text).games) {
          const { hand } = pbnGameToHand(game);
          expect(normaliseHand(hand)).toEqual({ ok: true, value: hand });
        }
      }),
      { numRuns: 1000 },
    );
  });
});
