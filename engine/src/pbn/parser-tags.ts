/**
 * What the parser knows about tag names: which the standard defines [§3.4, §4, §5] (others are
 * unknown, kept and reported [§4.9]), which may be followed by data, and whether a name is
 * well formed [§3.2, §3.3]. Names are interned: a file repeats the same few names thousands of
 * times, and each is looked at once.
 */

/** The Mandatory Tag Set [§3.4] and the supplemental tags [§4] of PBN 2.1. */
const GAME_TAGS = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
  'Auction',
  'Play',
  'Note',
  // §4.1 game
  'Competition',
  'DealId',
  'Description',
  'FrenchMP',
  'Generator',
  'Hidden',
  'Room',
  'Termination',
  // §4.2 score
  'Score',
  'ScoreIMP',
  'ScoreMP',
  'ScorePercentage',
  'ScoreRubber',
  'ScoreRubberHistory',
  'OptimumScore',
  // §4.3 players
  'BidSystemEW',
  'BidSystemNS',
  'PairEW',
  'PairNS',
  'WestNA',
  'NorthNA',
  'EastNA',
  'SouthNA',
  'WestType',
  'NorthType',
  'EastType',
  'SouthType',
  // §4.4 event
  'EventDate',
  'EventSponsor',
  'HomeTeam',
  'Round',
  'Section',
  'Stage',
  'Table',
  'VisitTeam',
  // §4.5 time and date, §4.6 time control, §4.7 miscellaneous
  'Time',
  'UTCDate',
  'UTCTime',
  'TimeControl',
  'TimeCall',
  'TimeCard',
  'Annotator',
  'AnnotatorNA',
  'Application',
  'Mode',
] as const;

/** The tables of §5, the tags defined to be followed by data. */
const TABLE_TAGS = [
  'ActionTable',
  'AuctionTimeTable',
  'InstantScoreTable',
  'OptimumPlayTable',
  'OptimumResultTable',
  'PlayTimeTable',
  'ScoreTable',
  'TotalScoreTable',
] as const;

/** The tags whose values the end of a game checks (parser-game.ts). */
const CHECKED_VALUE_TAGS: ReadonlySet<string> = new Set([
  'Deal',
  'Dealer',
  'Vulnerable',
  'Contract',
  'Declarer',
  'Result',
  'Board',
  'Date',
]);

/** What the parser needs to know about a tag name. */
export interface TagName {
  /** The name, one string for all the tags of that name. */
  name: string;
  /** Defined by the standard. */
  known: boolean;
  /** A table, or an unknown tag: data after it is expected. */
  mayHaveSection: boolean;
  /** A letter, then letters, digits and `_`, the first uppercase as in every standard name. */
  wellFormed: boolean;
  /** Its value is checked at the end of the game, unless inherited. */
  valueChecked: boolean;
  /** The name's number among the names met so far (0, 1, …), or -1 past `MAX_INTERNED`. */
  id: number;
}

// The standard's names as the constants above: comparing them with string literals is cheap.
const KNOWN: ReadonlyMap<string, string> = new Map(
  [...GAME_TAGS, ...TABLE_TAGS].map((name): [string, string] => [name, name]),
);
const TABLES: ReadonlySet<string> = new Set<string>(TABLE_TAGS);

// Enough for every name a real file uses; a file of endless invented names is not cached.
const MAX_INTERNED = 4096;
const interned = new Map<string, TagName>();
// The same names by first character and length, for tagNameAt: in an array for the ASCII names
// shorter than MAX_INDEXED_LENGTH (every standard name), which are compared with the lexer's code
// units; in a map for the others, compared with the text.
const MAX_INDEXED_LENGTH = 32;
const byStart: (TagName[] | undefined)[] = new Array(128 * MAX_INDEXED_LENGTH).fill(undefined);
const byOtherStart = new Map<number, TagName[]>();

function addByStart(info: TagName): void {
  const first = info.name.charCodeAt(0);
  const length = info.name.length;
  if (isAscii(info.name) && length < MAX_INDEXED_LENGTH) {
    const key = first * MAX_INDEXED_LENGTH + length;
    const sameStart = byStart[key];
    if (sameStart === undefined) byStart[key] = [info];
    else sameStart.push(info);
    return;
  }
  const key = first * 65536 + length;
  const sameStart = byOtherStart.get(key);
  if (sameStart === undefined) byOtherStart.set(key, [info]);
  else sameStart.push(info);
}

function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    if (text.charCodeAt(index) >= 128) return false;
  }
  return true;
}

/**
 * What is known about a tag name.
 *
 * @example
 * tagName('Deal') // { name: 'Deal', known: true, mayHaveSection: false, wellFormed: true, …
 * tagName('Deal').valueChecked // true
 */
export function tagName(name: string): TagName {
  const cached = interned.get(name);
  if (cached !== undefined) return cached;
  const info: TagName = {
    name: KNOWN.get(name) ?? name,
    known: KNOWN.has(name),
    mayHaveSection: TABLES.has(name) || !KNOWN.has(name),
    wellFormed: isWellFormed(name),
    valueChecked: CHECKED_VALUE_TAGS.has(name),
    id: -1,
  };
  if (interned.size < MAX_INTERNED) {
    // Once the table is full no name joins it, so a name without an id never gets one later.
    info.id = interned.size;
    interned.set(name, info);
    addByStart(info);
  }
  return info;
}

/**
 * What is known about the tag name written at `source[start..end)`, whose code units are
 * `units` (code-units.ts: each ASCII unit as it is, any other from 128 up). Every tag pair of every
 * game asks, and the names repeat: a name met before is found by its first character and length
 * and compared where it stands, unit by unit in the typed array (cheaper than reading the text,
 * whose representation `charCodeAt` checks at every character), rather than cut out of the text
 * and hashed. The rare names with other characters are compared with the text, or found by the
 * name itself.
 *
 * @example
 * const text = '[Deal "N:…"]';
 * tagNameAt(text, new CodeUnits().of(text), 1, 5).name // 'Deal'
 */
export function tagNameAt(source: string, units: Uint8Array, start: number, end: number): TagName {
  const length = end - start;
  const first = units[start] as number;
  if (first < 128 && length < MAX_INDEXED_LENGTH) {
    const sameStart = byStart[first * MAX_INDEXED_LENGTH + length];
    if (sameStart !== undefined) {
      for (let candidate = 0; candidate < sameStart.length; candidate++) {
        const info = sameStart[candidate] as TagName;
        if (unitsSpell(units, start, info.name)) return info;
      }
    }
  } else {
    const sameStart = byOtherStart.get(source.charCodeAt(start) * 65536 + length);
    if (sameStart !== undefined) {
      for (let candidate = 0; candidate < sameStart.length; candidate++) {
        const info = sameStart[candidate] as TagName;
        if (standsAt(source, start, info.name)) return info;
      }
    }
  }
  return tagName(source.slice(start, end));
}

/**
 * Whether the ASCII `name` is written at `units[start..]`, its first character known to match
 * (a unit from 128 up, any other character, matches no ASCII character).
 */
function unitsSpell(units: Uint8Array, start: number, name: string): boolean {
  for (let index = 1; index < name.length; index++) {
    if (units[start + index] !== name.charCodeAt(index)) return false;
  }
  return true;
}

/** Whether `name` is written at `source[start..]`, its first character known to match. */
function standsAt(source: string, start: number, name: string): boolean {
  for (let index = 1; index < name.length; index++) {
    if (source.charCodeAt(start + index) !== name.charCodeAt(index)) return false;
  }
  return true;
}

function isWellFormed(name: string): boolean {
  const first = name.charCodeAt(0);
  if (!(first >= 65 && first <= 90)) return false;
  for (let index = 1; index < name.length; index++) {
    const code = name.charCodeAt(index);
    const letterOrDigit =
      (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
    if (!letterOrDigit && code !== 95) return false;
  }
  return true;
}

/** A set of tag names, as the end of a game reads it. */
export interface TagNames {
  has(name: string): boolean;
}

/** The names of the tags the current game gives, emptied for every game. */
export interface GivenTags extends TagNames {
  /** Whether the game gives the tag `info` names: `has` without looking the name up. */
  gives(info: TagName): boolean;
  /**
   * Where the game's tags hold the first tag `info` names, when the game gives it and the name
   * has an id; otherwise -1 (then look through the tags).
   */
  indexOf(info: TagName): number;
  /**
   * Adds the tag `info` names, at `index` in the game's tags, unless the game gives it already;
   * whether it was added (asking and adding at once, as the parser does for every tag).
   */
  add(info: TagName, index: number): boolean;
  /** Empties the set for the next game. */
  clear(): void;
}

// More names than any real file uses; past that (a file of endless invented names) the stamps
// are dropped so that memory stays bounded.
const MAX_STAMPED = 4096;
const INITIAL_STAMPS = 128;

/**
 * Creates the set of the names a game gives. A `Set` emptied after every game shrinks its table
 * and grows it again for the next game's twenty tags, which costs more than the look-ups; here
 * each name is stamped with the number of the game that gave it, and emptying the set is moving
 * on to the next number. The stamps of names with an id are kept in an array by id, so the
 * parser, which has each tag's `TagName`, asks and adds without a look-up; only names past the
 * interning limit are stamped in a map.
 *
 * @example
 * const given = createGivenTags();
 * given.add(tagName('Deal'), 0) // true
 * given.has('Deal') // true
 * given.add(tagName('Deal'), 3) // false: given already, at 0
 * given.clear();
 * given.has('Deal') // false
 */
export function createGivenTags(): GivenTags {
  return new StampedTags();
}

/**
 * The stamps. A class rather than a closure: a set is made per file, and the parser and the end
 * of each game ask it for every tag and game; methods shared by every set keep the optimised
 * callers' calls to them direct (and inlined) from file to file, where closures made per file
 * are new functions each time, which makes those calls generic.
 */
class StampedTags implements GivenTags {
  // Sized for the ids met so far and grown as needed: a set is made per file, and two arrays for
  // every possible id cost more to make than a small file costs to read. Games count from 1, so
  // the zeros of a new array stamp no game.
  private stamps = new Int32Array(INITIAL_STAMPS);
  private places = new Int32Array(INITIAL_STAMPS);
  private readonly others = new Map<string, number>();
  private game = 1;

  gives(info: TagName): boolean {
    const id = info.id;
    return id >= 0
      ? id < this.stamps.length && this.stamps[id] === this.game
      : this.others.get(info.name) === this.game;
  }

  has(name: string): boolean {
    const info = interned.get(name);
    return info === undefined ? this.others.get(name) === this.game : this.gives(info);
  }

  indexOf(info: TagName): number {
    const id = info.id;
    return id >= 0 && id < this.stamps.length && this.stamps[id] === this.game
      ? (this.places[id] as number)
      : -1;
  }

  add(info: TagName, index: number): boolean {
    const id = info.id;
    if (id < 0) {
      if (this.others.get(info.name) === this.game) return false;
      this.others.set(info.name, this.game);
      return true;
    }
    if (id >= this.stamps.length) this.grow(id);
    const stamps = this.stamps;
    if (stamps[id] === this.game) return false;
    stamps[id] = this.game;
    this.places[id] = index;
    return true;
  }

  clear(): void {
    this.game++;
    if (this.others.size > MAX_STAMPED) this.others.clear();
  }

  /** Makes room for the stamp of `id`. */
  private grow(id: number): void {
    const size = Math.min(Math.max(id + 1, this.stamps.length * 2), MAX_INTERNED);
    const grownStamps = new Int32Array(size);
    grownStamps.set(this.stamps);
    this.stamps = grownStamps;
    const grownPlaces = new Int32Array(size);
    grownPlaces.set(this.places);
    this.places = grownPlaces;
  }
}
