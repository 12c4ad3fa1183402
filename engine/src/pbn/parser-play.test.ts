import { describe, expect, it } from 'vitest';
import type { PbnGame, PbnPlay } from './model.js';
import { parsePbn } from './reader.js';

const HEADER =
  '[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]\n[Declarer "S"]\n[Contract "5HX"]\n';

function playOf(body: string, first = 'W'): { play: PbnPlay; game: PbnGame } {
  const game = parsePbn(`${HEADER}[Play "${first}"]${body}\n`).games[0];
  if (game?.play === undefined) throw new Error('no play');
  return { play: game.play, game };
}

/** Each trick in column order as seat:card, `-` for no card and `+` for the next card. */
const tricks = (play: PbnPlay) =>
  play.tricks.map((trick) =>
    trick
      .map(
        (cell) =>
          `${cell.seat}:${cell.next ? '+' : cell.card ? cell.card.suit + cell.card.rank : '-'}`,
      )
      .join(' '),
  );

const problems = (game: PbnGame) =>
  game.problems.map((problem) => [problem.code, problem.line, problem.column]);

describe('the Play section: rows are tricks, columns are seats from the Play tag (PBN §3.6)', () => {
  // The §1.2 example, worked in pbn-notes.md §6: the columns are always W N E S, whoever led.
  const example =
    '\nSK =1= H3 S4 S3\nC5 C2 C6 CK\nS2 H6 S5 S7\nC8 CA CT C4\nD2 DA DT D3\nD4 DK H5 H7\n-  -  -  H2\n*\n[Note "1:highest of series"]';

  it('gives column 1 to the Play tag seat and the others clockwise, not in playing order', () => {
    const { play, game } = playOf(example);
    expect(play.first).toBe('W');
    expect(tricks(play)).toEqual([
      'W:SK N:H3 E:S4 S:S3',
      // North won trick 1 and led C2, yet the row still starts with West's C5.
      'W:C5 N:C2 E:C6 S:CK',
      'W:S2 N:H6 E:S5 S:S7',
      'W:C8 N:CA E:CT S:C4',
      'W:D2 N:DA E:DT S:D3',
      'W:D4 N:DK E:H5 S:H7',
      'W:- N:- E:- S:H2',
    ]);
    expect(play.end).toBe('terminated');
    expect(play.notes).toEqual({ 1: 'highest of series' });
    expect(play.tricks[0]?.[0]).toMatchObject({ line: 5, column: 1, noteRef: 1 });
    expect(game.problems).toEqual([]);
  });

  it('starts the columns at another seat when the tag says so', () => {
    expect(tricks(playOf('\nH2 H3 H4 HA', 'E').play)).toEqual(['E:H2 S:H3 W:H4 N:HA']);
  });

  it('fills rows four cells at a time whatever the line breaks (§3.6: fewer only for annotation)', () => {
    expect(tricks(playOf('\nSK\n$200 H3\nS4 S3 C5').play)).toEqual(['W:SK N:H3 E:S4 S:S3', 'W:C5']);
  });

  it('reads + as the card to be played next, even when not last (§3.6)', () => {
    const { play, game } = playOf('\nH2   H3   H4   HA\n+    -    -    CQ');
    expect(tricks(play)).toEqual(['W:H2 N:H3 E:H4 S:HA', 'W:+ N:- E:- S:CQ']);
    expect(play.end).toBe('continued');
    expect(game.problems).toEqual([]);
  });

  it('ends complete after 13 tricks and reports cards after them', () => {
    const row = 'S2 S3 S4 S5\n';
    const { play, game } = playOf(`\n${row.repeat(13)}SA`);
    expect(play.tricks).toHaveLength(13);
    expect(play.end).toBe('complete');
    expect(problems(game)).toEqual([['BAD_LAST_CARD', 18, 1]]);
  });

  it('is open when the section stops early without * (pbn-notes.md §15)', () => {
    const { play, game } = playOf('\nSK H3 S4 S3\nC5');
    expect(play.end).toBe('open');
    expect(game.problems).toEqual([]);
  });

  it('reads lowercase cards (§3.11), as bermuda2000.pbn writes all but the winner', () => {
    expect(tricks(playOf('\nhk h6 h5 HA').play)).toEqual(['W:HK N:H6 E:H5 S:HA']);
  });

  it('reads data on the Play tag line: [Play "W"]HQ (Baker Bridge)', () => {
    expect(tricks(playOf('HQ').play)).toEqual(['W:HQ']);
  });

  it('reads [Play "W"] followed only by * as no play', () => {
    const { play, game } = playOf('\n*');
    expect(play.tricks).toEqual([]);
    expect(play.end).toBe('terminated');
    expect(game.problems).toEqual([]);
  });

  it('reports a token that is not a card, keeping its cell so the columns stay right', () => {
    const { play, game } = playOf('\nSK S1 S4 S3');
    expect(tricks(play)).toEqual(['W:SK N:- E:S4 S:S3']);
    expect(problems(game)).toEqual([['BAD_CARD', 5, 4]]);
  });
});

describe('play annotations and irregularities (§3.6.2–5, §3.9)', () => {
  it('converts card suffixes to NAGs $7..$12', () => {
    const { play } = playOf('\nSK! H3? S4!! S3?? C5!? C2?!');
    expect(play.tricks.flat().map((cell) => cell.nags)).toEqual([[7], [8], [9], [10], [11], [12]]);
  });

  it('reports a call NAG on a card', () => {
    expect(problems(playOf('\nSK $1').game)).toEqual([['BAD_NAG', 5, 4]]);
  });

  it('marks a revoke ^R and a lead out of turn ^L on the card after them', () => {
    const { play, game } = playOf('\nCA ^R S6 C3 C4\nCK C2 ^L C5 C6');
    expect(play.tricks[0]?.[1]).toMatchObject({ seat: 'N', irregularity: 'R' });
    expect(play.tricks[1]?.[2]).toMatchObject({ seat: 'E', irregularity: 'L' });
    expect(game.problems).toEqual([]);
  });

  it('reports two marks before one card', () => {
    expect(problems(playOf('\n^R ^L C2').game)).toEqual([['BAD_IRREGULARITY', 5, 4]]);
  });

  it('attaches comments to the card before them', () => {
    const { play } = playOf(' {lead}\nSK {top of sequence} H3');
    expect(play.comments.map((comment) => comment.text)).toEqual(['lead']);
    expect(play.tricks[0]?.[0]?.comments.map((comment) => comment.text)).toEqual([
      'top of sequence',
    ]);
  });
});

describe('the section needs Deal, Declarer and Contract before it (§3.1)', () => {
  it('reports each one missing', () => {
    const game = parsePbn('[Play "W"]\nSK\n').games[0];
    expect(game?.problems.map((problem) => problem.code)).toEqual([
      'NO_DEAL',
      'NO_DECLARER',
      'NO_CONTRACT',
    ]);
  });

  it('needs no Declarer for an end position, whose Play tag names the leader (§3.10)', () => {
    const game = parsePbn(
      '[Deal "N:A... K... Q... J..."]\n[Contract "NT"]\n[Play "N"]\nSA SK SQ SJ\n',
    ).games[0];
    expect(game?.problems).toEqual([]);
  });
});
