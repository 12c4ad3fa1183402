import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptsEncoding } from '../http/accept-encoding.js';

/**
 * From this size up a kept answer is kept compressed too. Below it the answer travels in the
 * first round trip anyway (an initial congestion window of 10 segments, RFC 6928, is about
 * 14 KB), so compressing would cost CPU on every miss for nothing a visitor notices.
 */
export const COMPRESS_FROM_BYTES = 10 * 1024;

/** The encodings kept, best first: brotli (browsers send it over HTTPS), then gzip (any client). */
const ENCODINGS = [
  {
    name: 'br',
    // Quality 5: a search's 226 KB of JSON in 2 ms to 15 KB; 11 would take a second.
    compress: (bytes: Uint8Array) =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      }),
  },
  { name: 'gzip', compress: (bytes: Uint8Array) => gzipSync(bytes) },
] as const;

type Encoding = (typeof ENCODINGS)[number]['name'];

/** One way of sending a kept answer: its bytes and, when compressed, the Content-Encoding. */
export interface AnswerForm {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly encoding?: Encoding;
}

/** A JSON answer ready to send again: its UTF-8 bytes and, when large, compressed copies. */
export interface KeptAnswer {
  readonly plain: AnswerForm;
  /** Best first; empty below {@link COMPRESS_FROM_BYTES}. */
  readonly compressed: readonly AnswerForm[];
  /** The bytes held, all forms together. */
  readonly weight: number;
}

/**
 * Encodes a JSON answer once for every later send, compressed too when `compress` and large: a
 * 350 KB answer kept as text was measured and encoded to UTF-8 on every send, and compressing it
 * per request would cost more than sending it.
 *
 * @example
 * const kept = keepAnswer(JSON.stringify(result), { compress: true });
 * const { bytes, encoding } = formFor(kept, c.req.header('accept-encoding'));
 */
export function keepAnswer(json: string, options: { compress: boolean }): KeptAnswer {
  const bytes = new TextEncoder().encode(json);
  const compressed =
    !options.compress || bytes.byteLength < COMPRESS_FROM_BYTES
      ? []
      : ENCODINGS.map(({ name, compress }) => ({
          // A copy of its own: zlib's result may be a slice of a larger shared buffer.
          bytes: new Uint8Array(compress(bytes)),
          encoding: name,
        }));
  return {
    plain: { bytes },
    compressed,
    weight: compressed.reduce((sum, form) => sum + form.bytes.byteLength, bytes.byteLength),
  };
}

/** The best form of `answer` that a client sending `acceptEncoding` can read. */
export function formFor(answer: KeptAnswer, acceptEncoding: string | undefined): AnswerForm {
  if (acceptEncoding === undefined) return answer.plain;
  const form = answer.compressed.find(
    ({ encoding }) => encoding !== undefined && acceptsEncoding(acceptEncoding, encoding),
  );
  return form ?? answer.plain;
}
