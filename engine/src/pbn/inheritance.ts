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
import { type GivenTags, type TagNames, tagName } from './parser-tags.js';
import { type ProblemNote, problemAt } from './problems.js';

/** What one game leaves for the next. */
export interface InheritanceState {
  /** The tags of the game before: where `#` looks first. */
  previous: readonly PbnTag[];
  /** How many of `previous` that game gave itself; the others were added at its end. */
  previousGiven: number;
  /** Whether the current game gives a tag with `##` (until its end). */
  givesAlways: boolean;
  /** Each tag's value in the last game before `previous` that gave it, for `#`. */
  last: Map<string, string>;
  /** The tags given with `##` and still in force, by name. */
  always: Map<string, PbnTag>;
  /** The tags of the last game with a deal, for carrying its deal tags over. */
  dealSource: readonly PbnTag[];
}

/** The tags on which `#` and `##` are forbidden [§4.8]. */
const NOT_INHERITABLE: ReadonlySet<string> = new Set([
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
const DEAL_TAGS = ['Board', 'Dealer', 'Vulnerable', 'Deal'] as const;

const DEAL_TAG_NAMES: ReadonlySet<string> = new Set(DEAL_TAGS);

// The tags every game asks about, resolved once: `gives` then needs no look-up by name.
const AUCTION = tagName('Auction');
const PLAY = tagName('Play');
const RESULT = tagName('Result');
const BOARD = tagName('Board');
const DEALER = tagName('Dealer');
const VULNERABLE = tagName('Vulnerable');
const DEAL = tagName('Deal');

export function createInheritanceState(): InheritanceState {
  return {
    previous: [],
    previousGiven: 0,
    givesAlways: false,
    last: new Map(),
    always: new Map(),
    dealSource: [],
  };
}

/**
 * Gives `tag`, the current game's tag at `index` in its tags, the value it gets in this game
 * when its raw value starts with `#`, and marks it with its `inheritance`; returns what to say
 * about it, if anything. Any other tag is left as it is.
 *
 * @example
 * inheritTagValue(state, eventTag, 0) // eventTag.value: the nearest previous game's Event, or ''
 */
export function inheritTagValue(
  state: InheritanceState,
  tag: PbnTag,
  index: number,
): ProblemNote | undefined {
  const { name, raw } = tag;
  if (raw.charCodeAt(0) !== 35 /* # */) return undefined;
  if (raw === '#') {
    const value = earlierValue(state, name, index);
    tag.value = value ?? '';
    tag.inheritance = '#';
    const forbidden = forbiddenNote(name, raw);
    if (value !== undefined || forbidden !== undefined) return forbidden;
    return {
      code: 'NOTHING_TO_INHERIT',
      message: `${name} "#" has no earlier ${name} to inherit; its value is ""`,
    };
  }
  if (raw.charCodeAt(1) === 35) {
    tag.value = raw.slice(2);
    tag.inheritance = '##';
    state.givesAlways = true;
    return forbiddenNote(name, raw);
  }
  return undefined;
}

/**
 * The value of the tag in the nearest previous game that gave it, for the tag at `index` in the
 * current game. Games mostly give the same tags in the same order, so the game before is first
 * asked at the same place: among the tags a game gives itself, a name (but Note's) is given
 * once, and the tags added at its end come after them, so a match there is the first of its name.
 */
function earlierValue(state: InheritanceState, name: string, index: number): string | undefined {
  const previous = state.previous;
  if (index < state.previousGiven && name !== 'Note') {
    const same = previous[index] as PbnTag;
    if (same.name === name) return same.value;
  }
  for (const tag of previous) if (tag.name === name) return tag.value;
  return state.last.get(name);
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
export function inheritIntoGame(state: InheritanceState, game: PbnGame, given: GivenTags): void {
  const { always } = state;
  const givenCount = game.tags.length;
  // Only the games of files that use `##` need their tags looked through.
  if (state.givesAlways || always.size > 0) {
    for (const tag of game.tags) {
      if (tag.inheritance === '##') always.set(tag.name, tag);
      else if (always.size > 0) always.delete(tag.name);
    }
    state.givesAlways = false;
  }
  if (always.size > 0) {
    for (const [name, tag] of always) {
      if (!given.has(name)) game.tags.push(copyTag(tag, '##'));
    }
  }
  const needsDeal =
    (given.gives(AUCTION) || given.gives(PLAY) || given.gives(RESULT)) &&
    !(given.gives(BOARD) || given.gives(DEALER) || given.gives(VULNERABLE) || given.gives(DEAL));
  const carried = needsDeal && carryDealTags(state.dealSource, game);
  if (given.gives(DEAL) || carried) state.dealSource = game.tags;
  rememberPrevious(state, game.tags, given);
  state.previousGiven = givenCount;
}

/** Adds the deal tags of `source` to the game, marked `carried`; whether it had any. */
function carryDealTags(source: readonly PbnTag[], game: PbnGame): boolean {
  const carried = source.filter((tag) => DEAL_TAG_NAMES.has(tag.name));
  if (carried.length === 0) return false;
  for (const tag of carried) game.tags.push(copyTag(tag, 'carried'));
  game.problems.push(carriedProblem(game, carried));
  return true;
}

/** A tag of an earlier game given to this one, without its comments, which stay where written. */
function copyTag(tag: PbnTag, inheritance: '##' | 'carried'): PbnTag {
  // Written out rather than spread: with the same keys in the same order, it is much cheaper.
  return {
    line: tag.line,
    column: tag.column,
    name: tag.name,
    value: tag.value,
    raw: tag.raw,
    comments: NO_COMMENTS,
    inheritance,
  };
}

/**
 * Makes `tags` the previous game's, keeping in `last` the values of the game before that it
 * does not give. Games usually give the same tags in the same order, so most are matched by
 * place without a look-up.
 */
function rememberPrevious(state: InheritanceState, tags: readonly PbnTag[], given: TagNames): void {
  const previous = state.previous;
  for (let index = 0; index < previous.length; index++) {
    const tag = previous[index] as PbnTag;
    const name = tag.name;
    if (tags[index]?.name === name || name === 'Note') continue;
    // A name the game gives is among its tags; only the others need looking for.
    if (!given.has(name) && !tags.some((other) => other.name === name)) {
      state.last.set(name, tag.value);
    }
  }
  state.previous = tags;
}

function carriedProblem(game: PbnGame, tags: readonly PbnTag[]): PbnProblem {
  const names = tags.map((tag) => tag.name).join(', ');
  return problemAt(
    'TAGS_CARRIED_OVER',
    `Game records a table result but has no ${DEAL_TAGS.join(', ')}; ${names} carried over from the game before`,
    game,
  );
}
