/**
 * The CLI's window on the process: its standard streams, environment and working directory,
 * injectable so that tests run commands in-process and read what they wrote.
 */
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** A writable stream that may be a terminal. */
export type OutputStream = Writable & { readonly isTTY?: boolean };

/** What a command may touch besides the files it is given. */
export interface CliIo {
  readonly stdin: Readable;
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The directory relative paths are resolved against. */
  readonly cwd: string;
  /** Milliseconds from an arbitrary origin; paces the progress line. */
  readonly now: () => number;
}

/**
 * The real process's streams and environment.
 *
 * @example
 * process.exitCode = await main(process.argv.slice(2), processIo());
 */
export function processIo(): CliIo {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    now: () => performance.now(),
  };
}

/** A path given on the command line, made absolute against the CLI's working directory. */
export function resolvePath(io: CliIo, path: string): string {
  return resolve(io.cwd, path);
}
