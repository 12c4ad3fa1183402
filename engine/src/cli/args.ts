/**
 * Reading a command line with node:util `parseArgs`, turning its exceptions into values,
 * answering `--help`, and checking the arguments every command checks the same way.
 */
import { err, ok, type Result } from '../result.js';
import { EXIT_CODES, type ExitCode } from './exit-codes.js';
import type { CliIo } from './io.js';
import { usageError } from './report.js';

/**
 * Runs a `parseArgs` call and returns its result, or the reason the command line is wrong.
 * `parseArgs` throws for unknown options and missing values; those are the user's mistakes,
 * not the program's, so they become a `USAGE` failure.
 *
 * @example
 * parseCommandLine(() => parseArgs({ args: ['--nope'], options: {} }))
 * // { ok: false, error: { code: 'USAGE', message: "Unknown option '--nope'" } }
 */
export function parseCommandLine<T>(parse: () => T): Result<T, 'USAGE'> {
  try {
    return ok(parse());
  } catch (error) {
    if (isParseArgsError(error)) return err('USAGE', firstSentence(error.message));
    throw error;
  }
}

function isParseArgsError(error: unknown): error is Error & { code: string } {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('ERR_PARSE_ARGS')
  );
}

// parseArgs appends advice about `--` to unknown-option messages; the first sentence is the point.
function firstSentence(message: string): string {
  const end = message.indexOf('. ');
  return end === -1 ? message.replace(/\.$/, '') : message.slice(0, end);
}

/**
 * Reads an option that must be a whole number within bounds; `undefined` when absent.
 *
 * @example
 * parseWholeNumber('--count', '12', 1) // { ok: true, value: 12 }
 */
export function parseWholeNumber(
  option: string,
  text: string | undefined,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): Result<number | undefined, 'USAGE'> {
  if (text === undefined) return ok(undefined);
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `${min} to ${max}`;
    return err('USAGE', `${option} must be a whole number ${range}, not '${text}'`);
  }
  return ok(value);
}

/**
 * How every command starts: reads its command line, prints the help for `--help`, reports a
 * mistake in the line. Returns the parsed line, or the exit code when the command is done.
 *
 * @example
 * const line = readCommandLine(io, 'show', HELP, () => parseArgs({ args, options: OPTIONS }));
 * if (typeof line === 'number') return line;
 */
export function readCommandLine<Line extends { values: { help?: boolean | undefined } }>(
  io: CliIo,
  command: string,
  help: string,
  parse: () => Line,
): Line | ExitCode {
  const parsed = parseCommandLine(parse);
  if (!parsed.ok) return usageError(io, command, parsed.error.message);
  if (parsed.value.values.help) {
    io.stdout.write(help);
    return EXIT_CODES.ok;
  }
  return parsed.value;
}

/**
 * The one FILE a command takes, or the usage error when there is none or more than one.
 *
 * @example
 * const file = singleFile(io, 'show', line.positionals);
 * if (typeof file === 'number') return file;
 */
export function singleFile(
  io: CliIo,
  command: string,
  positionals: readonly string[],
): string | ExitCode {
  const [file, ...extra] = positionals;
  if (file === undefined) return usageError(io, command, 'no FILE given');
  if (extra.length > 0) return usageError(io, command, `one FILE only, not also '${extra[0]}'`);
  return file;
}
