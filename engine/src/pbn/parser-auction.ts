/**
 * Reads the data of an Auction section into a `PbnAuction` [PBN §3.5, §3.9].
 *
 * - Calls in any case (`pass`, `x`: §3.11); `1N` for `1NT` with a warning (pbn-notes.md §15).
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
  NO_COMMENTS,
  NO_NAGS,
  type Report,
} from './parser-annotations.js';
import { callToken, type Element, readElement } from './parser-elements.js';
import type { SectionReader } from './parser-sections.js';

// Padding stands only for the seats before the dealer in a four-column table.
const MAX_PADDING = 3;

/** Creates the reader that fills `auction` (whose `first` is the tag's seat). */
export function createAuctionReader(auction: PbnAuction, report: Report): SectionReader {
  const element: Element = { kind: 'bad', start: 0, end: 0, number: -1 };
  const target: AnnotationTarget = { item: undefined, hasSuffix: false };
  let seat: Seat = auction.first;
  let started = false;
  let padding = 0;
  let closed = false;
  let reportedLate = false;
  let insufficient: { line: number; column: number } | undefined;
  let trailingPasses = 0;
  let anyCall = false;

  function add(call: PbnCall) {
    auction.calls.push(call);
    target.item = call;
    target.hasSuffix = false;
    started = true;
    seat = nextSeat(seat);
  }

  function late(text: string, line: number, column: number): boolean {
    if (!closed) return false;
    if (!reportedLate) {
      report('BAD_LAST_CALL', `${text} after the end of the auction`, line, column);
      reportedLate = true;
    }
    return true;
  }

  function move(text: string, line: number, column: number) {
    const token = callToken(text);
    if (token === undefined) {
      report('BAD_CALL', `${text} is not a call`, line, column);
      return;
    }
    if (late(text, line, column)) return;
    const value = token.value;
    if (value === '-') {
      if (started || padding === MAX_PADDING) {
        report('BAD_PADDING', '- may only stand before the first call', line, column);
        return;
      }
      padding++;
      seat = nextSeat(seat);
      auction.first = seat;
      return;
    }
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
      insufficient = undefined;
    }
    if (value === 'AP') {
      const passes = (anyCall ? 3 : 4) - trailingPasses;
      for (let index = 0; index < passes; index++) {
        add({
          line,
          column,
          seat,
          value: 'Pass',
          fromAllPass: true,
          nags: NO_NAGS,
          comments: NO_COMMENTS,
        });
      }
      auction.end = 'complete';
      closed = true;
      return;
    }
    if (token.ntAsN) report('NT_AS_N', `${text} read as ${value}`, line, column);
    const call: PbnCall = { line, column, seat, value, nags: NO_NAGS, comments: NO_COMMENTS };
    if (insufficient !== undefined) {
      call.irregularity = 'I';
      insufficient = undefined;
    }
    add(call);
    if (value === 'Pass') trailingPasses++;
    else {
      trailingPasses = 0;
      anyCall = true;
    }
    if (trailingPasses === (anyCall ? 3 : 4)) {
      auction.end = 'complete';
      closed = true;
    }
  }

  function irregularity(letter: string, line: number, column: number) {
    if (late(`^${letter}`, line, column)) return;
    if (letter === 'I' && insufficient === undefined) {
      insufficient = { line, column };
    } else if (letter === 'I') {
      report('BAD_IRREGULARITY', '^I twice before one bid', line, column);
    } else if (letter === 'S') {
      add({ line, column, seat, irregularity: 'S', nags: NO_NAGS, comments: NO_COMMENTS });
    } else {
      report(
        'BAD_IRREGULARITY',
        `^${letter} is not an auction irregularity (^I, ^S)`,
        line,
        column,
      );
    }
  }

  return {
    word(source, start, end, line, wordColumn) {
      let at = start;
      while (at < end) {
        readElement(source, at, end, element);
        const column = wordColumn + (at - start);
        switch (element.kind) {
          case 'move':
            move(source.slice(element.start, element.end), line, column);
            break;
          case 'irregularity':
            irregularity(source.charAt(element.start + 1).toUpperCase(), line, column);
            break;
          case 'terminator':
            if (!closed) {
              auction.end = 'terminated';
              closed = true;
            } else if (auction.end !== 'complete') late('*', line, column);
            break;
          case 'continuation':
            if (!late('+', line, column)) {
              auction.end = 'continued';
              closed = true;
            }
            break;
          case 'bad':
            report(
              'BAD_CALL',
              `${source.slice(element.start, element.end)} is not a call or an annotation`,
              line,
              column,
            );
            break;
          default:
            annotate(target, element, source, false, report, line, column);
        }
        at = element.end;
      }
    },
    commented() {
      return target.item ?? auction;
    },
  };
}
