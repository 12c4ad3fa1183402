/**
 * `tenace pbn convert`: a PBN file to JSON Lines, one `{ tags, hand, problems }` object per
 * game, written as each game is read, so a file of any size converts in bounded memory.
 */
import { parseArgs } from 'node:util';
import { gameRecord } from '../pbn/game-record.js';
import { readCommandLine, singleFile } from './args.js';
import type { Command } from './command.js';
import { EXIT_CODES } from './exit-codes.js';
import { inputGames } from './game-stream.js';
import { helpText } from './help.js';
import { openInput } from './input.js';
import { writeTo } from './output.js';
import { problemLine } from './problem-line.js';
import { startProgress } from './progress.js';
import { describeSystemError, failure, systemErrorCode } from './report.js';

const NAME = 'pbn convert';

const OPTIONS = {
  output: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
} as const;

const HELP = helpText({
  usage: 'pbn convert FILE [-o OUT]',
  description: `Converts the games of a PBN file to JSON Lines: one object per game, on one line,
  { "tags": { "Event": "…", "Board": "1", … }, "hand": <handJSON>, "problems": [ … ] }
with the tags after #/## inheritance (Note tags are in the hand's comments), the hand in
handJSON (deal, dealer, vulnerable, auction, contract, declarer, play, tricks, …) and the
problems the reader and the conversion found in that game, each { line, column, code,
severity, message }. Problems of the file itself (its encoding, no games) go to stderr as
file:line:col: severity code: message.

A FILE of - reads stdin. The file is read as a stream and each game written when it ends:
any size converts in little memory. Problems in the games do not change the exit code
(use tenace pbn check for that).`,
  options: [['-o, --output OUT', 'write to the file OUT instead of stdout']],
  examples: [
    'tenace pbn convert games.pbn -o games.jsonl',
    'cat games.pbn | tenace pbn convert - | head -1',
  ],
});

export const pbnConvertCommand: Command = {
  name: NAME,
  synopsis: 'FILE [-o OUT]',
  summary: 'convert a PBN file to JSON Lines of { tags, hand, problems }',
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
    const showProgress = values.output !== undefined || !io.stdout.isTTY;
    const progress = startProgress(io, input.value.name, input.value.size, showProgress);
    return writeTo(io, NAME, values.output, async (output) => {
      try {
        for await (const item of inputGames(input.value, progress)) {
          if ('game' in item) {
            await output.write(`${JSON.stringify(gameRecord(item.game))}\n`);
          } else {
            progress.message(problemLine(input.value.name, item.fileProblem));
          }
        }
      } catch (error) {
        if (systemErrorCode(error) === undefined) throw error;
        return failure(io, NAME, `cannot read '${file}': ${describeSystemError(error)}`);
      }
      return EXIT_CODES.ok;
    });
  },
};
