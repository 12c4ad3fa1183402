/**
 * `tenace deal`: random deals, numbered as boards with their dealer and vulnerability, from a
 * seed so that the same seed gives the same deals.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { boardDealer, boardVulnerability } from '../deal/boards.js';
import { randomDeal } from '../deal/random.js';
import { emptyHand } from '../hand/defaults.js';
import type { HandJSON } from '../hand/types.js';
import { handToPbnGame } from '../pbn/from-hand.js';
import { writePbnGame, writePbnHeader } from '../pbn/writer.js';
import { createRng } from '../random/rng.js';
import { parseWholeNumber, readCommandLine } from './args.js';
import type { Command } from './command.js';
import { EXIT_CODES } from './exit-codes.js';
import { helpText } from './help.js';
import { writeTo } from './output.js';
import { usageError } from './report.js';

const NAME = 'deal';

export const DEAL_FORMATS = ['pbn', 'json'] as const;
export type DealFormat = (typeof DEAL_FORMATS)[number];

const OPTIONS = {
  count: { type: 'string', short: 'n' },
  seed: { type: 'string', short: 's' },
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
} as const;

const HELP = helpText({
  usage: 'deal [--count N] [--seed S] [--format pbn|json] [-o OUT]',
  description: `Deals random hands: 13 cards to each seat, every deal equally likely. The deals are
numbered as boards 1, 2, 3… with the dealer and vulnerability of duplicate boards (Law 2).
The same seed always gives the same deals; without --seed a random one is drawn.

--format pbn writes PBN export format (CRLF line ends); --format json writes JSON Lines, one
handJSON per line.`,
  options: [
    ['-n, --count N', 'how many deals (default 1)'],
    ['-s, --seed S', 'any text; the same seed gives the same deals'],
    ['-f, --format F', 'pbn (default) or json'],
    ['-o, --output OUT', 'write to the file OUT instead of stdout'],
  ],
  examples: ['tenace deal', 'tenace deal --count 16 --seed club-night --format pbn -o boards.pbn'],
});

export const dealCommand: Command = {
  name: NAME,
  synopsis: '[--count N] [--seed S] [--format F]',
  summary: 'random deals, reproducible with a seed',
  async run(args, io) {
    const line = readCommandLine(io, NAME, HELP, () =>
      parseArgs({ args: [...args], options: OPTIONS }),
    );
    if (typeof line === 'number') return line;
    const { values } = line;
    const count = parseWholeNumber('--count', values.count, 1);
    if (!count.ok) return usageError(io, NAME, count.error.message);
    const format = values.format ?? 'pbn';
    if (!isDealFormat(format)) {
      return usageError(io, NAME, `--format must be pbn or json, not '${format}'`);
    }
    const deals = count.value ?? 1;
    const rng = createRng(values.seed ?? randomBytes(8).toString('hex'));
    return writeTo(io, NAME, values.output, async (output) => {
      if (format === 'pbn') await output.write(writePbnHeader());
      for (let board = 1; board <= deals; board++) {
        const hand = dealtHand(board, randomDeal(rng));
        await output.write(
          format === 'json'
            ? `${JSON.stringify(hand)}\n`
            : writePbnGame(handToPbnGame(hand, { Board: String(board) }), { index: board - 1 }),
        );
      }
      return EXIT_CODES.ok;
    });
  },
};

function isDealFormat(value: string): value is DealFormat {
  return (DEAL_FORMATS as readonly string[]).includes(value);
}

function dealtHand(board: number, deal: HandJSON['deal']): HandJSON {
  return {
    ...emptyHand(),
    deal,
    dealer: boardDealer(board),
    vulnerable: boardVulnerability(board),
  };
}
