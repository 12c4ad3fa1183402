/**
 * `tenace pbn export`: JSON Lines of hands back to a PBN file in export format (PBN 2.1 §2.1:
 * CRLF, the 15 mandatory tags in order, four calls and one trick a line). Each line is written
 * as it is read.
 */
import { parseArgs } from 'node:util';
import { handToPbnGame } from '../pbn/from-hand.js';
import type { PbnProblem } from '../pbn/model.js';
import { writePbnGame, writePbnHeader } from '../pbn/writer.js';
import { readCommandLine, singleFile } from './args.js';
import type { Command } from './command.js';
import { EXIT_CODES } from './exit-codes.js';
import { readHandLine } from './hand-line.js';
import { helpText } from './help.js';
import { countedChunks, openInput } from './input.js';
import { writeTo } from './output.js';
import { problemLine } from './problem-line.js';
import { startProgress } from './progress.js';
import { describeSystemError, failure, systemErrorCode } from './report.js';
import { textLines } from './text-lines.js';

const NAME = 'pbn export';

const OPTIONS = {
  output: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
} as const;

const HELP = helpText({
  usage: 'pbn export FILE.jsonl [-o OUT]',
  description: `Writes hands as a PBN file in export format (PBN 2.1: CRLF line ends, the 15 mandatory tags
in order, then the others alphabetically, the auction four calls a line, the play one trick
a line). Each line of FILE.jsonl is one hand, either
  a line of tenace pbn convert: { "tags": {…}, "hand": <handJSON>, "problems": […] }
  (the tags fill what the hand does not hold: Event, Site, Board, players…), or
  a bare handJSON: { "deal": […], "dealer": "N", … }.
Empty lines are skipped. A line that is not JSON or not a valid hand is reported on stderr
as file:line:col: error code: message and skipped; what the export format cannot hold is
reported as a warning or info. A FILE of - reads stdin.`,
  options: [['-o, --output OUT', 'write to the file OUT instead of stdout']],
  examples: [
    'tenace pbn export hands.jsonl -o hands.pbn',
    'tenace pbn convert in.pbn | tenace pbn export - > out.pbn',
  ],
});

export const pbnExportCommand: Command = {
  name: NAME,
  synopsis: 'FILE.jsonl [-o OUT]',
  summary: 'write JSON Lines of hands as a PBN file (export format)',
  async run(args, io) {
    const line = readCommandLine(io, NAME, HELP, () =>
      parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true }),
    );
    if (typeof line === 'number') return line;
    const { values } = line;
    const file = singleFile(io, NAME, line.positionals);
    if (typeof file === 'number') return file;

    const input = await openInput(io, file);
    if (!input.ok) return failure(io, NAME, input.error.message);
    const { name } = input.value;
    const showProgress = values.output !== undefined || !io.stdout.isTTY;
    const progress = startProgress(io, name, input.value.size, showProgress);
    const report = (problem: PbnProblem) => progress.message(problemLine(name, problem));
    const consumed = { bytes: 0 };
    return writeTo(io, NAME, values.output, async (output) => {
      let games = 0;
      let badLines = 0;
      await output.write(writePbnHeader());
      try {
        for await (const line of textLines(countedChunks(input.value, consumed))) {
          progress.update(consumed.bytes, games);
          if (line.text.trim() === '') continue;
          const position = { line: line.number, column: 1 };
          const read = readHandLine(line.text);
          if (!read.ok) {
            badLines += 1;
            report({ ...position, severity: 'error', ...read.error });
            continue;
          }
          const game = handToPbnGame(read.value.hand, read.value.tags);
          for (const problem of game.problems) report({ ...problem, ...position });
          await output.write(writePbnGame(game, { index: games }));
          games += 1;
        }
      } catch (error) {
        if (systemErrorCode(error) === undefined) throw error;
        return failure(io, NAME, `cannot read '${file}': ${describeSystemError(error)}`);
      } finally {
        progress.done();
      }
      return badLines > 0 ? EXIT_CODES.failure : EXIT_CODES.ok;
    });
  },
};
