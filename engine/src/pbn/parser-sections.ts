/**
 * Section data: what the parser hands the data after a tag to. The Auction and Play sections
 * have their own readers (parser-auction.ts, parser-play.ts); every other tag followed by data
 * is a supplemental section [PBN §5], kept as rows of tokens, one row per line, so that any
 * section can be read, and written back, without knowing its meaning [§4.9].
 */
import type { PbnSection } from './model.js';
import type { Commented } from './parser-annotations.js';

/** What the parser needs of a section reader. */
export interface SectionReader {
  /** A word of the section's data, at a line and column. */
  word(source: string, start: number, end: number, line: number, column: number): void;
  /** What a comment that comes now belongs to. */
  commented(): Commented;
}

/**
 * Creates the reader that fills a supplemental section's rows. Strings are elements too
 * [§5.1]; they are passed to `word` with their quotes. Comments after the elements, which §5.1
 * forbids, go with the section's tag.
 */
export function createTableReader(section: PbnSection, tag: Commented): SectionReader {
  let rowLine = -1;
  let row: string[] = [];
  return {
    word(source, start, end, line) {
      if (line !== rowLine) {
        row = [];
        section.rows.push(row);
        rowLine = line;
      }
      row.push(source.slice(start, end));
    },
    commented: () => tag,
  };
}
