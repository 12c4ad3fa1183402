/**
 * The games of an input, read chunk by chunk through the engine's streaming PBN reader, with the
 * progress line kept up to date. Problems that belong to no game come in their place in the
 * stream.
 */
import type { PbnGame, PbnProblem } from '../pbn/model.js';
import { readPbnGames } from '../pbn/reader.js';
import type { Input } from './input.js';
import type { CliIo } from './io.js';
import { SILENT_PROGRESS, startProgress } from './progress.js';

/** A game of the input, or a problem of the file itself (its encoding, no games at all). */
export type InputItem = { game: PbnGame } | { fileProblem: PbnProblem };

/**
 * Reads the games of an input one at a time; memory stays bounded by the largest game. The
 * progress line is drawn unless `showProgress` is false (when the results go to the same
 * terminal).
 *
 * @example
 * for await (const item of inputGames(io, input, true)) if ('game' in item) count++;
 */
export async function* inputGames(
  io: CliIo,
  input: Input,
  showProgress: boolean,
): AsyncGenerator<InputItem, void, undefined> {
  const progress = showProgress ? startProgress(io, input.name, input.size) : SILENT_PROGRESS;
  let bytes = 0;
  let games = 0;
  const fileProblems: PbnProblem[] = [];
  async function* counted(): AsyncGenerator<Uint8Array> {
    for await (const chunk of input.chunks) {
      bytes += chunk.length;
      yield chunk;
    }
  }
  try {
    for await (const game of readPbnGames(counted(), (problem) => fileProblems.push(problem))) {
      for (const problem of fileProblems.splice(0)) yield { fileProblem: problem };
      games += 1;
      progress.update(bytes, games);
      yield { game };
    }
    for (const problem of fileProblems.splice(0)) yield { fileProblem: problem };
  } finally {
    progress.done();
  }
}
