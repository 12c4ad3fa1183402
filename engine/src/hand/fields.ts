/**
 * Readers for the fields of an untrusted handJSON: each checks one value's type and reports the
 * field's path when it is wrong. `null` reads as absent everywhere, because JSON from the API
 * writes absent optional fields as `null`.
 */
import {
  type Card,
  parseRank,
  parseSeat,
  parseSuit,
  type Rank,
  type Seat,
  type Suit,
} from '../cards.js';
import { COMMENT_FIELDS } from '../comment/fields.js';
import { ok } from '../result.js';
import { type HandResult, handError } from './errors.js';
import type { Comments } from './types.js';

/** Whether a field is absent: missing, `undefined` or `null`. */
export function isAbsent(value: unknown): value is undefined | null {
  return value === undefined || value === null;
}

/** Whether a value is a JSON object (not an array). */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A short description of a value for messages. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/** A required object; `what` names it in the message. */
export function readRecord(
  value: unknown,
  path: string,
  what: string,
): HandResult<Readonly<Record<string, unknown>>> {
  if (isRecord(value)) return ok(value);
  return handError('INVALID_TYPE', path, `${what} must be an object, not ${describeValue(value)}`);
}

/** A list, or an empty list when absent. */
export function readList(value: unknown, path: string): HandResult<readonly unknown[]> {
  if (isAbsent(value)) return ok([]);
  if (Array.isArray(value)) return ok(value);
  return handError('INVALID_TYPE', path, `expected a list, not ${describeValue(value)}`);
}

/** A text, or `''` when absent. */
export function readText(value: unknown, path: string): HandResult<string> {
  if (isAbsent(value)) return ok('');
  if (typeof value === 'string') return ok(value);
  return handError('INVALID_TYPE', path, `expected text, not ${describeValue(value)}`);
}

/** A boolean, or `false` when absent. */
export function readFlag(value: unknown, path: string): HandResult<boolean> {
  if (isAbsent(value)) return ok(false);
  if (typeof value === 'boolean') return ok(value);
  return handError('INVALID_TYPE', path, `expected true or false, not ${describeValue(value)}`);
}

/** A seat or direction (N E S W, n e s w); `fallback` when absent, required when none. */
export function readSeat(value: unknown, path: string, fallback?: Seat): HandResult<Seat> {
  if (isAbsent(value)) {
    return fallback ? ok(fallback) : handError('MISSING_FIELD', path, 'a seat is required');
  }
  const seat = parseSeat(typeof value === 'string' ? value : '');
  if (seat.ok) return seat;
  return handError('UNKNOWN_DIRECTION', path, `unknown direction ${describeValue(value)}`);
}

/** A suit code S H D C. */
export function readSuit(value: unknown, path: string): HandResult<Suit> {
  if (isAbsent(value)) return handError('MISSING_FIELD', path, 'a suit is required');
  const suit = parseSuit(typeof value === 'string' ? value : '');
  if (suit.ok) return suit;
  return handError('UNSUPPORTED_CARD_CODE', path, `unsupported suit ${describeValue(value)}`);
}

/**
 * A rank code A K Q J T 9-2, or 1-10 (hands.md §3 "codes accepted: 1-10, T, J, Q, K, A"),
 * written as text or as a whole number.
 */
export function readRank(value: unknown, path: string): HandResult<Rank> {
  if (isAbsent(value)) return handError('MISSING_FIELD', path, 'a rank is required');
  const code = typeof value === 'string' || Number.isInteger(value) ? String(value) : '';
  const rank = parseRank(code);
  if (rank.ok) return rank;
  return handError('UNSUPPORTED_CARD_CODE', path, `unsupported rank ${describeValue(value)}`);
}

/** A card's `suit` and `rank` fields. */
export function readCard(item: Readonly<Record<string, unknown>>, path: string): HandResult<Card> {
  const suit = readSuit(item.suit, `${path}.suit`);
  if (!suit.ok) return suit;
  const rank = readRank(item.rank, `${path}.rank`);
  if (!rank.ok) return rank;
  return ok({ suit: suit.value, rank: rank.value });
}

/** Comments `{ pre, post, hint }`: the texts given, or `undefined` when there are none. */
export function readComments(value: unknown, path: string): HandResult<Comments | undefined> {
  if (isAbsent(value)) return ok(undefined);
  const record = readRecord(value, path, 'comments');
  if (!record.ok) return record;
  const comments: Comments = {};
  for (const field of COMMENT_FIELDS) {
    const text = record.value[field];
    if (isAbsent(text)) continue;
    if (typeof text !== 'string') {
      return handError(
        'INVALID_TYPE',
        `${path}.${field}`,
        `expected text, not ${describeValue(text)}`,
      );
    }
    comments[field] = text;
  }
  return ok(Object.keys(comments).length > 0 ? comments : undefined);
}
