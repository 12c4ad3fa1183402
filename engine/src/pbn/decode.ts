/**
 * Bytes to text for PBN files. The standard says ISO 8859-1 [PBN §2.2], but real files are
 * ASCII, Latin-1 or UTF-8 (pbn-notes.md §15), so the text is read as UTF-8 and, where the bytes
 * are not valid UTF-8, as Latin-1. A UTF-8 byte order mark is dropped.
 *
 * Latin-1 is ISO 8859-1 exactly, each byte the code point of the same number, as the standard
 * says. (TextDecoder's `latin1` label means windows-1252 in browsers but ISO 8859-1 in some Node
 * versions, so it is not used; windows-1252 is, for the bytes where the two agree.) The
 * 0x80–0x9F codes, unused in PBN [§2.2], become C1 control characters.
 */

/** The encoding a text was read in. */
export const PBN_ENCODINGS = ['utf-8', 'latin1'] as const;
export type PbnEncoding = (typeof PBN_ENCODINGS)[number];

/** A decoded file. `latin1From` is the byte offset where UTF-8 failed and Latin-1 took over. */
export interface DecodedPbn {
  text: string;
  encoding: PbnEncoding;
  latin1From?: number;
}

/**
 * Decodes a whole file: UTF-8, or Latin-1 when the bytes are not valid UTF-8.
 *
 * @example
 * decodePbn(new Uint8Array([0x5b, 0xe9, 0x5d])) // { text: '[é]', encoding: 'latin1', latin1From: 0 }
 */
export function decodePbn(bytes: Uint8Array): DecodedPbn {
  const decoder = createPbnDecoder();
  const text = decoder.decode(bytes) + decoder.end();
  const latin1From = decoder.latin1From();
  return latin1From === undefined
    ? { text, encoding: 'utf-8' }
    : { text, encoding: 'latin1', latin1From };
}

/** An incremental decoder: feed it chunks of bytes in order, then call `end`. */
export interface PbnDecoder {
  /** The text of this chunk (a multi-byte character split across chunks comes out whole). */
  decode(chunk: Uint8Array): string;
  /** The text still held back at the end of the input. */
  end(): string;
  /** The byte offset from which the input is read as Latin-1, once UTF-8 has failed. */
  latin1From(): number | undefined;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/**
 * Creates an incremental decoder for streaming. It reads UTF-8 until a chunk is not valid UTF-8,
 * and reads that chunk and every later one as Latin-1, so earlier text is never re-read.
 *
 * @example
 * const decoder = createPbnDecoder();
 * decoder.decode(new Uint8Array([0xe2, 0x99])) + decoder.decode(new Uint8Array([0xa3])) + decoder.end() // '♣'
 */
export function createPbnDecoder(): PbnDecoder {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let offset = 0;
  let fallbackAt: number | undefined;
  // The bytes at the end of the previous chunk that begin a character not yet complete: UTF-8
  // holds them back, so when it fails they must be read again as Latin-1.
  let heldBack: Uint8Array = new Uint8Array(0);

  /** Reads `chunk`, which starts at byte `chunkStart`, and everything after it as Latin-1. */
  function fallBack(chunk: Uint8Array, chunkStart: number): string {
    fallbackAt = chunkStart - heldBack.length;
    const bytes = heldBack.length === 0 ? chunk : concat(heldBack, chunk);
    heldBack = new Uint8Array(0);
    const start = fallbackAt === 0 && startsWithBom(bytes) ? UTF8_BOM.length : 0;
    return latin1(bytes.subarray(start));
  }

  return {
    decode(chunk) {
      const chunkStart = offset;
      offset += chunk.length;
      if (fallbackAt !== undefined) return latin1(chunk);
      try {
        const text = utf8.decode(chunk, { stream: true });
        heldBack = incompleteTail(heldBack, chunk);
        return text;
      } catch {
        // Not UTF-8: this chunk and the rest are Latin-1.
        return fallBack(chunk, chunkStart);
      }
    },
    end() {
      if (fallbackAt !== undefined) return '';
      try {
        return utf8.decode();
      } catch {
        // The input ended inside a multi-byte character.
        return fallBack(new Uint8Array(0), offset);
      }
    },
    latin1From: () => fallbackAt,
  };
}

/**
 * The bytes of an incomplete UTF-8 character at the end of the input so far: at most 3 bytes,
 * from the last lead byte whose sequence the input does not complete.
 */
function incompleteTail(previous: Uint8Array, chunk: Uint8Array): Uint8Array {
  const bytes = chunk.length >= 3 ? chunk : concat(previous, chunk);
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back] as number;
    if (byte < 0x80) return new Uint8Array(0);
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return length > back ? bytes.slice(bytes.length - back) : new Uint8Array(0);
    }
  }
  return new Uint8Array(0);
}

// String.fromCharCode takes its arguments on the stack: read long inputs in blocks.
const LATIN1_BLOCK = 8192;

/**
 * A native decoder for windows-1252, which reads every byte as ISO 8859-1 does except 0x80–0x9F.
 * Chunks without those bytes, nearly all of them, are decoded with it, many times faster than
 * byte by byte. Undefined where the runtime has no windows-1252.
 */
const WINDOWS_1252 = nativeDecoder('windows-1252');

function nativeDecoder(label: string): { decode(bytes: Uint8Array): string } | undefined {
  try {
    return new TextDecoder(label);
  } catch {
    return undefined;
  }
}

/** ISO 8859-1: each byte is the code point of the same number. */
function latin1(bytes: Uint8Array): string {
  if (WINDOWS_1252 !== undefined && !hasC1Bytes(bytes)) return WINDOWS_1252.decode(bytes);
  let text = '';
  for (let start = 0; start < bytes.length; start += LATIN1_BLOCK) {
    text += String.fromCharCode(...bytes.subarray(start, start + LATIN1_BLOCK));
  }
  return text;
}

/** Whether any byte is in 0x80–0x9F, where windows-1252 and ISO 8859-1 differ. */
function hasC1Bytes(bytes: Uint8Array): boolean {
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index] as number;
    if (byte >= 0x80 && byte <= 0x9f) return true;
  }
  return false;
}

function startsWithBom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((byte, index) => bytes[index] === byte);
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
