/**
 * `tenace show`: the games of a PBN file drawn in the terminal, each with its deal diagram,
 * auction table and play trick by trick; `--board N` picks the games of one board.
 */
import { parseArgs } from 'node:util';
import { gameRecord } from '../pbn/game-record.js';
import { readCommandLine, singleFile } from './args.js';
import { type Charset, detectCharset } from './charset.js';
import type { Command } from './command.js';
import { EXIT_CODES } from './exit-codes.js';
import { inputGames } from './game-stream.js';
import { gameText } from './game-text.js';
import { helpText } from './help.js';
import { openInput } from './input.js';
import { writeTo } from './output.js';
import { startProgress } from './progress.js';
import { describeSystemError, failure, systemErrorCode, usageError } from './report.js';

const NAME = 'show';

const OPTIONS = {
  board: { type: 'string', short: 'b' },
  ascii: { type: 'boolean' },
  unicode: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const HELP = helpText({
  usage: 'show FILE [--board N] [--ascii | --unicode]',
  description: `Draws the games of a PBN file: a heading from the tags, the deal as a compass diagram,
the auction in the columns W N E S with its contract, and the play trick by trick (the
winning card marked *, the tricks of each side counted), with the author's texts.
Without --board every game is drawn; with it, every game whose Board tag is N (both rooms
of a match, say). Suits are drawn ♠ ♥ ♦ ♣ when the terminal's locale is UTF-8, else
S H D C. A FILE of - reads stdin.`,
  options: [
    ['-b, --board N', 'draw only the games of board N'],
    ['--ascii', 'plain letters S H D C and ASCII lines, whatever the locale'],
    ['--unicode', 'suit symbols and box lines, whatever the locale'],
  ],
  examples: ['tenace show games.pbn --board 3', 'tenace show games.pbn --ascii | less'],
});

export const showCommand: Command = {
  name: NAME,
  synopsis: 'FILE [--board N]',
  summary: 'draw a deal, its auction and its play in the terminal',
  async run(args, io) {
    const line = readCommandLine(io, NAME, HELP, () =>
      parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true }),
    );
    if (typeof line === 'number') return line;
    const { values } = line;
    const file = singleFile(io, NAME, line.positionals);
    if (typeof file === 'number') return file;
    if (values.ascii && values.unicode) {
      return usageError(io, NAME, '--ascii and --unicode cannot be used together');
    }
    const board = values.board?.trim();
    if (board === '') return usageError(io, NAME, '--board needs a board number');
    const charset: Charset = values.ascii
      ? 'ascii'
      : values.unicode
        ? 'unicode'
        : detectCharset(io.env);

    const input = await openInput(io, file);
    if (!input.ok) return failure(io, NAME, input.error.message);
    return writeTo(io, NAME, undefined, async (output) => {
      let games = 0;
      let shown = 0;
      try {
        const progress = startProgress(io, input.value.name, input.value.size, !io.stdout.isTTY);
        for await (const item of inputGames(input.value, progress)) {
          if (!('game' in item)) continue;
          games += 1;
          const record = gameRecord(item.game);
          if (board !== undefined && record.tags.Board?.trim() !== board) continue;
          await output.write(`${shown > 0 ? '\n' : ''}${gameText(record, charset)}`);
          shown += 1;
        }
      } catch (error) {
        if (systemErrorCode(error) === undefined) throw error;
        return failure(io, NAME, `cannot read '${file}': ${describeSystemError(error)}`);
      }
      if (shown > 0) return EXIT_CODES.ok;
      const where = `${input.value.name} (${games} ${games === 1 ? 'game' : 'games'})`;
      return failure(
        io,
        NAME,
        board === undefined ? `no game in ${where}` : `no board ${board} in ${where}`,
      );
    });
  },
};
