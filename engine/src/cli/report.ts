/**
 * How a command tells the user something went wrong: one line on stderr, prefixed with the
 * command's name, and the exit code that goes with it.
 */
import { EXIT_CODES, type ExitCode } from './exit-codes.js';
import type { CliIo } from './io.js';

/**
 * Reports a mistake in the command line and points to the help; returns exit code 2.
 *
 * @example
 * return usageError(io, 'pbn check', 'no FILE given');
 * // stderr: "tenace pbn check: no FILE given\nRun 'tenace pbn check --help' for usage.\n"
 */
export function usageError(io: CliIo, command: string, message: string): ExitCode {
  const name = command ? `tenace ${command}` : 'tenace';
  io.stderr.write(`${name}: ${message}\nRun '${name} --help' for usage.\n`);
  return EXIT_CODES.usage;
}

/**
 * Reports an error met while running (an unreadable file, say); returns exit code 1.
 *
 * @example
 * return failure(io, 'show', "cannot read 'x.pbn': no such file");
 */
export function failure(io: CliIo, command: string, message: string): ExitCode {
  io.stderr.write(`tenace ${command}: ${message}\n`);
  return EXIT_CODES.failure;
}

/** The `code` of a Node system error (`ENOENT`, `EPIPE`), if it is one. */
export function systemErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The short reason of a system error (`ENOENT` becomes "no such file or directory"). */
export function describeSystemError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  switch (systemErrorCode(error)) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOTDIR':
      return 'a component of the path is not a directory';
    case 'ENOSPC':
      return 'no space left on device';
    case 'EPIPE':
      return 'the reader closed the pipe';
    default:
      return error.message;
  }
}
