/**
 * The title a hand made from a PBN game starts with (hands.md §4 "PBN upload": one Draft hand per
 * game; the author renames it in the editor). PBN has no title tag: the Event and Board tags
 * (§3.1, §3.2 of the standard) name a game the way its file does, so the title is built from
 * them, within the hand title's limit (hands.md §9).
 */
import { HAND_TITLE_MAX_LENGTH } from '../hand/title.js';

/** The tag values a PBN reader gives for "not known" (§2.4 of the standard: `?` and empty). */
const UNKNOWN = new Set(['', '?', '#', '##']);

/**
 * `Event – Board n` from the game's tags: without an Event, `Board n`; without a Board, n is the
 * game's place in the file (from 1). Cut to the hand title's limit, in code points as
 * `checkHandTitle` counts.
 *
 * @example
 * gameTitle({ Event: 'Transfers', Board: '3' }, 2) // 'Transfers – Board 3'
 * gameTitle({ Event: '?' }, 4) // 'Board 5'
 */
export function gameTitle(tags: Readonly<Record<string, string>>, index: number): string {
  const known = (name: string) => {
    const value = tags[name]?.trim() ?? '';
    return UNKNOWN.has(value) ? undefined : value;
  };
  const event = known('Event');
  const board = known('Board');
  const boardPart = `Board ${board ?? index + 1}`;
  const title = event === undefined ? boardPart : `${event} – ${boardPart}`;
  return [...title].slice(0, HAND_TITLE_MAX_LENGTH).join('').trim();
}
