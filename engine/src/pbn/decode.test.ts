import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPbnDecoder, decodePbn } from './decode.js';

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...values: number[]) => new Uint8Array(values);

function decodeInChunks(input: Uint8Array, cuts: number[]) {
  const decoder = createPbnDecoder();
  let text = '';
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    text += decoder.decode(input.subarray(from, cut));
    from = cut;
  }
  text += decoder.decode(input.subarray(from)) + decoder.end();
  return { text, latin1From: decoder.latin1From() };
}

/**
 * The reference: a streaming TextDecoder fed the same chunks. Up to the chunk where it fails,
 * the text is its; from there the bytes are Latin-1, starting with those of an unfinished
 * character it was holding back.
 */
function streamingReference(input: Uint8Array, cuts: number[]) {
  const stream = new TextDecoder('utf-8', { fatal: true });
  let text = '';
  let from = 0;
  try {
    for (const cut of [...cuts, input.length]) {
      text += stream.decode(input.subarray(from, cut), { stream: true });
      from = cut;
    }
    return { text: text + stream.decode(), latin1From: undefined };
  } catch {
    const latin1From = from - heldBefore(input, from);
    const before = new TextDecoder('utf-8').decode(input.subarray(0, latin1From));
    const rest = input.subarray(latin1From === 0 && startsWithBom(input) ? 3 : latin1From);
    return { text: before + String.fromCharCode(...rest), latin1From };
  }
}

/** How many bytes before `at` a streaming decoder still holds: the fewest that leave UTF-8. */
function heldBefore(input: Uint8Array, at: number): number {
  for (let held = 0; held < at; held++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(input.subarray(0, at - held));
      return held;
    } catch {}
  }
  return at;
}

function startsWithBom(input: Uint8Array): boolean {
  return input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf;
}

describe('decodePbn: UTF-8, else Latin-1 (PBN §2.2, pbn-notes.md §15)', () => {
  it('reads ASCII and UTF-8 as UTF-8', () => {
    expect(decodePbn(utf8('[Note "1: 2+♣"]'))).toEqual({
      text: '[Note "1: 2+♣"]',
      encoding: 'utf-8',
    });
  });

  it('drops a UTF-8 byte order mark', () => {
    expect(decodePbn(bytes(0xef, 0xbb, 0xbf, 0x5b, 0x5d)).text).toBe('[]');
  });

  it('reads bytes that are not UTF-8 as Latin-1, from the start', () => {
    // "Nöel" in ISO 8859-1: ö is 0xF6, which is not valid UTF-8 on its own.
    expect(decodePbn(bytes(0x4e, 0xf6, 0x65, 0x6c))).toEqual({
      text: 'Nöel',
      encoding: 'latin1',
      latin1From: 0,
    });
  });

  it('drops the byte order mark in Latin-1 too', () => {
    expect(decodePbn(bytes(0xef, 0xbb, 0xbf, 0xe9)).text).toBe('é');
  });

  it('reads every byte as the ISO 8859-1 code point of the same number, 0x80–0x9F included', () => {
    // Not UTF-8 (a lone 0xFF), so the whole input is Latin-1: each byte is one character.
    fc.assert(
      fc.property(fc.uint8Array(), (input) => {
        const latin1 = new Uint8Array([0xff, ...input]);
        expect(decodePbn(latin1).text).toBe(String.fromCharCode(...latin1));
      }),
    );
    expect(decodePbn(bytes(0xe9, 0x80, 0x9f, 0xa0)).text).toBe('é\u0080\u009f\u00a0');
  });

  it('reads an unfinished UTF-8 character at the end as Latin-1', () => {
    expect(decodePbn(bytes(0x41, 0xe2, 0x99))).toEqual({
      text: 'Aâ\u0099',
      encoding: 'latin1',
      latin1From: 1,
    });
  });
});

describe('createPbnDecoder: incremental', () => {
  it('joins a UTF-8 character split across chunks', () => {
    expect(decodeInChunks(utf8('x♣y'), [2, 3])).toEqual({ text: 'x♣y', latin1From: undefined });
  });

  it('switches to Latin-1 from the chunk where UTF-8 fails, keeping the text before', () => {
    const input = new Uint8Array([...utf8('♣ ok\n'), 0x4e, 0xf6]);
    expect(decodeInChunks(input, [6])).toEqual({ text: '♣ ok\nNö', latin1From: 6 });
  });

  it('re-reads as Latin-1 the start of a character held back from the chunk before', () => {
    // 0xC3 could begin "é" (C3 A9) but the next chunk does not continue it.
    expect(decodeInChunks(bytes(0x41, 0xc3, 0x41), [2])).toEqual({
      text: 'AÃA',
      latin1From: 1,
    });
  });

  it('gives the same text whatever the chunks, for UTF-8 input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.array(fc.nat()), (text, cuts) => {
        const input = utf8(text);
        const at = cuts.map((cut) => cut % (input.length + 1));
        expect(decodeInChunks(input, at)).toEqual({ text, latin1From: undefined });
      }),
    );
  });

  it('gives what a streaming TextDecoder gives, for any bytes in any chunks', () => {
    // Pieces around the edges of UTF-8: characters, lead bytes followed by the bounds of what
    // may follow them, bytes that start nothing, a byte order mark.
    const piece = fc.oneof(
      fc.constantFrom([0x41], [0xc3, 0xa9], [0xe2, 0x99, 0xa3], [0xf0, 0x9f, 0x82, 0xa1]),
      fc.constantFrom([0xe0, 0x80], [0xe0, 0xa0], [0xed, 0x9f], [0xed, 0xa0], [0xf0, 0x8f]),
      fc.constantFrom([0xf0, 0x90], [0xf4, 0x8f], [0xf4, 0x90], [0xc2], [0xe2], [0xf0, 0x9f]),
      fc.constantFrom([0xc0], [0xf5], [0xff], [0x80], [0xbf], [0xef, 0xbb, 0xbf]),
      fc.integer({ min: 0, max: 255 }).map((byte) => [byte]),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.array(fc.nat()), (pieces, cuts) => {
        const input = new Uint8Array(pieces.flat());
        const at = cuts.map((cut) => cut % (input.length + 1)).sort((a, b) => a - b);
        const expected = streamingReference(input, at);
        expect(decodeInChunks(input, at)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws and decodes every byte, for any bytes in any chunks', () => {
    fc.assert(
      fc.property(fc.uint8Array(), fc.array(fc.nat()), (input, cuts) => {
        const at = cuts.map((cut) => cut % (input.length + 1));
        const { text, latin1From } = decodeInChunks(input, at);
        if (latin1From === undefined) expect(text).toBe(decodePbn(input).text);
        else expect(text.length).toBeGreaterThanOrEqual(input.length - latin1From);
      }),
    );
  });
});

describe('createPbnDecoder: textBytes', () => {
  it('gives the bytes of a chunk read one byte a character (ASCII, Latin-1), else nothing', () => {
    const decoder = createPbnDecoder();
    expect(decoder.decode(bytes(0xef, 0xbb, 0xbf, 0x41))).toBe('A');
    expect(decoder.textBytes()).toBeUndefined(); // the byte order mark is not the text
    expect(decoder.decode(utf8('[Board "1"]'))).toBe('[Board "1"]');
    expect(decoder.textBytes()).toEqual(utf8('[Board "1"]'));
    expect(decoder.decode(bytes(0x41, 0xc3))).toBe('A'); // 0xC3 is held back
    expect(decoder.textBytes()).toEqual(utf8('A'));
    expect(decoder.decode(bytes(0xa9))).toBe('é');
    expect(decoder.textBytes()).toBeUndefined();
    expect(decoder.decode(bytes(0x4e, 0xf6))).toBe('Nö'); // Latin-1 from here
    expect(decoder.textBytes()).toEqual(bytes(0x4e, 0xf6));
    expect(decoder.decode(bytes(0xe9))).toBe('é');
    expect(decoder.textBytes()).toEqual(bytes(0xe9));
  });

  it('gives, whenever it gives bytes, code units of the text just decoded', () => {
    fc.assert(
      fc.property(fc.uint8Array(), fc.array(fc.nat()), (input, cuts) => {
        const decoder = createPbnDecoder();
        const at = [...cuts.map((cut) => cut % (input.length + 1)), input.length];
        let from = 0;
        for (const cut of at.sort((a, b) => a - b)) {
          const text = decoder.decode(input.subarray(from, cut));
          const units = decoder.textBytes();
          if (units !== undefined) {
            // Each character's own code when ASCII, and from 128 up when not (code-units.ts).
            const expected = Array.from({ length: text.length }, (_, index) =>
              Math.min(text.charCodeAt(index), 128),
            );
            expect([...units].map((unit) => Math.min(unit, 128))).toEqual(expected);
          }
          from = cut;
        }
      }),
      { numRuns: 2000 },
    );
  });
});
