/**
 * The lexer's view of a text: one byte per UTF-16 code unit, the unit itself when it is ASCII
 * and any byte from 128 up for anything else (255 here; a text read as Latin-1 is its own bytes,
 * decode.ts). PBN's structure (brackets, quotes, `;`, braces, `%`, whitespace) is
 * all ASCII, and every other character is part of a word, a string or a comment whatever it is,
 * so this is all the lexer needs to look at; reading a typed array in its loops is about half as
 * fast again as reading the string with `charCodeAt`, which must check the string's
 * representation at every character. Positions are the same in both, so the lexer still cuts
 * what it keeps out of the text.
 */

/** What `CodeUnits.of` writes for every code unit from 128 up. */
export const NON_ASCII = 255;

const ENCODER = new TextEncoder();

/**
 * Keeps one buffer and fills it for each text in turn: a lexer reads one text at a time, and
 * a new buffer per chunk of a file would be garbage as large as the file.
 */
export class CodeUnits {
  private buffer = new Uint8Array(0);

  /**
   * The units of `text`, valid until the next call. ASCII text, nearly all of PBN, is copied
   * natively by the UTF-8 encoder (in UTF-8 an ASCII character is its one byte, and any other
   * takes more than one, so the encoder stops short of the end exactly when there is one);
   * other text keeps its ASCII start from the encoder and is read one unit at a time from its
   * first other character.
   *
   * @example
   * new CodeUnits().of('[é]') // Uint8Array [91, 255, 93]
   */
  of(text: string): Uint8Array {
    const length = text.length;
    if (this.buffer.length < length) this.buffer = new Uint8Array(Math.max(length, 1024));
    const units = this.buffer.subarray(0, length);
    const { read } = ENCODER.encodeInto(text, units);
    if (read === length) return units;
    // The encoder wrote the ASCII start of the text as it is; from the first other character's
    // bytes on (or from where it stopped, when they did not fit), the units are read one by one.
    let index = 0;
    while (index < read && (units[index] as number) < 128) index++;
    for (; index < length; index++) {
      const unit = text.charCodeAt(index);
      units[index] = unit < 128 ? unit : NON_ASCII;
    }
    return units;
  }
}
