/**
 * One line of the JSON Lines `tenace pbn export` reads: either a line of `tenace pbn convert`
 * (`{ "tags": {…}, "hand": {…}, "problems": […] }`) or a bare handJSON. The hand is validated
 * and normalised by the engine; the tags fill what the hand does not hold (Event, Board…).
 */
import { normaliseHand } from '../hand/normalise.js';
import type { HandJSON } from '../hand/types.js';
import { err, ok, type Result } from '../result.js';

/** A hand to export, with the tags of its game. */
export interface HandLine {
  hand: HandJSON;
  tags: Record<string, string>;
}

/** Why a line cannot be exported: not JSON, tags that are not strings, or the engine's code for a bad hand. */
export type HandLineError = 'INVALID_JSON' | 'INVALID_TAGS' | string;

/**
 * Reads a line.
 *
 * @example
 * readHandLine('{"dealer":"E"}') // { ok: true, value: { hand: { …, dealer: 'E', … }, tags: {} } }
 * readHandLine('{"tags":{"Board":"7"},"hand":{}}') // { ok: true, value: { hand: {…}, tags: { Board: '7' } } }
 */
export function readHandLine(text: string): Result<HandLine, HandLineError> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // Malformed input is the user's, reported as a value with JSON.parse's reason.
    return err('INVALID_JSON', `not JSON: ${error instanceof Error ? error.message : error}`);
  }
  const record = isRecord(value) && isRecord(value.hand) ? value : undefined;
  const tags = record?.tags ?? {};
  if (!isStringRecord(tags)) {
    return err('INVALID_TAGS', 'tags must be an object of strings, such as {"Board":"1"}');
  }
  const hand = normaliseHand(record ? record.hand : value);
  if (!hand.ok) return err(hand.error.code, hand.error.message);
  return ok({ hand: hand.value, tags });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((item) => typeof item === 'string');
}
