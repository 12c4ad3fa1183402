/**
 * Reads the data of an Auction section into a `PbnAuction` [PBN §3.5, §3.9].
 *
 * - Calls in any case (`pass`, `x`: §3.11); `1N` for `1NT` with a warning (pbn-notes.md §15);
 *   the spellings teaching files write (`dbl`, `rdbl`, `p`, `double`) with a warning each.
 * - A token that is no call stops the auction where it stands (BAD_CALL): the calls after it are
 *   not read, since giving them the seats after the unread one would make them other players'
 *   calls and the declarer another player.
 * - `-` only as padding before the first call, for the seats before the dealer (§3.5.1).
 * - `AP` stands for the passes that end the auction, as the reference verifier reads it
 *   (`PbnAuction.GetNrToPass`): three after the last bid, double or redouble, four if nobody
 *   has called anything else; each is a `PbnCall` marked `fromAllPass`, at the AP's position.
 * - The section ends with the closing passes, `*` (no more calls), or `+` (to be continued);
 *   calls after that are reported.
 * - `^I` before a bid marks it insufficient; `^S` stands in a skipped seat's turn (§3.9).
 *
 * Legality (insufficient bids, doubling partner) is the engine's, not the syntax's.
 */
import { nextSeat, type Seat } from '../cards.js';
import type { PbnAuction, PbnCall } from './model.js';
import {
  type AnnotationTarget,
  annotate,
  type Commented,
  NO_COMMENTS,
  NO_NAGS,
  type NoteReferences,
  type Report,
} from './parser-annotations.js';
import { type CallToken, callTokenAt, type Element, readElement } from './parser-elements.js';
import type { SectionReader } from './parser-sections.js';

// Padding stands only for the seats before the dealer in a four-column table.
const MAX_PADDING = 3;

/**
 * Creates the reader that fills `auction` (whose `first` is the tag's seat), marking
 * `references` when a call has a note reference.
 */
export function createAuctionReader(
  auction: PbnAuction,
  report: Report,
  references: NoteReferences,
): SectionReader {
  return new AuctionReader(auction, report, references);
}

/**
 * The reader of one Auction section. A class rather than a closure: every game has one, and a
 * class builds one object where a closure builds a function for each of its helpers.
 */
class AuctionReader implements SectionReader {
  private readonly element: Element = { kind: 'bad', start: 0, end: 0, number: -1 };
  private readonly target: AnnotationTarget;
  private seat: Seat;
  private started = false;
  private padding = 0;
  private closed = false;
  private reportedLate = false;
  private insufficient: { line: number; column: number } | undefined = undefined;
  private trailingPasses = 0;
  private anyCall = false;
  /** An unreadable call was met: the auction is read up to it only. */
  private stopped = false;

  constructor(
    private readonly auction: PbnAuction,
    private readonly report: Report,
    references: NoteReferences,
  ) {
    this.target = { item: undefined, hasSuffix: false, references };
    this.seat = auction.first;
  }

  word(source: string, start: number, end: number, line: number, wordColumn: number): void {
    if (this.stopped) return;
    // Most words are a call alone: a call is all letters, digits and `-`, so when the whole word
    // is one, it is the word's only element.
    const token = callTokenAt(source, start, end);
    if (token !== undefined) {
      this.call(token, source, start, end, line, wordColumn);
      return;
    }
    const { auction, element } = this;
    let at = start;
    while (at < end && !this.stopped) {
      readElement(source, at, end, element);
      const column = wordColumn + (at - start);
      switch (element.kind) {
        case 'move':
          this.move(source, element.start, element.end, line, column);
          break;
        case 'irregularity':
          this.irregularity(source.charAt(element.start + 1).toUpperCase(), line, column);
          break;
        case 'terminator':
          if (!this.closed) {
            auction.end = 'terminated';
            this.closed = true;
          } else if (auction.end !== 'complete') this.late('*', line, column);
          break;
        case 'continuation':
          if (!this.late('+', line, column)) {
            auction.end = 'continued';
            this.closed = true;
          }
          break;
        case 'bad':
          this.stop(
            `${source.slice(element.start, element.end)} is not a call or an annotation`,
            line,
            column,
          );
          return;
        default:
          annotate(this.target, element, source, false, this.report, line, column);
      }
      at = element.end;
    }
  }

  commented(): Commented {
    return this.target.item ?? this.auction;
  }

  private add(call: PbnCall): void {
    this.auction.calls.push(call);
    this.target.item = call;
    this.target.hasSuffix = false;
    this.started = true;
    this.seat = nextSeat(this.seat);
  }

  private late(text: string, line: number, column: number): boolean {
    if (!this.closed) return false;
    if (!this.reportedLate) {
      this.report('BAD_LAST_CALL', `${text} after the end of the auction`, line, column);
      this.reportedLate = true;
    }
    return true;
  }

  private move(source: string, start: number, end: number, line: number, column: number): void {
    const token = callTokenAt(source, start, end);
    if (token === undefined) {
      this.stop(`${source.slice(start, end)} is not a call`, line, column);
      return;
    }
    this.call(token, source, start, end, line, column);
  }

  /** Reports an unreadable call and reads no more of the auction. */
  private stop(what: string, line: number, column: number): void {
    this.report('BAD_CALL', `${what}; the auction is read up to here`, line, column);
    this.stopped = true;
  }

  /** The call `token`, written at `source[start..end)`. */
  private call(
    token: CallToken,
    source: string,
    start: number,
    end: number,
    line: number,
    column: number,
  ): void {
    // Asked only once closed, so that the call's text is not cut out for every call.
    if (this.closed && this.late(source.slice(start, end), line, column)) return;
    const { auction, report } = this;
    const value = token.value;
    if (value === '-') {
      if (this.started || this.padding === MAX_PADDING) {
        report('BAD_PADDING', '- may only stand before the first call', line, column);
        return;
      }
      this.padding++;
      this.seat = nextSeat(this.seat);
      auction.first = this.seat;
      return;
    }
    const insufficient = this.insufficient;
    if (
      insufficient !== undefined &&
      (value === 'AP' || value === 'Pass' || value === 'X' || value === 'XX')
    ) {
      report(
        'BAD_IRREGULARITY',
        '^I stands only before a bid',
        insufficient.line,
        insufficient.column,
      );
      this.insufficient = undefined;
    }
    if (value === 'AP') {
      const passes = (this.anyCall ? 3 : 4) - this.trailingPasses;
      for (let index = 0; index < passes; index++) {
        this.add({
          line,
          column,
          seat: this.seat,
          value: 'Pass',
          fromAllPass: true,
          nags: NO_NAGS,
          comments: NO_COMMENTS,
        });
      }
      auction.end = 'complete';
      this.closed = true;
      return;
    }
    if (token.ntAsN)
      report('NT_AS_N', `${source.slice(start, end)} read as ${value}`, line, column);
    else if (token.dialect)
      report('DIALECT_CALL', `${source.slice(start, end)} read as ${value}`, line, column);
    const call: PbnCall = {
      line,
      column,
      seat: this.seat,
      value,
      nags: NO_NAGS,
      comments: NO_COMMENTS,
    };
    if (this.insufficient !== undefined) {
      call.irregularity = 'I';
      this.insufficient = undefined;
    }
    this.add(call);
    if (value === 'Pass') this.trailingPasses++;
    else {
      this.trailingPasses = 0;
      this.anyCall = true;
    }
    if (this.trailingPasses === (this.anyCall ? 3 : 4)) {
      auction.end = 'complete';
      this.closed = true;
    }
  }

  private irregularity(letter: string, line: number, column: number): void {
    if (this.late(`^${letter}`, line, column)) return;
    if (letter === 'I' && this.insufficient === undefined) {
      this.insufficient = { line, column };
    } else if (letter === 'I') {
      this.report('BAD_IRREGULARITY', '^I twice before one bid', line, column);
    } else if (letter === 'S') {
      this.add({
        line,
        column,
        seat: this.seat,
        irregularity: 'S',
        nags: NO_NAGS,
        comments: NO_COMMENTS,
      });
    } else {
      this.report(
        'BAD_IRREGULARITY',
        `^${letter} is not an auction irregularity (^I, ^S)`,
        line,
        column,
      );
    }
  }
}
