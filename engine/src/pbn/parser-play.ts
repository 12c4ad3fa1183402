/**
 * Reads the data of a Play section into a `PbnPlay` [PBN §3.6, §3.9].
 *
 * Cells are cards, `-` (unknown or not played) and `+` (the card to be played next); they fill
 * the tricks four at a time, the first column being the Play tag's seat, whatever the line
 * breaks. The section ends after 13 tricks or at `*`; a play that simply stops is `open`
 * (pbn-notes.md §15). Cards may be lowercase (§3.11). `^R` (revoke) and `^L` (lead out of turn)
 * mark the card after them.
 */
import type { Seat } from '../cards.js';
import type { PbnPlay, PbnPlayedCard } from './model.js';
import {
  type AnnotationTarget,
  annotate,
  NO_COMMENTS,
  NO_NAGS,
  type Report,
} from './parser-annotations.js';
import { cardAt, type Element, readElement } from './parser-elements.js';
import type { SectionReader } from './parser-sections.js';

const CELLS = 52;

/** The seats of the four columns for each first seat. */
const COLUMNS: Readonly<Record<Seat, readonly Seat[]>> = {
  N: ['N', 'E', 'S', 'W'],
  E: ['E', 'S', 'W', 'N'],
  S: ['S', 'W', 'N', 'E'],
  W: ['W', 'N', 'E', 'S'],
};

/** Creates the reader that fills `play`. */
export function createPlayReader(play: PbnPlay, report: Report): SectionReader {
  const element: Element = { kind: 'bad', start: 0, end: 0, number: -1 };
  const target: AnnotationTarget = { item: undefined, hasSuffix: false };
  let cells = 0;
  let closed = false;
  let reportedLate = false;
  let irregularity: 'R' | 'L' | undefined;
  let row: PbnPlayedCard[] = [];
  const seats = COLUMNS[play.first];

  function late(text: string, line: number, column: number): boolean {
    if (!closed) return false;
    if (!reportedLate) {
      report('BAD_LAST_CARD', `${text} after the end of the play`, line, column);
      reportedLate = true;
    }
    return true;
  }

  function add(cell: PbnPlayedCard) {
    if (irregularity !== undefined) {
      cell.irregularity = irregularity;
      irregularity = undefined;
    }
    if (cells % 4 === 0) {
      row = [];
      play.tricks.push(row);
    }
    row.push(cell);
    target.item = cell;
    target.hasSuffix = false;
    cells++;
    if (cells === CELLS) {
      if (play.end === 'open') play.end = 'complete';
      closed = true;
    }
  }

  function move(source: string, start: number, end: number, line: number, column: number) {
    if (closed && late(source.slice(start, end), line, column)) return;
    const seat = seats[cells % 4] as Seat;
    const card = cardAt(source, start, end);
    if (card !== undefined) {
      add({ line, column, seat, card, nags: NO_NAGS, comments: NO_COMMENTS });
      return;
    }
    const isDash = end - start === 1 && source.charCodeAt(start) === 45; /* - */
    if (!isDash) report('BAD_CARD', `${source.slice(start, end)} is not a card`, line, column);
    add({ line, column, seat, nags: NO_NAGS, comments: NO_COMMENTS });
  }

  return {
    word(source, start, end, line, wordColumn) {
      // Most words are a card alone.
      if (end - start === 2 && !closed) {
        const card = cardAt(source, start, end);
        if (card !== undefined) {
          add({
            line,
            column: wordColumn,
            seat: seats[cells % 4] as Seat,
            card,
            nags: NO_NAGS,
            comments: NO_COMMENTS,
          });
          return;
        }
      }
      let at = start;
      while (at < end) {
        readElement(source, at, end, element);
        const column = wordColumn + (at - start);
        switch (element.kind) {
          case 'move':
            move(source, element.start, element.end, line, column);
            break;
          case 'irregularity': {
            const letter = source.charAt(element.start + 1).toUpperCase();
            if (late(`^${letter}`, line, column)) break;
            if ((letter === 'R' || letter === 'L') && irregularity === undefined) {
              irregularity = letter;
            } else {
              report(
                'BAD_IRREGULARITY',
                `^${letter} is not a play irregularity (^R, ^L)`,
                line,
                column,
              );
            }
            break;
          }
          case 'terminator':
            if (!closed) {
              if (play.end === 'open') play.end = 'terminated';
              closed = true;
            } else if (play.end !== 'complete') late('*', line, column);
            break;
          case 'continuation':
            if (!late('+', line, column)) {
              play.end = 'continued';
              add({
                line,
                column,
                seat: seats[cells % 4] as Seat,
                next: true,
                nags: NO_NAGS,
                comments: NO_COMMENTS,
              });
            }
            break;
          case 'bad':
            report(
              'BAD_CARD',
              `${source.slice(element.start, element.end)} is not a card or an annotation`,
              line,
              column,
            );
            break;
          default:
            annotate(target, element, source, true, report, line, column);
        }
        at = element.end;
      }
    },
    commented() {
      return target.item ?? play;
    },
  };
}
