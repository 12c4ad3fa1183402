/**
 * The parsed form of a PBN file: games of tags, an auction section, a play section, notes and
 * commentary, each with its position in the file, plus the problems found (PBN 2.1, pbn-notes.md).
 * The parser produces it, the writer and the handJSON conversion consume it.
 *
 * The parser gives empty `nags` and `comments` lists as one shared, frozen array, so that a file
 * of 100 000 cards does not hold 200 000 empty arrays: to add to a parsed list, replace it
 * (`item.comments = [...item.comments, comment]`) rather than push to it.
 */

import type { CallValue } from '../calls.js';
import type { Card, Seat } from '../cards.js';

/** How bad a problem is: an error makes a game (or the file) unusable in part; warnings and infos do not. */
export const SEVERITIES = ['error', 'warning', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** A place in the source text; both 1-based. */
export interface Position {
  line: number;
  column: number;
}

/** A problem found in a PBN file, with a stable code such as `BAD_CARD` or `UNKNOWN_TAG`. */
export interface PbnProblem extends Position {
  code: string;
  severity: Severity;
  message: string;
}

/** Commentary, `;` to the end of the line or `{…}`, with the text between the delimiters. */
export interface PbnComment extends Position {
  kind: 'brace' | 'semicolon';
  text: string;
}

/** The annotations that may follow a call or a card (PBN §3.5.2, §3.6.2). */
export interface PbnAnnotations {
  /** The note reference `=n=`, 1..32. */
  noteRef?: number;
  /** NAGs in the order written, suffixes already converted to their NAG (`!` on a call is $1). */
  nags: number[];
  /** Commentary that follows the call or card. */
  comments: PbnComment[];
}

/**
 * A tag pair `[Name "value"]`. `value` is after `#`/`##` inheritance; `raw` is as written.
 * The position is the `[`.
 */
export interface PbnTag extends Position {
  name: string;
  value: string;
  raw: string;
  /** Commentary that follows the tag. */
  comments: PbnComment[];
  /**
   * How the value was inherited [PBN §4.8]: `#` from an earlier game; `##` from a `##` tag,
   * in that game itself or (for a tag the game does not write) added from an earlier game with
   * that tag's position; `carried` for deal tags carried over from the game before to a game
   * that gives none (pbn/inheritance.ts). Absent for an ordinary value.
   */
  inheritance?: '#' | '##' | 'carried';
}

/**
 * One call of the auction section, in auction order. `seat` is derived from the section's first
 * seat. An `AP` is expanded to the passes it stands for, each marked `fromAllPass`. A `^S` marks
 * a skipped turn (a call out of rotation was accepted) and has no `value`.
 */
export interface PbnCall extends Position, PbnAnnotations {
  seat: Seat;
  value?: CallValue;
  /** `^I`: an insufficient bid that was accepted; `^S`: a skipped turn. */
  irregularity?: 'I' | 'S';
  fromAllPass?: boolean;
}

/** How a section ended: its natural end, `*`, `+` (to be continued), or it simply stopped. */
export type SectionEnd = 'complete' | 'terminated' | 'continued' | 'open';

/**
 * The auction section. Its position is the Auction tag's. `comments` holds the commentary after
 * the Auction tag and before the first call.
 */
export interface PbnAuction extends Position {
  /**
   * The seat of the first call: the tag's seat, moved on past the padding `-` written before the
   * dealer, which is dropped.
   */
  first: Seat;
  calls: PbnCall[];
  end: SectionEnd;
  /** Auction notes, from the `[Note "n:text"]` tags after the section. */
  notes: Record<number, string>;
  comments: PbnComment[];
}

/** One cell of the play section: a card, or `-` (unknown or not played) as `card: undefined`. */
export interface PbnPlayedCard extends Position, PbnAnnotations {
  seat: Seat;
  card?: Card;
  /** `^R`: a revoke; `^L`: a lead out of turn. */
  irregularity?: 'R' | 'L';
  /** `+`: the card to be played next, not played yet (PBN §3.6); it has no `card`. */
  next?: true;
}

/**
 * The play section. Each row is one trick in **column order**: the Play tag's seat first, then
 * clockwise (PBN §3.6), not in the order the cards were played; the winner of a trick leads
 * the next, which the engine derives with the contract's trumps. Cells fill the rows four at a
 * time whatever the line breaks (a line holds fewer than four cards only because of annotation).
 * The position is the Play tag's; `comments` holds the commentary after the Play tag and before
 * the first card.
 */
export interface PbnPlay extends Position {
  /** The Play tag's seat: the seat of the first column. */
  first: Seat;
  tricks: PbnPlayedCard[][];
  end: SectionEnd;
  notes: Record<number, string>;
  comments: PbnComment[];
}

/** A supplemental section: a tag whose value is followed by data tokens (tables, PBN §5). */
export interface PbnSection extends Position {
  name: string;
  value: string;
  /** The rows of data tokens, one per source line; a string element keeps its quotes. */
  rows: string[][];
}

/**
 * A game (board) of a PBN file. Its position is its first tag pair's `[` (or the first token of
 * data, if that comes before any tag).
 */
export interface PbnGame extends Position {
  /** 0-based index of the game in its file. */
  index: number;
  /**
   * Tags in file order, Auction, Play and Note tags included; a tag repeated in one game is
   * reported and only the first is kept (Note may repeat). Tags the game inherits without
   * writing them (`##`, carried over) follow, marked `inheritance`.
   */
  tags: PbnTag[];
  /** Commentary before the first tag of the game. */
  comments: PbnComment[];
  auction?: PbnAuction;
  play?: PbnPlay;
  sections: PbnSection[];
  /** `%` escape lines met before or inside the game, without the `%`. */
  escapes: string[];
  /** Problems found in this game. */
  problems: PbnProblem[];
}

/** A parsed file. */
export interface PbnFile {
  games: PbnGame[];
  /** Problems that belong to no game (encoding, a file with no games at all). */
  problems: PbnProblem[];
}

/** The value of a tag in a game, if present. */
export function tagValue(game: PbnGame, name: string): string | undefined {
  return game.tags.find((tag) => tag.name === name)?.value;
}
