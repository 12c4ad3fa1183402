/**
 * Tag value inheritance across the games of a file [PBN §4.8], and the carrying over of deal
 * tags that some real files rely on instead (pbn-notes.md §7).
 *
 * - `#` takes the value the tag had in the nearest previous game that gave it; `""` if none.
 * - `##text` gives `text` to this game and to every later game that does not give the tag.
 *   Following the reference verifier (PbnInherit), any later occurrence of the tag, `#` or an
 *   ordinary value, ends that; a new `##` starts it again.
 * - `#` and `##` are forbidden on Dealer, Vulnerable, Deal, Declarer, Contract, Auction, Play
 *   and Note; they are reported and inherited anyway. `[Deal "#"]` is what pre-standard
 *   PBN 0.8 files write (1997 Generali), so it is only a warning.
 * - Carrying over (not in the standard): rpbridge.net's files (endplay `example3.pbn`) write a
 *   board's second table as a game with its own players, contract, auction and play but no
 *   Board, Dealer, Vulnerable or Deal. When a game records what happened at a table (an Auction,
 *   Play or Result tag; passed-out tables have only the Result) and gives none of those four
 *   tags, it takes them from the game before, with a warning, so it can be played.
 *
 * The state is plain data carried from game to game by the streaming parser, so its size
 * depends on the number of distinct tag names, not on the number of games.
 */
import type { PbnGame, PbnProblem, PbnTag } from './model.js';
import { NO_COMMENTS } from './parser-annotations.js';
import { type ProblemNote, problemAt } from './problems.js';

/** What one game leaves for the next. */
export interface InheritanceState {
  /** Each tag's value in the last game that gave it, for `#`. */
  last: Map<string, string>;
  /** The tags given with `##` and still in force, by name. */
  always: Map<string, PbnTag>;
  /** The tags of the last game with a deal, for carrying its deal tags over. */
  dealSource: readonly PbnTag[];
}

/** The tags on which `#` and `##` are forbidden [§4.8]. */
export const NOT_INHERITABLE: ReadonlySet<string> = new Set([
  'Dealer',
  'Vulnerable',
  'Deal',
  'Declarer',
  'Contract',
  'Auction',
  'Play',
  'Note',
]);

/** The tags that make two games the same board, carried over to a game that gives none of them. */
export const DEAL_TAGS = ['Board', 'Dealer', 'Vulnerable', 'Deal'] as const;

const DEAL_TAG_NAMES: ReadonlySet<string> = new Set(DEAL_TAGS);

/** The tags that record what happened at a table; a game with one of them is about a deal. */
const TABLE_RESULT_TAGS = ['Auction', 'Play', 'Result'] as const;

export function createInheritanceState(): InheritanceState {
  return { last: new Map(), always: new Map(), dealSource: [] };
}

/** A tag value after inheritance, and what to say about it. */
export interface ResolvedValue {
  value: string;
  inheritance?: '#' | '##';
  note?: ProblemNote;
}

/**
 * The value a tag written with `raw` gets in the current game.
 *
 * @example
 * resolveTagValue(state, 'Event', '#') // the Event of the nearest previous game, or ''
 */
export function resolveTagValue(state: InheritanceState, name: string, raw: string): ResolvedValue {
  if (raw.charCodeAt(0) !== 35 /* # */) return { value: raw };
  const forbidden = forbiddenNote(name, raw);
  if (raw === '#') {
    const value = state.last.get(name);
    if (value === undefined) {
      return {
        value: '',
        inheritance: '#',
        note: forbidden ?? {
          code: 'NOTHING_TO_INHERIT',
          message: `${name} "#" has no earlier ${name} to inherit; its value is ""`,
        },
      };
    }
    return forbidden ? { value, inheritance: '#', note: forbidden } : { value, inheritance: '#' };
  }
  if (raw.charCodeAt(1) === 35) {
    const value = raw.slice(2);
    return forbidden ? { value, inheritance: '##', note: forbidden } : { value, inheritance: '##' };
  }
  return { value: raw };
}

function forbiddenNote(name: string, raw: string): ProblemNote | undefined {
  if (!NOT_INHERITABLE.has(name)) return undefined;
  if (name === 'Deal' && raw === '#') {
    return {
      code: 'DEAL_INHERITED',
      message: 'Deal "#" (PBN 0.8) is forbidden since PBN 1.0; the Deal is inherited',
    };
  }
  return { code: 'BAD_INHERITANCE', message: `${name} may not use "${raw.slice(0, 2)}" (§4.8)` };
}

/**
 * Completes a game's tags once all of them are read: adds the `##` tags it does not give, and
 * carries the deal tags over when it needs them; then records its values for the games after.
 * Tags added this way keep the position of the tag they come from, and are marked `inheritance`.
 */
export function inheritIntoGame(
  state: InheritanceState,
  game: PbnGame,
  given: ReadonlySet<string>,
): void {
  const { always, last } = state;
  for (const tag of game.tags) {
    if (tag.name === 'Note') continue;
    if (tag.inheritance === '##') always.set(tag.name, tag);
    else if (always.size > 0) always.delete(tag.name);
    last.set(tag.name, tag.value);
  }
  for (const [name, tag] of state.always) {
    if (!given.has(name)) game.tags.push({ ...tag, comments: NO_COMMENTS });
  }
  const needsDeal =
    TABLE_RESULT_TAGS.some((name) => given.has(name)) &&
    DEAL_TAGS.every((name) => !given.has(name));
  const carried = needsDeal ? state.dealSource.filter((tag) => DEAL_TAG_NAMES.has(tag.name)) : [];
  if (carried.length > 0) {
    for (const tag of carried)
      game.tags.push({ ...tag, comments: NO_COMMENTS, inheritance: 'carried' });
    game.problems.push(carriedProblem(game, carried));
  }
  if (given.has('Deal') || carried.length > 0) state.dealSource = game.tags;
}

function carriedProblem(game: PbnGame, tags: readonly PbnTag[]): PbnProblem {
  const names = tags.map((tag) => tag.name).join(', ');
  return problemAt(
    'TAGS_CARRIED_OVER',
    `Game records a table result but has no ${DEAL_TAGS.join(', ')}; ${names} carried over from the game before`,
    game,
  );
}
