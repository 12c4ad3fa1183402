/**
 * Finishing a game once all its tokens are read: inheritance, the values of the tags that
 * carry the game [PBN §3.4], the order the sections need [§3.1], and the notes [§3.5.5, §3.6.5].
 */

import type { Result } from '../result.js';
import { type InheritanceState, inheritIntoGame } from './inheritance.js';
import type { PbnAnnotations, PbnAuction, PbnGame, PbnPlay, PbnTag, Position } from './model.js';
import { type GivenTags, type TagName, tagName } from './parser-tags.js';
import { type ProblemCode, type ProblemNote, problemAt } from './problems.js';
import {
  checkDealTag,
  parseContractTag,
  parseDealerTag,
  parseDeclarerTag,
  parseResultTag,
  parseVulnerableTag,
  type TagValueCode,
} from './tag-values.js';

/** A Note tag, with the section it explains (undefined when it stands outside both). */
export interface NoteRecord {
  tag: PbnTag;
  index: number;
  owner: PbnAuction | PbnPlay | undefined;
}

type ValueParser = (value: string) => Result<{ notes: ProblemNote[] }, TagValueCode>;

const BOARD = /^[1-9][0-9]*$/;
const DATE = /^[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2}$/;

/** The tags a section needs before it [§3.1], with the problem when one is missing. */
type Needs = readonly { tag: TagName; code: ProblemCode }[];

const AUCTION = tagName('Auction');
const PLAY = tagName('Play');
const CONTRACT_TAG = tagName('Contract');
const AUCTION_NEEDS: Needs = [{ tag: tagName('Dealer'), code: 'NO_DEALER' }];
const PLAY_NEEDS: Needs = [
  { tag: tagName('Deal'), code: 'NO_DEAL' },
  { tag: tagName('Declarer'), code: 'NO_DECLARER' },
  { tag: CONTRACT_TAG, code: 'NO_CONTRACT' },
];
const END_POSITION_PLAY_NEEDS: Needs = [
  { tag: tagName('Deal'), code: 'NO_DEAL' },
  { tag: CONTRACT_TAG, code: 'NO_CONTRACT' },
];

/**
 * Completes `game`: inherits, checks its tag values, the tags its sections need and its notes,
 * and sorts its problems by position. `referencesSeen` tells whether a call or card of the game
 * has a note reference. `valued` are the tags whose values are to be checked, in the order of
 * the game's tags: those of the names whose values are checked (`TagName.valueChecked`), not
 * inherited, and not a Deal the parser found plain (plain-deal.ts), which needs no other check;
 * the parser lists them as it reads them, so that the end of a game need not look through all
 * its tags.
 */
export function finishGame(
  game: PbnGame,
  given: GivenTags,
  inheritance: InheritanceState,
  notes: readonly NoteRecord[],
  referencesSeen: boolean,
  valued: readonly PbnTag[],
): void {
  inheritIntoGame(inheritance, game, given);
  for (let index = 0; index < valued.length; index++) checkValue(game, valued[index] as PbnTag);
  if (game.auction !== undefined) requireBefore(game, given, AUCTION, AUCTION_NEEDS);
  if (game.play !== undefined) {
    // An end position's Play tag names the leader itself; it has no declarer [§3.10].
    const needs = isEndPosition(game, given) ? END_POSITION_PLAY_NEEDS : PLAY_NEEDS;
    requireBefore(game, given, PLAY, needs);
  }
  checkNotes(game, notes, referencesSeen);
  if (!inPositionOrder(game.problems)) game.problems.sort(byPosition);
}

function byPosition(a: Position, b: Position): number {
  return a.line - b.line || a.column - b.column;
}

/** Whether the problems are in position order already, as they mostly are: then no sort. */
function inPositionOrder(problems: readonly Position[]): boolean {
  for (let index = 1; index < problems.length; index++) {
    if (byPosition(problems[index - 1] as Position, problems[index] as Position) > 0) return false;
  }
  return true;
}

// An end position's Contract is its denomination alone [§3.10] (N for NT, as in 1N).
const END_POSITION_CONTRACTS: ReadonlySet<string> = new Set(['S', 'H', 'D', 'C', 'NT', 'N']);

/** Whether the game is an end position by its Contract. */
function isEndPosition(game: PbnGame, given: GivenTags): boolean {
  const index = tagIndex(game.tags, given, CONTRACT_TAG);
  const contract = index < 0 ? undefined : game.tags[index];
  // A contract with a level (nearly all) is not a denomination alone: no need to trim it.
  const first = contract?.value.charCodeAt(0) ?? 0;
  if (first >= 48 && first <= 57) return false;
  return contract !== undefined && END_POSITION_CONTRACTS.has(contract.value.trim().toUpperCase());
}

/**
 * The index of the first tag `info` names, or -1. A tag the game gives is where the parser put
 * it; only one it does not give (inherited, carried over or missing) is looked for.
 */
function tagIndex(tags: readonly PbnTag[], given: GivenTags, info: TagName): number {
  const index = given.indexOf(info);
  if (index >= 0) return index;
  for (let at = 0; at < tags.length; at++) {
    if ((tags[at] as PbnTag).name === info.name) return at;
  }
  return -1;
}

function checkValue(game: PbnGame, tag: PbnTag): void {
  const value = tag.value;
  // `?` is unknown and `""` does not apply [§3.4]: both are always allowed.
  if (value === '?' || value === '') return;
  const notes = valueNotes(tag.name, value);
  // Nearly every value is fine: return before building an iterator over no notes.
  if (notes.length === 0) return;
  for (const note of notes) game.problems.push(problemAt(note.code, note.message, tag));
}

const NO_NOTES: readonly ProblemNote[] = Object.freeze([]);

// Values other than the Deal repeat from game to game (4S, None, 10): each is checked once.
const CHECKED_PER_TAG = 512;

/** A tag's value parser, with the notes of the values it has checked. */
interface CheckedValues {
  parse: ValueParser;
  notes: Map<string, readonly ProblemNote[]>;
}

function checkedValues(parse: ValueParser): CheckedValues {
  return { parse, notes: new Map() };
}

const DEALER = checkedValues(parseDealerTag);
const VULNERABLE = checkedValues(parseVulnerableTag);
const CONTRACT = checkedValues(parseContractTag);
const DECLARER = checkedValues(parseDeclarerTag);
const RESULT = checkedValues(parseResultTag);

/**
 * What to say about a tag's value: its error, or the lenient cases it uses. Called for every
 * tag of every game, so it switches on the (interned) name rather than looking it up.
 */
function valueNotes(name: string, value: string): readonly ProblemNote[] {
  switch (name) {
    case 'Deal':
      return dealNotes(value);
    case 'Dealer':
      return cachedNotes(DEALER, value);
    case 'Vulnerable':
      return cachedNotes(VULNERABLE, value);
    case 'Contract':
      return cachedNotes(CONTRACT, value);
    case 'Declarer':
      return cachedNotes(DECLARER, value);
    case 'Result':
      return cachedNotes(RESULT, value);
    case 'Board':
      return BOARD.test(value)
        ? NO_NOTES
        : [{ code: 'BAD_BOARD', message: `Board "${value}" is not a positive integer` }];
    case 'Date':
      return DATE.test(value)
        ? NO_NOTES
        : [{ code: 'BAD_DATE', message: `Date "${value}" is not YYYY.MM.DD` }];
    default:
      return NO_NOTES;
  }
}

// The last Deal value checked, and what was said about it: Deals are too many to keep, but the
// games of a board often follow each other with the same one (a quarter of the corpus's games).
let lastDeal: string | undefined;
let lastDealNotes: readonly ProblemNote[] = NO_NOTES;

function dealNotes(value: string): readonly ProblemNote[] {
  if (value !== lastDeal) {
    lastDealNotes = parsedNotes(checkDealTag(value));
    lastDeal = value;
  }
  return lastDealNotes;
}

function cachedNotes(checked: CheckedValues, value: string): readonly ProblemNote[] {
  const known = checked.notes.get(value);
  if (known !== undefined) return known;
  const notes = parsedNotes(checked.parse(value));
  if (checked.notes.size < CHECKED_PER_TAG) checked.notes.set(value, notes);
  return notes;
}

function parsedNotes(
  result: Result<{ notes: ProblemNote[] }, TagValueCode>,
): readonly ProblemNote[] {
  if (result.ok) return result.value.notes;
  const { code, message } = result.error;
  return code === 'UNKNOWN_VALUE' ? NO_NOTES : [{ code, message }];
}

/** Reports each tag in `needs` that is not given before the section's tag [§3.1]. */
function requireBefore(game: PbnGame, given: GivenTags, sectionInfo: TagName, needs: Needs): void {
  const tags = game.tags;
  const section = sectionInfo.name;
  const sectionIndex = tagIndex(tags, given, sectionInfo);
  if (sectionIndex < 0) return;
  const sectionTag = tags[sectionIndex] as PbnTag;
  for (let need = 0; need < needs.length; need++) {
    const { tag: info, code } = needs[need] as Needs[number];
    const name = info.name;
    const index = tagIndex(tags, given, info);
    const found = index < 0 ? undefined : tags[index];
    if (found === undefined) {
      game.problems.push(problemAt(code, `The ${section} section needs a ${name} tag`, sectionTag));
    } else if (!(index < sectionIndex || found.inheritance !== undefined)) {
      game.problems.push(
        problemAt(code, `${name} must come before the ${section} section (§3.1)`, sectionTag),
      );
    }
  }
}

/**
 * Every note reference needs its Note tag; every Note tag should be referred to. The calls and
 * cards are looked through only when one has a reference (`referencesSeen`), as few do.
 */
function checkNotes(game: PbnGame, notes: readonly NoteRecord[], referencesSeen: boolean): void {
  const { auction, play } = game;
  if (referencesSeen && auction !== undefined) {
    for (const call of auction.calls) checkReference(game, auction, call);
  }
  if (referencesSeen && play !== undefined) {
    for (const trick of play.tricks) for (const card of trick) checkReference(game, play, card);
  }
  for (const note of notes) {
    if (note.owner === undefined) {
      game.problems.push(
        problemAt(
          'UNUSED_NOTE',
          `Note ${note.index} stands outside the Auction and Play sections`,
          note.tag,
        ),
      );
    } else if (!referencesSeen || !refersTo(note.owner, note.index)) {
      game.problems.push(
        problemAt('UNUSED_NOTE', `Nothing refers to Note ${note.index}`, note.tag),
      );
    }
  }
}

function checkReference(
  game: PbnGame,
  owner: PbnAuction | PbnPlay,
  item: PbnAnnotations & Position,
) {
  const ref = item.noteRef;
  if (ref !== undefined && owner.notes[ref] === undefined) {
    game.problems.push(problemAt('NO_NOTE', `No Note tag for =${ref}=`, item));
  }
}

function refersTo(owner: PbnAuction | PbnPlay, index: number): boolean {
  if ('calls' in owner) return owner.calls.some((call) => call.noteRef === index);
  return owner.tricks.some((trick) => trick.some((card) => card.noteRef === index));
}
