import { describe, expect, it } from 'vitest';
import type { PbnAuction, PbnGame } from './model.js';
import { parsePbn } from './reader.js';

function auctionOf(
  body: string,
  first = 'N',
  dealer = first,
): { auction: PbnAuction; game: PbnGame } {
  const game = parsePbn(`[Dealer "${dealer}"]\n[Auction "${first}"]\n${body}\n`).games[0];
  if (game?.auction === undefined) throw new Error('no auction');
  return { auction: game.auction, game };
}

const calls = (auction: PbnAuction) =>
  auction.calls.map((call) => `${call.seat}:${call.value ?? `^${call.irregularity}`}`).join(' ');

const problems = (game: PbnGame) =>
  game.problems.map((problem) => [problem.code, problem.line, problem.column]);

describe('calls (PBN §3.5.1, §3.11)', () => {
  it('reads the §1.2 example: calls clockwise from the tag seat, with their positions', () => {
    const { auction, game } = auctionOf(
      '1D      1S   3H =1= 4S\n4NT =2= X    Pass   Pass\n5C      X    5H     X\nPass    Pass Pass\n[Note "1:non-forcing 6-9 points, 6-card"]\n[Note "2:two colors: clubs and diamonds"]',
    );
    expect(calls(auction)).toBe(
      'N:1D E:1S S:3H W:4S N:4NT E:X S:Pass W:Pass N:5C E:X S:5H W:X N:Pass E:Pass S:Pass',
    );
    expect(auction.calls[2]).toMatchObject({ line: 3, column: 14, value: '3H', noteRef: 1 });
    expect(auction.calls[4]?.noteRef).toBe(2);
    expect(auction.end).toBe('complete');
    expect(auction.notes).toEqual({
      1: 'non-forcing 6-9 points, 6-card',
      2: 'two colors: clubs and diamonds',
    });
    expect(game.problems).toEqual([]);
  });

  it('accepts lowercase calls (§3.11) and reads 1N as 1NT with a warning (pbn-notes.md §15)', () => {
    const { auction, game } = auctionOf('1n pass 3N x xx pass pass pass');
    expect(calls(auction)).toBe('N:1NT E:Pass S:3NT W:X N:XX E:Pass S:Pass W:Pass');
    expect(problems(game)).toEqual([
      ['NT_AS_N', 3, 1],
      ['NT_AS_N', 3, 9],
    ]);
  });

  it('stops the auction at a token that is not a call, so no later call takes a wrong seat', () => {
    const { auction, game } = auctionOf('1C 8NT Pass\n1S Pass 3NT AP');
    expect(calls(auction)).toBe('N:1C');
    expect(auction.end).toBe('open');
    expect(problems(game)).toEqual([['BAD_CALL', 3, 4]]);
    expect(game.problems[0]?.message).toBe('8NT is not a call; the auction is read up to here');
  });

  it('stops at calls run together too ("1NTpass3H" in Baker Bridge Set3 board 14)', () => {
    const { auction, game } = auctionOf('2C pass 1NTpass3H pass');
    expect(calls(auction)).toBe('N:2C E:Pass');
    expect(problems(game).map(([code]) => code)).toEqual(['BAD_CALL']);
  });

  it('reads the spellings teaching files write, any case, each with a warning', () => {
    const { auction, game } = auctionOf('1H dbl RDBL p\n2C Double redouble REDBL P p p');
    expect(calls(auction)).toBe('N:1H E:X S:XX W:Pass N:2C E:X S:XX W:XX N:Pass E:Pass S:Pass');
    expect(game.problems.map((problem) => [problem.code, problem.message])).toEqual([
      ['DIALECT_CALL', 'dbl read as X'],
      ['DIALECT_CALL', 'RDBL read as XX'],
      ['DIALECT_CALL', 'p read as Pass'],
      ['DIALECT_CALL', 'Double read as X'],
      ['DIALECT_CALL', 'redouble read as XX'],
      ['DIALECT_CALL', 'REDBL read as XX'],
      ['DIALECT_CALL', 'P read as Pass'],
      ['DIALECT_CALL', 'p read as Pass'],
      ['DIALECT_CALL', 'p read as Pass'],
    ]);
    expect(game.problems.every((problem) => problem.severity === 'warning')).toBe(true);
  });

  it("does not read a lone D as a double (Baker's Transfers board 10 writes it for 3D)", () => {
    const { auction } = auctionOf('2NT pass D pass 3H pass');
    expect(calls(auction)).toBe('N:2NT E:Pass');
  });

  it('drops the padding - before the dealer in a W-N-E-S table; first is the first caller', () => {
    const { auction, game } = auctionOf('-  -  1H Pass\n4H AP', 'W', 'E');
    expect(auction.first).toBe('E');
    expect(calls(auction)).toBe('E:1H S:Pass W:4H N:Pass E:Pass S:Pass');
    expect(game.problems).toEqual([]);
  });

  it('reports - after the first call', () => {
    const { game } = auctionOf('1H - Pass');
    expect(problems(game)).toEqual([['BAD_PADDING', 3, 4]]);
  });
});

describe('AP: the passes that end the auction, as the reference verifier reads it (§3.5.1)', () => {
  it.each([
    ['nobody has bid: four passes', 'AP', 4],
    ['after a bid: three', '1C AP', 3],
    ['after a bid and a pass: two', '1C Pass AP', 2],
    ['after a double: three', '1C X AP', 3],
    ['after two passes, nobody having bid: two', 'Pass Pass AP', 2],
  ])('%s', (_case, body, passes) => {
    const { auction, game } = auctionOf(body);
    const expanded = auction.calls.filter((call) => call.fromAllPass);
    expect(expanded).toHaveLength(passes);
    expect(expanded.every((call) => call.value === 'Pass' && call.line === 3)).toBe(true);
    expect(auction.end).toBe('complete');
    expect(game.problems).toEqual([]);
  });

  it('gives the passes the seats that follow', () => {
    expect(calls(auctionOf('1C AP', 'S').auction)).toBe('S:1C W:Pass N:Pass E:Pass');
  });

  it('reports calls after AP', () => {
    const { game } = auctionOf('1C AP 2C');
    expect(problems(game)).toEqual([['BAD_LAST_CALL', 3, 7]]);
  });
});

describe('the end of the auction section (§3.5)', () => {
  it('ends complete after three passes that follow a bid, and reports a call after them', () => {
    const { auction, game } = auctionOf('1C Pass Pass Pass 1D');
    expect(auction.end).toBe('complete');
    expect(problems(game)).toEqual([['BAD_LAST_CALL', 3, 19]]);
  });

  it('ends with * when no more calls will be given', () => {
    const { auction, game } = auctionOf('1C Pass *');
    expect(auction.end).toBe('terminated');
    expect(calls(auction)).toBe('N:1C E:Pass');
    expect(game.problems).toEqual([]);
  });

  it('ends with + when the auction is to be continued', () => {
    expect(auctionOf('1C Pass +').auction.end).toBe('continued');
  });

  it('is open when it stops without an end', () => {
    expect(auctionOf('1C Pass').auction.end).toBe('open');
  });

  it('ends at the next tag', () => {
    const game = parsePbn('[Dealer "N"]\n[Auction "N"]\n1C\n[Event "x"] Pass\n').games[0];
    expect(game?.auction?.calls).toHaveLength(1);
    expect(game?.sections).toEqual([
      { line: 4, column: 1, name: 'Event', value: 'x', rows: [['Pass']] },
    ]);
  });
});

describe('annotations (§3.5.2–4, §3.7)', () => {
  it('converts suffixes to NAGs $1..$6 and keeps NAGs in the order written', () => {
    const { auction, game } = auctionOf('1S!! =1= $25 1NT? 2C!? 2D?! 2H! 2S??\n[Note "1:x"]');
    expect(auction.calls.map((call) => call.nags)).toEqual([[3, 25], [2], [5], [6], [1], [4]]);
    expect(game.problems).toEqual([]);
  });

  it('reads annotations written against the call: 1S!=1=$25', () => {
    const { auction } = auctionOf('1S!=1=$25\n[Note "1:x"]');
    expect(auction.calls[0]).toMatchObject({ value: '1S', noteRef: 1, nags: [1, 25] });
  });

  it.each([
    ['a second suffix', '1S ! ?', 'DOUBLE_SUFFIX', 6],
    ['a second note reference', '1S =1= =2=', 'DOUBLE_NOTE', 8],
    ['a note reference above 32', '1S =33=', 'BAD_NOTE', 4],
    ['a NAG above 255', '1S $256', 'BAD_NAG', 4],
    ['a card NAG on a call', '1S $7', 'BAD_NAG', 4],
    ['an annotation before any call', '$5 1S', 'MISPLACED_ANNOTATION', 1],
  ])('reports %s', (_case, body, code, column) => {
    const { game } = auctionOf(`${body}\n[Note "1:x"]\n[Note "2:y"]`);
    expect(problems(game).filter(([found]) => found === code)).toEqual([[code, 3, column]]);
  });
});

describe('notes (§3.5.5)', () => {
  it('reports a reference with no Note tag, at the call', () => {
    const { game } = auctionOf('1S =3= Pass');
    expect(problems(game)).toEqual([['NO_NOTE', 3, 1]]);
  });

  it('warns about a Note nothing refers to, at the Note tag', () => {
    const { game } = auctionOf('1S Pass\n[Note "4:unused"]');
    expect(problems(game)).toEqual([['UNUSED_NOTE', 4, 1]]);
  });
});

describe('irregularities (§3.9)', () => {
  it('marks a bid after ^I as insufficient', () => {
    const { auction, game } = auctionOf('1D ^I 1C', 'W');
    expect(auction.calls[1]).toMatchObject({ seat: 'N', value: '1C', irregularity: 'I' });
    expect(game.problems).toEqual([]);
  });

  it('gives ^S the skipped seat, with no call', () => {
    const { auction } = auctionOf('1D ^S ^S 2D', 'W');
    expect(calls(auction)).toBe('W:1D N:^S E:^S S:2D');
  });

  it('reports ^I before a call that is not a bid, and play marks in the auction', () => {
    const { game } = auctionOf('^I Pass ^R 1C');
    expect(problems(game)).toEqual([
      ['BAD_IRREGULARITY', 3, 1],
      ['BAD_IRREGULARITY', 3, 9],
    ]);
  });
});

describe('comments in the auction (§3.8)', () => {
  it('attaches a comment to the call before it, and one before any call to the section', () => {
    const { auction } = auctionOf('{opening?} 1C ; strong\nPass {fine}');
    expect(auction.comments.map((comment) => comment.text)).toEqual(['opening?']);
    expect(auction.calls[0]?.comments).toEqual([
      { line: 3, column: 15, kind: 'semicolon', text: ' strong' },
    ]);
    expect(auction.calls[1]?.comments.map((comment) => comment.text)).toEqual(['fine']);
  });
});

describe('the section needs a Dealer before it (§3.1)', () => {
  it('reports an Auction with no Dealer', () => {
    const game = parsePbn('[Auction "N"]\n1C AP\n').games[0];
    expect(game?.problems.map((problem) => [problem.code, problem.line, problem.column])).toEqual([
      ['NO_DEALER', 1, 1],
    ]);
  });

  it('reports a Dealer that comes after the Auction', () => {
    const game = parsePbn('[Auction "N"]\n1C AP\n[Dealer "N"]\n').games[0];
    expect(game?.problems.map((problem) => problem.code)).toEqual(['NO_DEALER']);
  });

  it('reports an Auction tag that is not a seat, and skips its calls', () => {
    const game = parsePbn('[Dealer "N"]\n[Auction "X"]\n1C AP\n').games[0];
    expect(game?.auction).toBeUndefined();
    expect(game?.problems.map((problem) => problem.code)).toEqual(['BAD_SIDE']);
  });
});
