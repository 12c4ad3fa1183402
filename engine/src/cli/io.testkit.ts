/**
 * An in-memory {@link CliIo} for tests: stdin from a string or bytes, stdout and stderr
 * collected, the environment, working directory and clock chosen by the test.
 */
import { Readable, Writable } from 'node:stream';
import type { CliIo, OutputStream } from './io.js';

export interface MemoryIoOptions {
  stdin?: string | Uint8Array;
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Whether stderr claims to be a terminal (progress shows only then). */
  stderrIsTTY?: boolean;
  /** Milliseconds each call of `now` advances the clock. */
  tick?: number;
}

export interface MemoryIo extends CliIo {
  stdoutText(): string;
  stderrText(): string;
}

export function memoryIo(options: MemoryIoOptions = {}): MemoryIo {
  const stdout = collector(false);
  const stderr = collector(options.stderrIsTTY ?? false);
  let clock = 0;
  return {
    stdin: Readable.from(options.stdin === undefined ? [] : [Buffer.from(options.stdin)]),
    stdout: stdout.stream,
    stderr: stderr.stream,
    env: options.env ?? { LANG: 'en_US.UTF-8' },
    cwd: options.cwd ?? process.cwd(),
    now: () => {
      clock += options.tick ?? 0;
      return clock;
    },
    stdoutText: stdout.text,
    stderrText: stderr.text,
  };
}

function collector(isTTY: boolean): { stream: OutputStream; text: () => string } {
  const chunks: Buffer[] = [];
  const writable = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const stream = Object.assign(writable, { isTTY });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}
