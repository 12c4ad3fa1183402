/**
 * The lines of a UTF-8 byte stream, one at a time: only the unfinished last line is held, so a
 * JSON Lines file of any size is read in memory bounded by its longest line.
 */

/** A line without its end (`\n` or `\r\n`), with its 1-based number. */
export interface NumberedLine {
  readonly text: string;
  readonly number: number;
}

/**
 * Splits a stream of bytes into lines.
 *
 * @example
 * for await (const line of textLines(input.chunks)) JSON.parse(line.text);
 */
export async function* textLines(
  chunks: AsyncIterable<Uint8Array>,
): AsyncGenerator<NumberedLine, void, undefined> {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let number = 0;
  for await (const chunk of chunks) {
    pending += decoder.decode(chunk, { stream: true });
    let start = 0;
    let end = pending.indexOf('\n', start);
    while (end !== -1) {
      number += 1;
      yield { text: withoutCarriageReturn(pending.slice(start, end)), number };
      start = end + 1;
      end = pending.indexOf('\n', start);
    }
    pending = pending.slice(start);
  }
  pending += decoder.decode();
  if (pending !== '') yield { text: withoutCarriageReturn(pending), number: number + 1 };
}

function withoutCarriageReturn(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}
