/**
 * The entry points for reading PBN: a whole text, a whole file's bytes, or a stream of chunks
 * read one game at a time. All are thin wrappers over the streaming parser (parser.ts).
 */
import { createPbnDecoder, decodePbn } from './decode.js';
import type { PbnFile, PbnGame, PbnProblem } from './model.js';
import { createPbnParser } from './parser.js';
import { problemAt } from './problems.js';

/**
 * Parses a whole PBN text. Never throws: problems are reported in the games and the file.
 *
 * @example
 * const file = parsePbn('[Dealer "N"]\n[Auction "N"]\n1NT Pass 3NT AP\n');
 * file.games[0]?.auction?.calls.length // 6: 1NT Pass 3NT and the three passes of AP
 */
export function parsePbn(text: string): PbnFile {
  const games: PbnGame[] = [];
  const problems: PbnProblem[] = [];
  const parser = createPbnParser({
    onGame: (game) => games.push(game),
    onProblem: (problem) => problems.push(problem),
  });
  parser.push(text);
  parser.end();
  return { games, problems };
}

/**
 * Parses a whole PBN file from its bytes: UTF-8, or Latin-1 when they are not UTF-8, which is
 * reported as a `LATIN1_FALLBACK` info in the file's problems.
 *
 * @example
 * parsePbnBytes(readFileSync('hands.pbn')).games.length
 */
export function parsePbnBytes(bytes: Uint8Array): PbnFile {
  const decoded = decodePbn(bytes);
  const file = parsePbn(decoded.text);
  if (decoded.latin1From !== undefined) file.problems.unshift(latin1Problem(decoded.latin1From));
  return file;
}

// The most text handed to the parser at once (then up to the end of the line), so that the games
// waiting to be taken are a few, not a whole chunk's: games kept waiting while the parser makes
// more outlive the young generation's collections and are copied to the old one.
const PIECE = 8192;

/**
 * Reads games one at a time from a stream of text or bytes (bytes are decoded as by
 * `createPbnDecoder`), in memory bounded by the largest game, not by the file. Problems that
 * belong to no game go to `onProblem`. Stopping early (`break`) closes the stream.
 *
 * A hand-written iterator rather than an async generator: a generator awaits at every `yield`,
 * which for 100 000 games costs more than the parsing.
 *
 * @example
 * for await (const game of readPbnGames(createReadStream('big.pbn'))) count++;
 */
export function readPbnGames(
  chunks: AsyncIterable<string | Uint8Array>,
  onProblem?: (problem: PbnProblem) => void,
): AsyncIterableIterator<PbnGame> {
  const ready: PbnGame[] = [];
  let next = 0;
  let ended = false;
  let reportedLatin1 = false;
  const parser = createPbnParser({ onGame: (game) => ready.push(game), onProblem });
  const decoder = createPbnDecoder();
  const source = chunks[Symbol.asyncIterator]();

  function take(): IteratorResult<PbnGame> {
    const game = ready[next];
    if (game === undefined) return { value: undefined, done: true };
    next++;
    if (next === ready.length) {
      ready.length = 0;
      next = 0;
    }
    return { value: game, done: false };
  }

  // The text of the chunk being read, its code units when the decoder has them, and how far the
  // parser has read it.
  let text = '';
  let units: Uint8Array | undefined;
  let read = 0;

  /** Hands the parser the next piece of the chunk's text: its lines up to PIECE characters. */
  function pushPiece(): void {
    const newline = read + PIECE < text.length ? text.indexOf('\n', read + PIECE - 1) : -1;
    const end = newline < 0 ? text.length : newline + 1;
    const piece = read === 0 && end === text.length ? text : text.slice(read, end);
    parser.push(piece, units?.subarray(read, end));
    read = end;
  }

  /** Reads pieces and chunks until a game is ready or the stream ends. */
  async function fill(): Promise<IteratorResult<PbnGame>> {
    while (next === ready.length && !ended) {
      if (read < text.length) {
        pushPiece();
        continue;
      }
      const chunk = await source.next();
      if (chunk.done === true) {
        parser.push(decoder.end());
        parser.end();
        ended = true;
      } else {
        read = 0;
        if (typeof chunk.value === 'string') {
          text = chunk.value;
          units = undefined;
        } else {
          text = decoder.decode(chunk.value);
          units = decoder.textBytes();
        }
        const latin1From = decoder.latin1From();
        if (latin1From !== undefined && !reportedLatin1) {
          reportedLatin1 = true;
          onProblem?.(latin1Problem(latin1From));
        }
      }
    }
    return take();
  }

  return {
    next: () => (next < ready.length ? Promise.resolve(take()) : fill()),
    async return() {
      ended = true;
      ready.length = 0;
      next = 0;
      text = '';
      units = undefined;
      await source.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

function latin1Problem(offset: number): PbnProblem {
  return problemAt(
    'LATIN1_FALLBACK',
    `The bytes are not UTF-8 from byte ${offset}; read as Latin-1`,
    { line: 1, column: 1 },
  );
}
