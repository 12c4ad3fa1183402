import { describe, expect, it } from 'vitest';
import type { PbnGame } from './model.js';
import { createPbnParser } from './parser.js';
import { parsePbn } from './reader.js';

const problems = (game: PbnGame | undefined) =>
  game?.problems.map((problem) => [problem.code, problem.severity, problem.line, problem.column]);
const tagNames = (game: PbnGame | undefined) => game?.tags.map((tag) => `${tag.name}=${tag.value}`);

describe('games (PBN §3)', () => {
  it('separates games by semi-empty lines, numbering them from 0 at their first tag', () => {
    const { games, problems: fileProblems } = parsePbn(
      '% PBN 2.1\n[Board "1"]\n\n \t\n[Board "2"] [Dealer "E"]\n\n\n',
    );
    expect(games.map((game) => [game.index, game.line, game.column, tagNames(game)])).toEqual([
      [0, 2, 1, ['Board=1']],
      [1, 5, 1, ['Board=2', 'Dealer=E']],
    ]);
    expect(fileProblems).toEqual([]);
  });

  it('does not end a game at an empty line inside a brace comment', () => {
    const { games } = parsePbn('[Board "1"]\n{one\n\ncomment}\n[Dealer "N"]\n');
    expect(tagNames(games[0])).toEqual(['Board=1', 'Dealer=N']);
  });

  it('keeps % escape lines with the game they precede or stand in (§2.4)', () => {
    const { games } = parsePbn(
      '% PBN 2.1\n%Creator: x\n[Board "1"]\n%inside\n\n%before 2\n[Board "2"]\n',
    );
    expect(games.map((game) => game.escapes)).toEqual([
      [' PBN 2.1', 'Creator: x', 'inside'],
      ['before 2'],
    ]);
  });

  it('reports a file with no game, such as a BridgeComposer header alone', () => {
    expect(parsePbn('%BCOptions Float\n%Font:x\n')).toEqual({
      games: [],
      problems: [
        {
          line: 1,
          column: 1,
          code: 'NO_GAMES',
          severity: 'info',
          message: 'The file holds no game',
        },
      ],
    });
  });
});

describe('tag pairs (§3.3, §4.9)', () => {
  it('keeps the first of a repeated tag and warns at the repeat', () => {
    const { games } = parsePbn('[Event "A"]\n[Event "B"]\n');
    expect(tagNames(games[0])).toEqual(['Event=A']);
    expect(problems(games[0])).toEqual([['TAG_EXISTS', 'warning', 2, 1]]);
  });

  it('keeps the first of a repeated tag past the thousands of names it remembers', () => {
    // Tag names are remembered up to a limit (4096) shared by every parser; a file of endless
    // invented names goes past it, and its later names are tracked per game all the same.
    const names = Array.from({ length: 5000 }, (_, index) => `Invented${index}`);
    const text = `${names.map((name) => `[${name} "a"]`).join('\n')}\n[Invented4999 "b"]\n\n[Invented4999 "c"]\n`;
    const { games } = parsePbn(text);
    const repeats = games[0]?.problems.filter((problem) => problem.code === 'TAG_EXISTS');
    expect(repeats?.map((problem) => problem.line)).toEqual([5001]);
    expect(games[0]?.tags.at(-1)?.value).toBe('a');
    expect(games[1]?.problems.filter((problem) => problem.code === 'TAG_EXISTS')).toEqual([]);
  });

  it('lets Note repeat', () => {
    const { games } = parsePbn(
      '[Dealer "N"]\n[Auction "N"]\n1C =1= 1D =2= AP\n[Note "1:a"]\n[Note "2:b"]\n',
    );
    expect(tagNames(games[0])).toEqual(['Dealer=N', 'Auction=N', 'Note=1:a', 'Note=2:b']);
    expect(games[0]?.problems).toEqual([]);
  });

  it('keeps unknown tags, with an info', () => {
    const { games } = parsePbn('[BCFlags "1f"]\n[DoubleDummyTricks "a8a8"]\n');
    expect(tagNames(games[0])).toEqual(['BCFlags=1f', 'DoubleDummyTricks=a8a8']);
    expect(problems(games[0])).toEqual([
      ['UNKNOWN_TAG', 'info', 1, 1],
      ['UNKNOWN_TAG', 'info', 2, 1],
    ]);
  });

  it('tells apart names that differ only in a character outside ASCII', () => {
    const { games } = parsePbn('[Tést "1"]\n[Tÿst "2"]\n[Tést "3"]\n\n[Tÿst "4"]\n[Tést "5"]\n');
    expect(tagNames(games[0])).toEqual(['Tést=1', 'Tÿst=2']);
    expect(tagNames(games[1])).toEqual(['Tÿst=4', 'Tést=5']);
  });

  it('warns about a tag name that does not start uppercase', () => {
    expect(problems(parsePbn('[event "x"]').games[0])).toEqual([
      ['BAD_TAG_NAME', 'warning', 1, 1],
      ['UNKNOWN_TAG', 'info', 1, 1],
    ]);
  });

  it.each([
    ['a tag with no value', '[Event]\n[Site "x"]', 1],
    ['a tag with a bare word', '[Event No_quotes]\n[Site "x"]', 1],
    ['a tag with no name', '[ "x"]\n[Site "x"]', 1],
    ['a tag that does not close', '[Event "x"\n[Site "x"]', 1],
  ])('reports %s at its [ and reads on', (_case, text, line) => {
    const { games } = parsePbn(text);
    expect(problems(games[0])).toEqual([['BAD_TAG', 'error', line, 1]]);
    expect(tagNames(games[0])).toEqual(['Site=x']);
  });

  it('makes a game of a broken tag alone, so its problem is its own', () => {
    const { games } = parsePbn('[Event]\n\n[Board "2"]\n');
    expect(games).toHaveLength(2);
    expect(problems(games[0])).toEqual([['BAD_TAG', 'error', 1, 1]]);
    expect(games[1]?.problems).toEqual([]);
  });

  it('reports tokens outside any tag or section once', () => {
    const { games } = parsePbn('bad characters here\n[Note "1:x"]\n');
    expect(problems(games[0])?.[0]).toEqual(['UNEXPECTED_TOKEN', 'error', 1, 1]);
  });
});

describe('commentary attaches to what precedes it (§3.8)', () => {
  it('gives a comment before the first tag to the game', () => {
    const { games } = parsePbn('{intro}\n; more\n[Event "x"]\n');
    expect(games[0]?.comments).toEqual([
      { line: 1, column: 1, kind: 'brace', text: 'intro' },
      { line: 2, column: 1, kind: 'semicolon', text: ' more' },
    ]);
  });

  it('gives a comment after a tag, on its line or later, to that tag', () => {
    const { games } = parsePbn(
      '[Deal "N:- - - -"] ; rest of Deal comment\n{\n  S\n}\n[Event "x"]\n',
    );
    expect(games[0]?.tags[0]?.comments.map((comment) => comment.text)).toEqual([
      ' rest of Deal comment',
      '\n  S\n',
    ]);
    expect(games[0]?.tags[1]?.comments).toEqual([]);
  });

  it('keeps a comment inside a tag pair with the tag, with a warning', () => {
    const { games } = parsePbn('[Event {odd} "x"]\n');
    expect(games[0]?.tags[0]?.comments.map((comment) => comment.text)).toEqual(['odd']);
    expect(problems(games[0])).toEqual([['COMMENT_IN_TAG', 'warning', 1, 8]]);
  });

  it('does not read [ inside braces as a tag (BridgeComposer lesson text)', () => {
    const { games } = parsePbn('[Event "x"]\n{[show NS]\n[NEXT]\n\n[PLAY N:SQ]}\n');
    expect(tagNames(games[0])).toEqual(['Event=x']);
  });
});

describe('supplemental sections (§5)', () => {
  it('keeps a table as rows of tokens, one per line, strings with their quotes', () => {
    const { games } = parsePbn(
      '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\nN  NT  9\nS "a b" 9\n[Event "x"]\n',
    );
    expect(games[0]?.sections).toEqual([
      {
        line: 1,
        column: 1,
        name: 'OptimumResultTable',
        value: 'Declarer;Denomination\\2R;Result\\2R',
        rows: [
          ['N', 'NT', '9'],
          ['S', '"a b"', '9'],
        ],
      },
    ]);
    expect(games[0]?.problems).toEqual([]);
  });

  it('keeps the data of an unknown tag as a section', () => {
    const { games } = parsePbn('[MyTable "x"]\n1 2\n');
    expect(games[0]?.sections[0]?.rows).toEqual([['1', '2']]);
    expect(problems(games[0])).toEqual([['UNKNOWN_TAG', 'info', 1, 1]]);
  });

  it('reports data after a tag that is not a section, keeping it as rows', () => {
    const { games } = parsePbn('[Event "x"] y\n');
    expect(games[0]?.sections[0]?.rows).toEqual([['y']]);
    expect(problems(games[0])).toEqual([['BAD_SECTION', 'error', 1, 13]]);
  });
});

describe('tag values are checked when the game ends (§3.4)', () => {
  it('reports a bad value at its tag, and lenient values as warnings', () => {
    const { games } = parsePbn(
      '[Board "100Deals-1"]\n[Date "20151006"]\n[Dealer "X"]\n[Vulnerable "N-S"]\n[Contract "3N"]\n[Declarer "?"]\n[Result ""]\n',
    );
    expect(problems(games[0])).toEqual([
      ['BAD_BOARD', 'warning', 1, 1],
      ['BAD_DATE', 'warning', 2, 1],
      ['BAD_DEALER', 'error', 3, 1],
      ['VULNERABLE_WITH_HYPHEN', 'warning', 4, 1],
      ['NT_AS_N', 'warning', 5, 1],
    ]);
  });

  it('accepts "?" and "" as unknown and not applicable (§3.4)', () => {
    const { games } = parsePbn('[Dealer ""]\n[Vulnerable "?"]\n[Deal "?"]\n[Contract ""]\n');
    expect(games[0]?.problems).toEqual([]);
  });

  it('reports one bad game and reads the rest', () => {
    const { games } = parsePbn('[Deal "N:AAA... - - -"]\n\n[Deal "N:A... - - -"]\n');
    expect(games.map((game) => game.problems.map((problem) => problem.code))).toEqual([
      ['BAD_DEAL'],
      [],
    ]);
  });
});

describe('createPbnParser: streaming', () => {
  it('emits each game as soon as the blank line after it arrives', () => {
    const seen: number[] = [];
    const parser = createPbnParser({ onGame: (game) => seen.push(game.index) });
    parser.push('[Board "1"]\n');
    expect(seen).toEqual([]);
    parser.push('\n[Board "2"]\n');
    expect(seen).toEqual([0]);
    parser.end();
    expect(seen).toEqual([0, 1]);
  });

  it('sends problems that belong to no game to onProblem', () => {
    const found: string[] = [];
    const parser = createPbnParser({
      onGame: () => {},
      onProblem: (problem) => found.push(problem.code),
    });
    parser.push('%only a header\n');
    parser.end();
    expect(found).toEqual(['NO_GAMES']);
  });
});
