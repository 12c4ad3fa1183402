/**
 * The hand's title (hands.md §5 "Hand title edit is limited to 100 characters"; §9 "Hand title
 * max 100 characters"). Characters are Unicode code points, so an emoji or a suit symbol counts
 * once, on the server as in the browser.
 */
import { err, ok, type Result } from '../result.js';

/** The longest title a hand may have. */
export const HAND_TITLE_MAX_LENGTH = 100;

/**
 * Checks a hand title's length.
 *
 * @example
 * checkHandTitle('Board 1: the squeeze') // { ok: true, value: 'Board 1: the squeeze' }
 */
export function checkHandTitle(title: string): Result<string, 'TITLE_TOO_LONG'> {
  const length = Array.from(title).length;
  if (length <= HAND_TITLE_MAX_LENGTH) return ok(title);
  return err(
    'TITLE_TOO_LONG',
    `The title has ${length} characters; at most ${HAND_TITLE_MAX_LENGTH} are allowed`,
  );
}
