/**
 * The catalogue of problems the PBN reader reports: each stable code with its default severity.
 * The vocabulary follows the reference verifier's messages (pbn-notes.md §14: `Bad call` is
 * `BAD_CALL`, `No dealer` is `NO_DEALER`), plus codes for the lenient cases real files contain
 * (pbn-notes.md §15), which are read anyway and reported as warnings or infos.
 */
import type { PbnProblem, Position, Severity } from './model.js';

/** Every problem code, with its default severity and what it means. */
export const PROBLEM_CATALOGUE = {
  // Encoding and layout (PBN §2).
  LATIN1_FALLBACK: { severity: 'info', about: 'the bytes are not UTF-8; read as Latin-1 (§2.2)' },
  LINE_TOO_LONG: { severity: 'warning', about: 'a line longer than 255 characters (§2.3)' },
  BAD_CHARACTER: { severity: 'warning', about: 'a control character outside strings (§2.2)' },
  NO_GAMES: { severity: 'info', about: 'the file holds no game' },

  // Tokens and tag pairs (PBN §3.2, §3.3, §3.8).
  BAD_TAG: { severity: 'error', about: 'a tag pair that is not `[Name "value"]`' },
  BAD_TAG_NAME: { severity: 'warning', about: 'a tag name that does not start uppercase (§3.3)' },
  UNTERMINATED_STRING: { severity: 'error', about: 'a string with no closing quote on its line' },
  UNTERMINATED_COMMENT: { severity: 'error', about: 'a `{` comment with no closing `}`' },
  UNEXPECTED_TOKEN: { severity: 'error', about: 'a token outside any tag pair or section' },
  COMMENT_IN_TAG: { severity: 'warning', about: 'a comment inside a tag pair (§3.8)' },
  TAG_EXISTS: { severity: 'warning', about: 'a tag repeated in a game; the first wins (§3.3)' },
  UNKNOWN_TAG: { severity: 'info', about: 'a tag the standard does not define; kept (§4.9)' },

  // Inheritance (PBN §4.8).
  BAD_INHERITANCE: { severity: 'error', about: '`#`/`##` on a tag that may not inherit (§4.8)' },
  DEAL_INHERITED: {
    severity: 'warning',
    about: '`[Deal "#"]` of PBN 0.8 files, forbidden since 1.0; inherited anyway',
  },
  NOTHING_TO_INHERIT: { severity: 'warning', about: '`#` with no earlier value; the value is ""' },
  TAGS_CARRIED_OVER: {
    severity: 'warning',
    about:
      'a game with a table result but no Board, Dealer, Vulnerable or Deal: those are carried from the game before',
  },

  // Tag values (PBN §3.4).
  BAD_DEAL: { severity: 'error', about: 'a Deal value that is not four hands of distinct cards' },
  BAD_DEALER: { severity: 'error', about: 'a Dealer value that is not W, N, E or S' },
  BAD_VULNERABLE: { severity: 'error', about: 'a Vulnerable value the standard does not list' },
  BAD_CONTRACT: {
    severity: 'error',
    about: 'a Contract value that is not Pass or <k><denom><risk>',
  },
  BAD_DECLARER: { severity: 'error', about: 'a Declarer value that is not a seat, ^seat or ""' },
  BAD_RESULT: { severity: 'error', about: 'a Result value not in one of the five forms' },
  BAD_NOTE: { severity: 'error', about: 'a Note value that is not "n:text" with n 1..32' },
  BAD_BOARD: { severity: 'warning', about: 'a Board value that is not a positive integer' },
  BAD_DATE: { severity: 'warning', about: 'a Date value that is not YYYY.MM.DD' },
  UNKNOWN_VALUE: {
    severity: 'info',
    about: 'a tag value `?` (unknown) or `""` where one is needed',
  },
  VALUE_PADDED: { severity: 'warning', about: 'a tag value with leading or trailing spaces' },
  VULNERABLE_WITH_HYPHEN: {
    severity: 'warning',
    about: 'Vulnerable `N-S` or `E-W`, read as NS, EW',
  },
  NT_AS_N: { severity: 'warning', about: '`1N` for `1NT` in a Contract or a call' },
  DEAL_EMPTY_HAND: { severity: 'warning', about: 'a Deal hand left empty, read as unknown `-`' },
  DEAL_SPACING: { severity: 'warning', about: 'Deal hands separated by more than one space' },
  UNEVEN_DEAL: {
    severity: 'warning',
    about: 'known hands in a Deal hold different numbers of cards',
  },

  // The auction section (PBN §3.5, §3.9).
  BAD_SIDE: { severity: 'error', about: 'an Auction or Play tag value that is not W, N, E or S' },
  NO_DEALER: { severity: 'error', about: 'an Auction section with no Dealer before it (§3.1)' },
  BAD_CALL: {
    severity: 'error',
    about: 'a token in the Auction section that is not a call: the auction stops there',
  },
  DIALECT_CALL: {
    severity: 'warning',
    about: 'a call spelt as teaching files do (`dbl`, `rdbl`, `p`), read as X, XX, Pass',
  },
  BAD_PADDING: { severity: 'error', about: 'a `-` in the auction after the first call (§3.5.1)' },
  BAD_LAST_CALL: { severity: 'error', about: 'calls after `AP`, `*` or the closing passes' },
  BAD_IRREGULARITY: { severity: 'error', about: 'a `^` mark not allowed where it stands (§3.9)' },

  // The play section (PBN §3.6, §3.9).
  NO_DEAL: { severity: 'error', about: 'a Play section with no Deal before it (§3.1)' },
  NO_CONTRACT: { severity: 'error', about: 'a Play section with no Contract before it (§3.1)' },
  NO_DECLARER: { severity: 'error', about: 'a Play section with no Declarer before it (§3.1)' },
  BAD_CARD: { severity: 'error', about: 'a token in the Play section that is not a card or `-`' },
  BAD_LAST_CARD: { severity: 'error', about: 'cards after 13 tricks or after `*`' },

  // Annotations (PBN §3.5.2–5, §3.6.2–5, §3.7).
  BAD_SUFFIX: { severity: 'error', about: 'a suffix that is not ! ? !! ?? !? ?!' },
  DOUBLE_SUFFIX: { severity: 'error', about: 'a second suffix on one call or card' },
  BAD_NAG: { severity: 'error', about: 'a NAG outside $0..$255, or for the wrong section' },
  DOUBLE_NOTE: { severity: 'error', about: 'a second note reference on one call or card' },
  NO_NOTE: { severity: 'error', about: 'a note reference `=n=` with no Note tag n' },
  UNUSED_NOTE: { severity: 'warning', about: 'a Note tag that no call or card refers to' },
  MISPLACED_ANNOTATION: {
    severity: 'error',
    about: 'an annotation or comment with no call, card or section before it',
  },

  // Supplemental sections (PBN §5).
  BAD_SECTION: { severity: 'error', about: 'data that is not a section token' },
} as const satisfies Record<string, { severity: Severity; about: string }>;

/** A stable problem code. */
export type ProblemCode = keyof typeof PROBLEM_CATALOGUE;

/** A problem's code and message, before it has a place: what a tag-value parser can say. */
export interface ProblemNote {
  code: ProblemCode;
  message: string;
}

/**
 * Builds a problem at a position with its code's default severity.
 *
 * @example
 * problemAt('BAD_CALL', 'Unknown call 8NT', { line: 12, column: 5 })
 * // { line: 12, column: 5, code: 'BAD_CALL', severity: 'error', message: 'Unknown call 8NT' }
 */
export function problemAt(code: ProblemCode, message: string, position: Position): PbnProblem {
  return {
    line: position.line,
    column: position.column,
    code,
    severity: PROBLEM_CATALOGUE[code].severity,
    message,
  };
}
