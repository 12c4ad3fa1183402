import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PbnFile, PbnGame } from './model.js';
import { createPbnParser } from './parser.js';
import { parsePbn, parsePbnBytes, readPbnGames } from './reader.js';

const corpus = new URL('../../../../shared/corpus/pbn/', import.meta.url);
const realText = readFileSync(
  new URL('ContractBridge__pbnj/src/test/resources/correct_20.pbn', corpus),
  'latin1',
);

function parseInPieces(text: string, cuts: number[]): PbnFile {
  const games: PbnGame[] = [];
  const problems: PbnFile['problems'] = [];
  const parser = createPbnParser({
    onGame: (game) => games.push(game),
    onProblem: (p) => problems.push(p),
  });
  const at = [
    0,
    ...[...cuts].map((cut) => cut % (text.length + 1)).sort((a, b) => a - b),
    text.length,
  ];
  for (let index = 1; index < at.length; index++) parser.push(text.slice(at[index - 1], at[index]));
  parser.end();
  return { games, problems };
}

/** Edits of real PBN text: characters a PBN file is made of, at random places. */
const PBN_CHARACTERS = [...'[]{}";%#^*+-=!?$ \t\r\n\\ANSWEHDCTKQJ0123456789xp'];
const edit = fc.record({
  at: fc.nat(),
  remove: fc.nat({ max: 20 }),
  insert: fc
    .array(fc.constantFrom(...PBN_CHARACTERS), { maxLength: 8 })
    .map((chars) => chars.join('')),
});

function applyEdits(text: string, edits: { at: number; remove: number; insert: string }[]): string {
  let result = text;
  for (const { at, remove, insert } of edits) {
    const position = at % (result.length + 1);
    result = result.slice(0, position) + insert + result.slice(position + remove);
  }
  return result;
}

describe('parsePbn never throws; it reports (issue 2 §4)', () => {
  it('on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const file = parsePbn(text);
        for (const problem of [...file.problems, ...file.games.flatMap((game) => game.problems)]) {
          expect(problem.line).toBeGreaterThanOrEqual(1);
          expect(problem.column).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it('on strings made of the characters PBN is made of', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PBN_CHARACTERS), { maxLength: 300 }), (chars) => {
        parsePbn(chars.join(''));
      }),
    );
  });

  it('on real PBN text with random edits', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 10 }), (edits) => {
        parsePbn(applyEdits(realText, edits));
      }),
      { numRuns: 200 },
    );
  });
});

describe('the streaming parser reads the same whatever the pieces', () => {
  it('for real PBN text', () => {
    const whole = parsePbn(realText);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 10 }), (cuts) => {
        expect(parseInPieces(realText, cuts)).toEqual(whole);
      }),
      { numRuns: 50 },
    );
  });

  it('for edited PBN text', () => {
    fc.assert(
      fc.property(
        fc.array(edit, { maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (edits, cuts) => {
          const text = applyEdits(realText, edits);
          expect(parseInPieces(text, cuts)).toEqual(parsePbn(text));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('parsePbnBytes', () => {
  it('reads Latin-1 bytes and says so in the file problems', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('[Event "No'),
      0xeb,
      0x6c,
      0x22,
      0x5d,
    ]);
    const file = parsePbnBytes(bytes);
    expect(file.games[0]?.tags[0]?.value).toBe('Noël');
    expect(file.problems.map((problem) => [problem.code, problem.severity])).toEqual([
      ['LATIN1_FALLBACK', 'info'],
    ]);
  });
});

describe('readPbnGames', () => {
  async function* chunks(...pieces: (string | Uint8Array)[]) {
    yield* pieces;
  }

  it('yields the games of a stream of text or bytes, in order', async () => {
    const encoder = new TextEncoder();
    const indexes: number[] = [];
    for await (const game of readPbnGames(
      chunks(encoder.encode('[Board "1"]\n\n[Bo'), encoder.encode('ard "2"]\n\n[Board "3"]')),
    )) {
      indexes.push(game.index);
    }
    expect(indexes).toEqual([0, 1, 2]);
  });

  it('reads a chunk of many games, in its pieces, as parsePbn reads the whole text', async () => {
    // Four copies of a real file (70 KB, Latin-1): more than one piece of a chunk each, as text
    // and as the bytes it is read from, cut where lines and games do not end.
    const text = `${realText}\n\n`.repeat(4);
    const bytes = Uint8Array.from(text, (character) => character.charCodeAt(0));
    const expected = parsePbn(text).games;
    for (const source of [
      chunks(text.slice(0, 30_001), text.slice(30_001)),
      chunks(bytes.subarray(0, 50_003), bytes.subarray(50_003)),
    ]) {
      const games: PbnGame[] = [];
      for await (const game of readPbnGames(source)) games.push(game);
      expect(games).toEqual(expected);
    }
  });

  it('closes the stream when the reader stops early', async () => {
    let closed = false;
    async function* source() {
      try {
        yield '[Board "1"]\n\n[Board "2"]\n\n';
        yield '[Board "3"]\n';
      } finally {
        closed = true;
      }
    }
    for await (const game of readPbnGames(source())) {
      expect(game.index).toBe(0);
      break;
    }
    expect(closed).toBe(true);
  });

  it('reports the switch to Latin-1 to onProblem', async () => {
    const found: string[] = [];
    const read = readPbnGames(
      chunks(new Uint8Array([0x5b, 0x45, 0xe9, 0x20, 0x22, 0x22, 0x5d])),
      (problem) => found.push(problem.code),
    );
    for await (const game of read) expect(game.tags[0]?.name).toBe('Eé');
    expect(found).toEqual(['LATIN1_FALLBACK']);
  });
});
