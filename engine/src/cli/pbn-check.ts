/**
 * `tenace pbn check`: reads PBN files and lists every problem the reader and the conversion to
 * handJSON find, lint-style, then a summary. Exit code 1 when any problem is an error.
 */
import { parseArgs } from 'node:util';
import { gameRecord } from '../pbn/game-record.js';
import { SEVERITIES, type Severity } from '../pbn/model.js';
import { readCommandLine } from './args.js';
import type { Command } from './command.js';
import { EXIT_CODES } from './exit-codes.js';
import { inputGames } from './game-stream.js';
import { helpText } from './help.js';
import { openInput } from './input.js';
import type { CliIo } from './io.js';
import { type Output, writeTo } from './output.js';
import { noProblems, problemLine, type SeverityCounts, summaryLine } from './problem-line.js';
import { startProgress } from './progress.js';
import { describeSystemError, failure, systemErrorCode, usageError } from './report.js';

const NAME = 'pbn check';

const OPTIONS = {
  severity: { type: 'string', short: 's' },
  help: { type: 'boolean', short: 'h' },
} as const;

const HELP = helpText({
  usage: 'pbn check FILE... [--severity LEVEL]',
  description: `Reads PBN files (import format of PBN 2.1, 2.0 and 1.0; UTF-8 or Latin-1) and lists every
problem found, by the reader and by the conversion to handJSON, one per line:
  file:line:col: severity code: message
then a summary line with the number of files, games and problems of each severity.
A FILE of - reads stdin. Files are read as streams: any size works.`,
  options: [
    [
      '-s, --severity LEVEL',
      'list only problems of LEVEL or worse: error, warning or info (default);',
    ],
    ['', 'the summary counts them all'],
  ],
  examples: ['tenace pbn check games.pbn', 'tenace pbn check --severity warning *.pbn'],
});

export const pbnCheckCommand: Command = {
  name: NAME,
  synopsis: 'FILE...',
  summary: 'check PBN files and list their problems',
  async run(args, io) {
    const line = readCommandLine(io, NAME, HELP, () =>
      parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true }),
    );
    if (typeof line === 'number') return line;
    const { values, positionals: files } = line;
    const severity = values.severity ?? 'info';
    if (!isSeverity(severity)) {
      return usageError(io, NAME, `--severity must be error, warning or info, not '${severity}'`);
    }
    if (files.length === 0) return usageError(io, NAME, 'no FILE given');

    return writeTo(io, NAME, undefined, async (output) => {
      const totals = { files: files.length, unreadable: 0, games: 0, problems: noProblems() };
      const listed = new Set(SEVERITIES.slice(0, SEVERITIES.indexOf(severity) + 1));
      for (const file of files) {
        const checked = await checkFile(io, file, output, (problem) => listed.has(problem));
        if (checked === undefined) {
          totals.unreadable += 1;
          continue;
        }
        totals.games += checked.games;
        for (const level of SEVERITIES) totals.problems[level] += checked.problems[level];
      }
      await output.write(`${summaryLine(totals)}\n`);
      const failed = totals.unreadable > 0 || totals.problems.error > 0;
      return failed ? EXIT_CODES.failure : EXIT_CODES.ok;
    });
  },
};

function isSeverity(value: string): value is Severity {
  return (SEVERITIES as readonly string[]).includes(value);
}

/** Checks one file; `undefined` when it cannot be read (already reported on stderr). */
async function checkFile(
  io: CliIo,
  file: string,
  output: Output,
  isListed: (severity: Severity) => boolean,
): Promise<{ games: number; problems: SeverityCounts } | undefined> {
  const input = await openInput(io, file);
  if (!input.ok) {
    failure(io, NAME, input.error.message);
    return undefined;
  }
  const { name } = input.value;
  const counts = { games: 0, problems: noProblems() };
  try {
    const progress = startProgress(io, name, input.value.size, !io.stdout.isTTY);
    for await (const item of inputGames(input.value, progress)) {
      const problems = 'game' in item ? gameRecord(item.game).problems : [item.fileProblem];
      if ('game' in item) counts.games += 1;
      for (const problem of problems) {
        counts.problems[problem.severity] += 1;
        if (isListed(problem.severity)) await output.write(`${problemLine(name, problem)}\n`);
      }
    }
  } catch (error) {
    if (systemErrorCode(error) === undefined) throw error;
    failure(io, NAME, `cannot read '${file}': ${describeSystemError(error)}`);
    return undefined;
  }
  return counts;
}
