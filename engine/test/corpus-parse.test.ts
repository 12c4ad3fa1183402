/**
 * Every PBN file of the corpus (../shared/corpus/pbn, pbn-notes.md §15) parses: no crash, the
 * number of games we expect, and no error on the files the reference verifier calls OK.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROBLEM_CATALOGUE, type ProblemCode } from '../src/pbn/problems.js';
import { parsePbnBytes } from '../src/pbn/reader.js';

const corpus = new URL('../../../shared/corpus/', import.meta.url);

interface ManifestRow {
  path: string;
  /** The number of `[Board` tags. */
  boards: number;
  /** `OK`, or the verifier's counts and top messages. */
  verifier: string;
}

const rows: ManifestRow[] = readFileSync(new URL('MANIFEST.tsv', corpus), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const columns = line.split('\t');
    return { path: columns[0] ?? '', boards: Number(columns[4]), verifier: columns[17] ?? '' };
  });

/**
 * Files whose game count is not their number of Board tags, and why. Everywhere else each game
 * has its own Board tag.
 */
const GAME_COUNT_EXCEPTIONS: Readonly<Record<string, { games: number; why: string }>> = {
  'ContractBridge__pbn-files/2001-Spring_NABC_-_74th_Vanderbilt_Cup_and_Open_Pairs/1PART1.PBN': {
    games: 11,
    why: 'some games follow the one before with no empty line, so their tags repeat it and the first wins (§3, §3.3); the verifier also counts 11',
  },
  'ContractBridge__pbn-files/2001-Spring_NABC_-_74th_Vanderbilt_Cup_and_Open_Pairs/2PART1.PBN': {
    games: 13,
    why: 'games without an empty line between them, as in 1PART1.PBN; the verifier also counts 13',
  },
  'ContractBridge__pbn-files/2001-Spring_NABC_-_74th_Vanderbilt_Cup_and_Open_Pairs/3PART1.PBN': {
    games: 25,
    why: 'games without an empty line between them, as in 1PART1.PBN; the verifier also counts 25',
  },
  'ContractBridge__pbn-files/singles/2000-Vanderbilt_Final.PBN': {
    games: 31,
    why: 'games without an empty line between them, as in 1PART1.PBN; the verifier also counts 31',
  },
  'ContractBridge__pbn-files/singles/Greg_Foltz-Mini_Movie.pbn': {
    games: 1,
    why: 'one game with no Board tag',
  },
  'ContractBridge__pbnj/src/test/resources/correct_10.pbn': {
    games: 31,
    why: 'the verifier test file marks its 31 games "% ===== game n =====", most without a Board tag',
  },
  'ContractBridge__pbnj/src/test/resources/correct_20.pbn': {
    games: 46,
    why: 'the verifier test file marks its 46 games, most without a Board tag',
  },
  'ContractBridge__pbnj/src/test/resources/errors_10.pbn': {
    games: 75,
    why: 'the file marks 74 games; the [Note] of its game 23 stands after an empty line, so it is a game of its own',
  },
  'ContractBridge__pbnj/src/test/resources/errors_20.pbn': {
    games: 22,
    why: 'the file marks 23 games; the { in the table of its game 19 opens a comment (§3.8) that its game 20 closes',
  },
  'ContractBridge__pbnj/src/test/resources/errors_21.pbn': {
    games: 2,
    why: 'two games with an OptimumScore tag only',
  },
  'Rick-Wilson__Baker-Bridge/Package/Bidpractice/Set1.pbn': {
    games: 26,
    why: 'twice an empty line stands before the [BCFlags] closing a board, making it a game of its own (the verifier also counts 26)',
  },
  'Rick-Wilson__Baker-Bridge/Package/Bidpractice/Set6.pbn': {
    games: 28,
    why: 'four [BCFlags] tags stand after an empty line, as in Set1.pbn',
  },
  'Rick-Wilson__Baker-Bridge/Package/Bidpractice/Set7.pbn': {
    games: 25,
    why: 'one [BCFlags] tag stands after an empty line, as in Set1.pbn',
  },
  'Rick-Wilson__Baker-Bridge/Package/Bidpractice/Set9.pbn': {
    games: 25,
    why: 'one [BCFlags] tag stands after an empty line, as in Set1.pbn',
  },
  'dominicprice__endplay/tests/pbn/example3.pbn': {
    games: 7632,
    why: 'each board is followed by its second table as a game with no Board tag (its deal tags are carried over, pbn/inheritance.ts)',
  },
};

describe('the PBN corpus', () => {
  it('has the files of its manifest', () => {
    expect(rows).toHaveLength(343);
  });

  describe.each(rows)('$path', ({ path, boards, verifier }) => {
    const file = parsePbnBytes(readFileSync(new URL(`pbn/${path}`, corpus)));
    const problems = [...file.problems, ...file.games.flatMap((game) => game.problems)];

    it('has the games we expect', () => {
      expect(file.games.length).toBe(GAME_COUNT_EXCEPTIONS[path]?.games ?? boards);
    });

    if (verifier === 'OK') {
      it('has no error, as the reference verifier finds none', () => {
        expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      });
    } else {
      it('places each problem it reports, with a catalogued code', () => {
        for (const problem of problems) {
          expect(problem.line).toBeGreaterThanOrEqual(1);
          expect(problem.column).toBeGreaterThanOrEqual(1);
          expect(PROBLEM_CATALOGUE[problem.code as ProblemCode]?.severity).toBe(problem.severity);
        }
      });
    }
  });
});
