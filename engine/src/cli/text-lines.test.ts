import { describe, expect, it } from 'vitest';
import { textLines } from './text-lines.js';

async function linesOf(...pieces: (string | number[])[]) {
  const chunks = pieces.map((piece) =>
    typeof piece === 'string' ? new TextEncoder().encode(piece) : new Uint8Array(piece),
  );
  async function* stream() {
    yield* chunks;
  }
  const lines = [];
  for await (const line of textLines(stream())) lines.push(line);
  return lines;
}

describe('textLines', () => {
  it('numbers the lines and drops LF and CRLF ends', async () => {
    expect(await linesOf('a\r\nb\n\nc')).toEqual([
      { text: 'a', number: 1 },
      { text: 'b', number: 2 },
      { text: '', number: 3 },
      { text: 'c', number: 4 },
    ]);
  });

  it('joins a line split across chunks, and a character split across chunks', async () => {
    // ♣ is E2 99 A3 in UTF-8.
    expect(await linesOf('{"a":', [0xe2, 0x99], [0xa3, 0x0a], '1}\n')).toEqual([
      { text: '{"a":♣', number: 1 },
      { text: '1}', number: 2 },
    ]);
  });

  it('gives nothing for an empty stream, and no extra line after a final newline', async () => {
    expect(await linesOf()).toEqual([]);
    expect(await linesOf('x\n')).toEqual([{ text: 'x', number: 1 }]);
  });
});
