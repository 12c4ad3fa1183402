/**
 * Every game of the real PBN files (corpus/pbn) survives the export: written in export format,
 * read back and written again it is the same text, and it converts to the same hand, so the
 * export keeps every comment where the commentary rule finds it (PBN §3.8).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PbnGame } from './model.js';
import { parsePbn, parsePbnBytes } from './reader.js';
import { pbnGameToHand } from './to-hand.js';
import { writePbnGame } from './writer.js';

const CORPUS = fileURLToPath(new URL('../../../../shared/corpus/pbn/', import.meta.url));

function pbnFiles(directory: string): string[] {
  return readdirSync(directory)
    .flatMap((name) => {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) return pbnFiles(path);
      return /\.pbn$/i.test(name) ? [path] : [];
    })
    .sort();
}

/** A game's hand and its problem codes (their order follows the lines, which the export moves). */
function conversion(game: PbnGame): string {
  const { hand, problems } = pbnGameToHand(game);
  return JSON.stringify([hand, problems.map((problem) => problem.code).sort()]);
}

describe('the corpus in export format', () => {
  let games = 0;
  const rewritten: string[] = [];
  const converted: string[] = [];

  beforeAll(() => {
    for (const path of pbnFiles(CORPUS)) {
      for (const game of parsePbnBytes(readFileSync(path)).games) {
        games += 1;
        const where = `${relative(CORPUS, path)} game ${game.index}`;
        const exported = writePbnGame(game, { index: 0 });
        const [again] = parsePbn(exported).games;
        if (again === undefined || writePbnGame(again, { index: 0 }) !== exported) {
          rewritten.push(where);
          continue;
        }
        if (conversion(again) !== conversion(game)) converted.push(where);
      }
    }
  }, 120_000);

  it('reads every game', () => {
    expect(games).toBeGreaterThan(25_000);
  });

  it('writes every game again as the same text', () => {
    expect(rewritten).toEqual([]);
  });

  it('converts every exported game to the same hand, with the same problems', () => {
    expect(converted).toEqual([]);
  });
});
