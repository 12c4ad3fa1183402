/**
 * What the editor's text entry found wrong (hands.md §4 "Deal builder", "Auction builder", "Play
 * builder": the author may type what the pickers click). Codes for the browser's own words, an
 * English message, and where: the column (from 1) of the offending token, and its line for text of
 * several lines.
 */
import type { EngineError } from '../result.js';

export const ENTRY_ERROR_CODES = [
  'SUIT_COUNT',
  'BAD_RANK',
  'REPEATED_CARD',
  'TOO_MANY_CARDS',
  'CARD_IN_TWO_HANDS',
  'NOT_A_DEAL',
  'BAD_CALL',
  'ILLEGAL_CALL',
  'BAD_CARD',
  'ILLEGAL_CARD',
  'NO_CONTRACT',
] as const;
export type EntryErrorCode = (typeof ENTRY_ERROR_CODES)[number];

/** An engine error with the place of the token it is about. */
export interface EntryError extends EngineError<EntryErrorCode> {
  /** From 1. */
  readonly line: number;
  /** From 1. */
  readonly column: number;
}

/** The value typed, or where it went wrong. */
export type EntryResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: EntryError };

/**
 * @example
 * refused('BAD_RANK', 'X is not a rank', 5) // { ok: false, error: { code: 'BAD_RANK', …, line: 1, column: 5 } }
 */
export function refused(
  code: EntryErrorCode,
  message: string,
  column: number,
  line = 1,
): { readonly ok: false; readonly error: EntryError } {
  return { ok: false, error: { code, message, line, column } };
}
