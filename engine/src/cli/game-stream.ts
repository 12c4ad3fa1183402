/**
 * The games of an input, read chunk by chunk through the engine's streaming PBN reader, with the
 * progress line kept up to date. Problems that belong to no game come in their place in the
 * stream.
 */
import type { PbnGame, PbnProblem } from '../pbn/model.js';
import { readPbnGames } from '../pbn/reader.js';
import { countedChunks, type Input } from './input.js';
import type { Progress } from './progress.js';

/** A game of the input, or a problem of the file itself (its encoding, no games at all). */
export type InputItem = { game: PbnGame } | { fileProblem: PbnProblem };

/**
 * Reads the games of an input one at a time, keeping `progress` up to date and erasing it at the
 * end; memory stays bounded by the largest game.
 *
 * @example
 * for await (const item of inputGames(input, startProgress(io, input.name, input.size))) {
 *   if ('game' in item) count++;
 * }
 */
export async function* inputGames(
  input: Input,
  progress: Progress,
): AsyncGenerator<InputItem, void, undefined> {
  const read = { bytes: 0 };
  let games = 0;
  const fileProblems: PbnProblem[] = [];
  const chunks = countedChunks(input, read);
  try {
    for await (const game of readPbnGames(chunks, (problem) => fileProblems.push(problem))) {
      for (const problem of fileProblems.splice(0)) yield { fileProblem: problem };
      games += 1;
      progress.update(read.bytes, games);
      yield { game };
    }
    for (const problem of fileProblems.splice(0)) yield { fileProblem: problem };
  } finally {
    progress.done();
  }
}
