/**
 * The `tenace` command line: finds the command named by the first words and hands it the rest.
 * engine/bin/tenace.js calls {@link main} with the process's arguments.
 */
import type { Command } from './command.js';
import { dealCommand } from './deal.js';
import { EXIT_CODES, EXIT_CODES_HELP, type ExitCode } from './exit-codes.js';
import { type CliIo, processIo } from './io.js';
import { pbnCheckCommand } from './pbn-check.js';
import { pbnConvertCommand } from './pbn-convert.js';
import { pbnExportCommand } from './pbn-export.js';
import { usageError } from './report.js';
import { showCommand } from './show.js';
import { engineVersion } from './version.js';

/** Every command, in the order the help lists them. */
export const COMMANDS: readonly Command[] = [
  pbnCheckCommand,
  pbnConvertCommand,
  pbnExportCommand,
  dealCommand,
  showCommand,
];

const HELP_FLAGS: readonly string[] = ['-h', '--help'];

/**
 * Runs `tenace` with the arguments after the program name and returns the exit code. Everything
 * it reads and writes goes through `io` (the process's streams by default), so tests can run it
 * in-process.
 *
 * @example
 * process.exitCode = await main(['pbn', 'check', 'games.pbn']);
 */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<ExitCode> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.stderr.write(listHelp(COMMANDS, ''));
    return EXIT_CODES.usage;
  }
  if (HELP_FLAGS.includes(first)) {
    io.stdout.write(listHelp(COMMANDS, ''));
    return EXIT_CODES.ok;
  }
  if (first === '--version') {
    io.stdout.write(`${engineVersion()}\n`);
    return EXIT_CODES.ok;
  }
  if (first.startsWith('-')) return usageError(io, '', `unknown option '${first}'`);

  const single = COMMANDS.find((command) => command.name === first);
  if (single) return single.run(rest, io);
  const group = COMMANDS.filter((command) => command.name.startsWith(`${first} `));
  if (group.length === 0) return usageError(io, '', `unknown command '${first}'`);

  const [sub, ...subArgs] = rest;
  if (sub === undefined) {
    io.stderr.write(listHelp(group, first));
    return EXIT_CODES.usage;
  }
  if (HELP_FLAGS.includes(sub)) {
    io.stdout.write(listHelp(group, first));
    return EXIT_CODES.ok;
  }
  const command = group.find((candidate) => candidate.name === `${first} ${sub}`);
  if (!command) return usageError(io, first, `unknown command '${first} ${sub}'`);
  return command.run(subArgs, io);
}

/** The help of `tenace` itself, or of a group of commands such as `tenace pbn`. */
function listHelp(commands: readonly Command[], group: string): string {
  const prefix = group ? `tenace ${group}` : 'tenace';
  const lines = commands.map((command) => `${command.name} ${command.synopsis}`);
  const width = Math.max(...lines.map((line) => line.length));
  const description = group
    ? 'PBN files (Portable Bridge Notation 2.1): check them, convert them to handJSON, export handJSON back.'
    : 'The Tenace bridge engine on the command line: check, convert and export PBN files, deal random\nhands, and draw a deal with its auction and play in the terminal.';
  return [
    `Usage: ${prefix} <command> [options]`,
    '',
    description,
    '',
    'Commands:',
    ...commands.map((command, index) => `  ${lines[index]?.padEnd(width)}  ${command.summary}`),
    '',
    'Options:',
    '  -h, --help   show this help',
    ...(group ? [] : ['  --version    print the version']),
    '',
    `Run 'tenace <command> --help' for a command's options and examples, such as`,
    `  tenace ${commands[0]?.name} --help`,
    '',
    EXIT_CODES_HELP,
    '',
  ].join('\n');
}
