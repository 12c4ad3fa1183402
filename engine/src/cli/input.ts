/**
 * Opening an input named on the command line, a file or `-` for stdin, as a stream of byte
 * chunks: nothing reads a whole file into memory.
 */
import { closeSync, constants, openSync, readSync } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { err, ok, type Result } from '../result.js';
import { type CliIo, resolvePath } from './io.js';
import { describeSystemError } from './report.js';

/** Bytes per read: large enough to keep system calls rare, small enough to keep memory flat. */
export const CHUNK_BYTES = 64 * 1024;

/** An opened input. */
export interface Input {
  /** The name to show in messages: the path as given, or `<stdin>`. */
  readonly name: string;
  /** The size in bytes when known (a regular file), for the progress percentage. */
  readonly size: number | undefined;
  /** The bytes, chunk by chunk; each chunk is a fresh buffer the reader may keep. */
  readonly chunks: AsyncIterable<Uint8Array>;
}

/** The name `-` stands for standard input. */
export const STDIN_NAME = '-';

/**
 * Opens a file, or stdin for `-`: a file that does not exist, is a directory or may not be read
 * is a `CANNOT_READ` failure whose message names it.
 *
 * @example
 * const input = await openInput(io, 'games.pbn');
 * if (input.ok) for await (const chunk of input.value.chunks) decoder.push(chunk);
 */
export async function openInput(io: CliIo, path: string): Promise<Result<Input, 'CANNOT_READ'>> {
  if (path === STDIN_NAME) {
    return ok({ name: '<stdin>', size: undefined, chunks: io.stdin });
  }
  const absolute = resolvePath(io, path);
  try {
    const stats = await stat(absolute);
    if (stats.isDirectory()) return err('CANNOT_READ', `cannot read '${path}': is a directory`);
    await access(absolute, constants.R_OK);
    return ok({
      name: path,
      size: stats.isFile() ? stats.size : undefined,
      chunks: readFileChunks(absolute),
    });
  } catch (error) {
    return err('CANNOT_READ', `cannot read '${path}': ${describeSystemError(error)}`);
  }
}

/**
 * A file's bytes, chunk by chunk, each chunk a fresh buffer. The file is opened when reading
 * starts, so an input that is never read holds no descriptor.
 *
 * The reads are synchronous: a command reads one file at a time and has nothing else to do
 * while a chunk is read, and an asynchronous read costs a trip through libuv's thread pool and
 * the promise machinery per chunk, which over the corpus took four to five times the CPU time of
 * the reads themselves (engine/BENCHMARKS.md). What the command writes meanwhile is not held up:
 * it waits between chunks whenever its output asks it to.
 *
 * @example
 * for await (const chunk of readFileChunks('games.pbn')) bytes += chunk.length;
 */
export async function* readFileChunks(path: string): AsyncGenerator<Uint8Array, void, undefined> {
  const descriptor = openSync(path, 'r');
  try {
    while (true) {
      const buffer = new Uint8Array(CHUNK_BYTES);
      const bytesRead = readSync(descriptor, buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) return;
      yield bytesRead === CHUNK_BYTES ? buffer : buffer.subarray(0, bytesRead);
    }
  } finally {
    closeSync(descriptor);
  }
}

/**
 * The input's chunks, each one's length added to `read.bytes` as it passes: what the progress
 * line shows.
 *
 * @example
 * const read = { bytes: 0 };
 * for await (const chunk of countedChunks(input, read)) progress.update(read.bytes, games);
 */
export async function* countedChunks(
  input: Input,
  read: { bytes: number },
): AsyncGenerator<Uint8Array, void, undefined> {
  for await (const chunk of input.chunks) {
    read.bytes += chunk.length;
    yield chunk;
  }
}
