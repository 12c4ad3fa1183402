/**
 * Why a handJSON was refused (hands.md §5 "Validation rules"). Codes are stable: the API and the
 * editor switch on them. Codes shared with the rest of the engine keep their meaning:
 * `UNKNOWN_DIRECTION` and `UNSUPPORTED_CARD_CODE` (cards.ts), `UNSUPPORTED_CALL` and the call
 * errors (auction/legality.ts), the play errors (play/state.ts).
 */
import type { EngineError } from '../result.js';

/** Every code {@link HandError} may carry. */
export const HAND_ERROR_CODES = [
  // The shape of the data.
  'INVALID_JSON',
  'INVALID_TYPE',
  'MISSING_FIELD',
  'UNSUPPORTED_VERSION',
  'CONFLICTING_MODES',
  // Seats, cards and the deal (hands.md §3 "Cards", §9 "52 cards; 13 per seat").
  'UNKNOWN_DIRECTION',
  'UNSUPPORTED_CARD_CODE',
  'UNKNOWN_VULNERABILITY',
  'DUPLICATE_CARD',
  'TOO_MANY_CARDS',
  // The auction (hands.md §4 "Auction builder").
  'UNSUPPORTED_CALL',
  'CALL_DETAIL_MISMATCH',
  'AUCTION_COMPLETE',
  'INSUFFICIENT_BID',
  'ILLEGAL_DOUBLE',
  'ILLEGAL_REDOUBLE',
  // The contract.
  'INVALID_CONTRACT',
  'CONTRACT_MISMATCH',
  'DECLARER_MISMATCH',
  'DUMMY_MISMATCH',
  // The play (hands.md §4 "Play builder").
  'PLAY_WITHOUT_CONTRACT',
  'INCOMPLETE_DEAL',
  'TOO_MANY_TRICKS',
  'TRICK_TOO_LONG',
  'INCOMPLETE_TRICK',
  'WRONG_SEAT',
  'CARD_NOT_IN_HAND',
  'MUST_FOLLOW_SUIT',
  // Accepted alternatives (docs/decisions.md, "Accepted alternatives"); an illegal one carries
  // the call or play error above.
  'ALTERNATIVE_NOT_LEARNERS',
  'DUPLICATE_ALTERNATIVE',
  // Passed through from play/state.ts with the others; a full deal with at most 13 tricks of
  // four cards never reaches it.
  'PLAY_COMPLETE',
] as const;
export type HandErrorCode = (typeof HAND_ERROR_CODES)[number];

/**
 * A refusal, with the path of the offending field (`auction[3].value`, `play[0][2].suit`; the
 * empty path is the hand itself). The message starts with the path.
 */
export interface HandError extends EngineError<HandErrorCode> {
  readonly path: string;
}

/** The outcome of reading part of a hand: a {@link Result}-compatible value or a {@link HandError}. */
export type HandResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: HandError };

/**
 * Builds a failed {@link HandResult}.
 *
 * @example
 * handError('UNSUPPORTED_CALL', 'auction[3].value', "'4Z' is not a call")
 * // { ok: false, error: { code: 'UNSUPPORTED_CALL', path: 'auction[3].value',
 * //   message: "auction[3].value: '4Z' is not a call" } }
 */
export function handError(
  code: HandErrorCode,
  path: string,
  detail: string,
): { readonly ok: false; readonly error: HandError } {
  const message = path === '' ? detail : `${path}: ${detail}`;
  return { ok: false, error: { code, message, path } };
}
