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
  /**
   * The bytes the last `decode` read its text from, when each byte is one character of it: the
   * text is all ASCII, or read as Latin-1. They are then the text's code units as the lexer
   * reads them (code-units.ts), and a reader can hand them to it (`PbnParser.push`) instead of
   * having them made again. Undefined for any other text. Valid until the next `decode`.
   */
  textBytes(): Uint8Array | undefined;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/**
 * Creates an incremental decoder for streaming. It reads UTF-8 until a chunk is not valid UTF-8,
 * and reads that chunk and every later one as Latin-1, so earlier text is never re-read.
 *
 * Each chunk is decoded whole rather than with TextDecoder's streaming mode, which is several
 * times slower in Node: the bytes at its end that begin a character the chunk does not finish
 * are held back and put before the next chunk, as the streaming mode would, and the byte order
 * mark is dropped here, at the start of the text only.
 *
 * @example
 * const decoder = createPbnDecoder();
 * decoder.decode(new Uint8Array([0xe2, 0x99])) + decoder.decode(new Uint8Array([0xa3])) + decoder.end() // '♣'
 */
export function createPbnDecoder(): PbnDecoder {
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let offset = 0;
  let fallbackAt: number | undefined;
  // Whether any character has been read: a byte order mark is dropped only before the first.
  let started = false;
  // The bytes at the end of the previous chunk that begin a character not yet complete: they
  // are read with the next chunk, or again as Latin-1 when UTF-8 fails.
  let heldBack: Uint8Array = new Uint8Array(0);
  let lastBytes: Uint8Array | undefined;

  /** Reads `chunk`, which starts at byte `chunkStart`, and everything after it as Latin-1. */
  function fallBack(chunk: Uint8Array, chunkStart: number): string {
    fallbackAt = chunkStart - heldBack.length;
    const bytes = heldBack.length === 0 ? chunk : concat(heldBack, chunk);
    heldBack = new Uint8Array(0);
    const start = fallbackAt === 0 && startsWithBom(bytes) ? UTF8_BOM.length : 0;
    lastBytes = asUint8Array(bytes, start, bytes.length);
    return latin1(lastBytes);
  }

  return {
    decode(chunk) {
      lastBytes = undefined;
      const chunkStart = offset;
      offset += chunk.length;
      if (fallbackAt !== undefined) {
        lastBytes = asUint8Array(chunk, 0, chunk.length);
        return latin1(chunk);
      }
      const bytes = heldBack.length === 0 ? chunk : concat(heldBack, chunk);
      const complete = bytes.length - unfinishedLength(bytes);
      let text: string;
      try {
        text = utf8.decode(bytes.subarray(0, complete));
      } catch {
        // Not UTF-8: this chunk and the rest are Latin-1.
        return fallBack(chunk, chunkStart);
      }
      heldBack = bytes.slice(complete);
      // In UTF-8 only ASCII takes one byte a character (a byte order mark takes three).
      if (text.length === complete) lastBytes = asUint8Array(bytes, 0, complete);
      if (!started && text.charCodeAt(0) === BYTE_ORDER_MARK) text = text.slice(1);
      if (complete > 0) started = true;
      return text;
    },
    end() {
      if (fallbackAt !== undefined || heldBack.length === 0) return '';
      // The input ended inside a multi-byte character.
      return fallBack(new Uint8Array(0), offset);
    },
    latin1From: () => fallbackAt,
    textBytes: () => lastBytes,
  };
}

const BYTE_ORDER_MARK = 0xfeff;

/**
 * How many bytes at the end of `bytes` begin a UTF-8 character that more bytes could still
 * complete: a lead byte and the continuation bytes the Encoding Standard allows after it. Bytes
 * that no character can continue from are left for the decoder to refuse now, as its streaming
 * mode does.
 */
function unfinishedLength(bytes: Uint8Array): number {
  const end = bytes.length;
  for (let back = 1; back <= 3 && back <= end; back++) {
    const lead = bytes[end - back] as number;
    if (lead >= 0x80 && lead < 0xc0) continue;
    if (sequenceLength(lead) <= back) return 0;
    for (let next = 1; next < back; next++) {
      const byte = bytes[end - back + next] as number;
      const [low, high] = next === 1 ? secondByteRange(lead) : CONTINUATION;
      if (byte < low || byte > high) return 0;
    }
    return back;
  }
  return 0;
}

/** The length of the sequence a lead byte starts: 2 for C2–DF, 3 for E0–EF, 4 for F0–F4, else 0. */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

const CONTINUATION = [0x80, 0xbf] as const;

/** The bytes allowed after a lead byte (Encoding Standard, UTF-8 decoder). */
function secondByteRange(lead: number): readonly [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf];
  if (lead === 0xed) return [0x80, 0x9f];
  if (lead === 0xf0) return [0x90, 0xbf];
  if (lead === 0xf4) return [0x80, 0x8f];
  return CONTINUATION;
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

/**
 * `bytes[start..end)` as a Uint8Array itself, whatever the class of `bytes` (Node's Buffer is a
 * subclass): the lexer's loops are compiled for one class of array.
 */
function asUint8Array(bytes: Uint8Array, start: number, end: number): Uint8Array {
  return new Uint8Array(bytes.buffer, bytes.byteOffset + start, end - start);
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
