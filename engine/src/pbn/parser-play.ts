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
  type Commented,
  NO_COMMENTS,
  NO_NAGS,
  type NoteReferences,
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

/** Creates the reader that fills `play`, marking `references` when a card has a note reference. */
export function createPlayReader(
  play: PbnPlay,
  report: Report,
  references: NoteReferences,
): SectionReader {
  return new PlayReader(play, report, references);
}

/**
 * The reader of one Play section. A class rather than a closure: every game has one, and a
 * class builds one object where a closure builds a function for each of its helpers.
 */
class PlayReader implements SectionReader {
  private readonly element: Element = { kind: 'bad', start: 0, end: 0, number: -1 };
  private readonly target: AnnotationTarget;
  private cells = 0;
  private closed = false;
  private reportedLate = false;
  private irregularity: 'R' | 'L' | undefined = undefined;
  private row: PbnPlayedCard[] = [];
  private readonly seats: readonly Seat[];

  constructor(
    private readonly play: PbnPlay,
    private readonly report: Report,
    references: NoteReferences,
  ) {
    this.target = { item: undefined, hasSuffix: false, references };
    this.seats = COLUMNS[play.first];
  }

  word(source: string, start: number, end: number, line: number, wordColumn: number): void {
    // Most words are a card alone.
    if (end - start === 2 && !this.closed) {
      const card = cardAt(source, start, end);
      if (card !== undefined) {
        this.add({
          line,
          column: wordColumn,
          seat: this.seatInTurn(),
          card,
          nags: NO_NAGS,
          comments: NO_COMMENTS,
        });
        return;
      }
    }
    const { element, play } = this;
    let at = start;
    while (at < end) {
      readElement(source, at, end, element);
      const column = wordColumn + (at - start);
      switch (element.kind) {
        case 'move':
          this.move(source, element.start, element.end, line, column);
          break;
        case 'irregularity': {
          const letter = source.charAt(element.start + 1).toUpperCase();
          if (this.late(`^${letter}`, line, column)) break;
          if ((letter === 'R' || letter === 'L') && this.irregularity === undefined) {
            this.irregularity = letter;
          } else {
            this.report(
              'BAD_IRREGULARITY',
              `^${letter} is not a play irregularity (^R, ^L)`,
              line,
              column,
            );
          }
          break;
        }
        case 'terminator':
          if (!this.closed) {
            if (play.end === 'open') play.end = 'terminated';
            this.closed = true;
          } else if (play.end !== 'complete') this.late('*', line, column);
          break;
        case 'continuation':
          if (!this.late('+', line, column)) {
            play.end = 'continued';
            this.add({
              line,
              column,
              seat: this.seatInTurn(),
              next: true,
              nags: NO_NAGS,
              comments: NO_COMMENTS,
            });
          }
          break;
        case 'bad':
          this.report(
            'BAD_CARD',
            `${source.slice(element.start, element.end)} is not a card or an annotation`,
            line,
            column,
          );
          break;
        default:
          annotate(this.target, element, source, true, this.report, line, column);
      }
      at = element.end;
    }
  }

  commented(): Commented {
    return this.target.item ?? this.play;
  }

  /** The seat of the next cell's column. */
  private seatInTurn(): Seat {
    return this.seats[this.cells % 4] as Seat;
  }

  private late(text: string, line: number, column: number): boolean {
    if (!this.closed) return false;
    if (!this.reportedLate) {
      this.report('BAD_LAST_CARD', `${text} after the end of the play`, line, column);
      this.reportedLate = true;
    }
    return true;
  }

  private add(cell: PbnPlayedCard): void {
    if (this.irregularity !== undefined) {
      cell.irregularity = this.irregularity;
      this.irregularity = undefined;
    }
    if (this.cells % 4 === 0) {
      // A trick holds at most four cards, but the first push into an empty array reserves room
      // for 17 (V8), which made the rows two fifths of what a play allocates: the row is made
      // with room for four, then cut to its one card. `pop` keeps the room as setting `length`
      // does, and is about three times faster (setting `length` is a call into the runtime).
      const row = [cell, cell, cell, cell];
      row.pop();
      row.pop();
      row.pop();
      this.row = row;
      this.play.tricks.push(row);
    } else {
      this.row.push(cell);
    }
    this.target.item = cell;
    this.target.hasSuffix = false;
    this.cells++;
    if (this.cells === CELLS) {
      if (this.play.end === 'open') this.play.end = 'complete';
      this.closed = true;
    }
  }

  private move(source: string, start: number, end: number, line: number, column: number): void {
    if (this.closed && this.late(source.slice(start, end), line, column)) return;
    const seat = this.seatInTurn();
    const card = cardAt(source, start, end);
    if (card !== undefined) {
      this.add({ line, column, seat, card, nags: NO_NAGS, comments: NO_COMMENTS });
      return;
    }
    const isDash = end - start === 1 && source.charCodeAt(start) === 45; /* - */
    if (!isDash) this.report('BAD_CARD', `${source.slice(start, end)} is not a card`, line, column);
    this.add({ line, column, seat, nags: NO_NAGS, comments: NO_COMMENTS });
  }
}
