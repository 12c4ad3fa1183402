/**
 * Where a command writes its results: a file named with `-o`, or stdout. Text is gathered into
 * blocks and written with backpressure, so a slow reader slows the command down instead of
 * filling memory.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { EXIT_CODES, type ExitCode } from './exit-codes.js';
import { type CliIo, type OutputStream, resolvePath } from './io.js';
import { describeSystemError, failure, systemErrorCode } from './report.js';

/** Characters gathered before a write: few system calls, little memory. */
const BLOCK_CHARS = 64 * 1024;

/** An opened output. */
export interface Output {
  /** Queues text; waits when the destination is behind. Rejects with an {@link OutputFailure}. */
  write(text: string): Promise<void>;
}

/** The output stream failed (a full disk, a closed pipe): the command stops. */
export class OutputFailure extends Error {
  constructor(
    readonly reason: string,
    readonly systemCode: string | undefined,
  ) {
    super(reason);
    this.name = 'OutputFailure';
  }
}

/**
 * Runs `body` with the output `-o` names (created or truncated), or stdout when there is none,
 * then flushes and closes it. A file that cannot be created fails before `body` runs; a write
 * that fails stops `body` and is reported. A reader that closes the pipe early (`| head`) ends
 * the command quietly.
 *
 * @example
 * return writeTo(io, 'pbn convert', values.output, async (output) => {
 *   await output.write('{}\n');
 *   return EXIT_CODES.ok;
 * });
 */
export async function writeTo(
  io: CliIo,
  command: string,
  path: string | undefined,
  body: (output: Output) => Promise<ExitCode>,
): Promise<ExitCode> {
  let stream: OutputStream = io.stdout;
  if (path !== undefined) {
    const file = createWriteStream(resolvePath(io, path));
    try {
      await once(file, 'open');
    } catch (error) {
      return failure(io, command, `cannot write '${path}': ${describeSystemError(error)}`);
    }
    stream = file;
  }
  const writer = blockWriter(stream);
  try {
    const code = await body(writer);
    await writer.flush();
    if (path !== undefined) await endFile(stream);
    return code;
  } catch (error) {
    if (!(error instanceof OutputFailure)) throw error;
    if (error.systemCode === 'EPIPE') return EXIT_CODES.ok;
    const name = path === undefined ? 'stdout' : `'${path}'`;
    return failure(io, command, `cannot write ${name}: ${error.reason}`);
  } finally {
    if (path !== undefined) stream.destroy();
  }
}

function blockWriter(stream: OutputStream): Output & { flush(): Promise<void> } {
  let block = '';
  let failed: OutputFailure | undefined;
  stream.on('error', (error) => {
    failed = new OutputFailure(describeSystemError(error), systemErrorCode(error));
  });

  async function flush(): Promise<void> {
    if (failed) throw failed;
    if (block === '') return;
    const text = block;
    block = '';
    if (!stream.write(text)) await drained(stream);
    if (failed) throw failed;
  }

  return {
    async write(text) {
      block += text;
      if (block.length >= BLOCK_CHARS) await flush();
    },
    flush,
  };
}

async function endFile(stream: OutputStream): Promise<void> {
  const finished = once(stream, 'finish');
  stream.end();
  try {
    await finished;
  } catch (error) {
    throw new OutputFailure(describeSystemError(error), systemErrorCode(error));
  }
}

// Waits for 'drain', or for the 'error' that means it will never come.
async function drained(stream: OutputStream): Promise<void> {
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('error', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('error', done);
  });
}
