/**
 * Parsers for the values of the PBN tags that carry the game: Deal, Dealer, Vulnerable,
 * Contract, Declarer, Result and Note (PBN 2.1 §3.4, §3.5.5, §3.10, §3.11).
 *
 * Each accepts the import format, lowercase included (§3.11), and returns a `Result`. Where real
 * files bend the standard and the value can still be read (pbn-notes.md §15: `N-S`, `1N`,
 * trailing spaces…), the value is returned with `notes` saying so, which the parser turns into
 * warnings. `?` (unknown) and `""` (does not apply) fail with `UNKNOWN_VALUE` unless the standard
 * gives `""` a meaning (a passed-out Declarer or Result).
 */
import type { Denomination, Level, Risk } from '../calls.js';
import { type Card, nextSeat, type Seat } from '../cards.js';
import type { Contract, Vulnerability } from '../hand/types.js';
import { err, ok, type Result } from '../result.js';
import { cardAtIndex, rankIndexOf } from './parser-elements.js';
import type { ProblemNote } from './problems.js';

/** The codes a tag value can fail with (see problems.ts). */
export type TagValueCode =
  | 'BAD_DEAL'
  | 'BAD_DEALER'
  | 'BAD_VULNERABLE'
  | 'BAD_CONTRACT'
  | 'BAD_DECLARER'
  | 'BAD_RESULT'
  | 'BAD_NOTE'
  | 'UNKNOWN_VALUE';

/** What every parsed value carries: the lenient cases met while reading it. */
export interface Lenient {
  notes: ProblemNote[];
}

/**
 * A Deal tag (§3.4.11): the seat written first, and each seat's cards in the order written, or
 * `undefined` for a hand given as `-` (unknown). Hands may hold fewer than 13 cards (end
 * positions §3.10, teaching boards).
 */
export interface PbnDeal extends Lenient {
  first: Seat;
  hands: Record<Seat, Card[] | undefined>;
}

export interface PbnDealer extends Lenient {
  seat: Seat;
}

export interface PbnVulnerable extends Lenient {
  /** As handJSON stores it: `All` reads as `Both` (hands.md §3). */
  vulnerable: Vulnerability;
}

/**
 * A Contract tag (§3.4.14): `Pass`, a contract, or for an end position (§3.10) only the
 * denomination.
 */
export type PbnContract = Lenient &
  (
    | { kind: 'passedOut' }
    | { kind: 'contract'; contract: Contract }
    | { kind: 'endPosition'; denomination: Denomination }
  );

/** A Declarer tag (§3.4.13): `""` when passed out; `swapped` for `^S` (declarer and dummy swapped, §3.9 E). */
export type PbnDeclarer = Lenient &
  ({ kind: 'passedOut' } | { kind: 'seat'; seat: Seat; swapped: boolean });

/**
 * A Result tag (§3.4.15): `""` when passed out, declarer's tricks (`"9"`), or tricks per side
 * (`"NS 9"`, `"EW 4 NS 9"`…). `disputed` is the leading `^`: the agreed number differs from the
 * tricks actually won.
 */
export type PbnResult = Lenient &
  (
    | { kind: 'passedOut' }
    | { kind: 'declarer'; tricks: number; disputed: boolean }
    | { kind: 'sides'; northSouth?: number; eastWest?: number; disputed: boolean }
  );

/** A Note tag (§3.5.5, §3.6.5): `"n:text"` with n from 1 to 32. */
export interface PbnNote extends Lenient {
  index: number;
  text: string;
}

const SEAT_BY_LETTER: Readonly<Record<string, Seat>> = {
  N: 'N',
  E: 'E',
  S: 'S',
  W: 'W',
  n: 'N',
  e: 'E',
  s: 'S',
  w: 'W',
};

const DENOMINATION_BY_CODE: Readonly<Record<string, Denomination>> = {
  S: 'S',
  H: 'H',
  D: 'D',
  C: 'C',
  NT: 'NT',
};

const RISK_BY_CODE: Readonly<Record<string, Risk>> = { '': '', X: 'X', XX: 'XX' };

// §3.4.10, with the lowercase forms of §3.11 reached by upper-casing.
const VULNERABILITY_BY_CODE: Readonly<Record<string, Vulnerability>> = {
  NONE: 'None',
  LOVE: 'None',
  '-': 'None',
  NS: 'NS',
  EW: 'EW',
  ALL: 'Both',
  BOTH: 'Both',
};

// pbn-notes.md §15: BridgeNZ txt2pbn writes `N-S` and `E-W`.
const HYPHENATED_VULNERABILITY: Readonly<Record<string, Vulnerability>> = {
  'N-S': 'NS',
  'E-W': 'EW',
};

const TRICKS = /^(?:[0-9]|1[0-3])$/;

/** Trims the value, noting when real files padded it (pbn-notes.md §15: `"None "`). */
function trimmed(value: string, tag: string, notes: ProblemNote[]): string {
  const trimmedValue = value.trim();
  if (trimmedValue !== value) {
    notes.push({ code: 'VALUE_PADDED', message: `${tag} value "${value}" has extra spaces` });
  }
  return trimmedValue;
}

function unknownValue(value: string, tag: string) {
  return err('UNKNOWN_VALUE', `${tag} is ${value === '' ? 'empty' : 'unknown (?)'}`);
}

/**
 * Parses a Deal value (§3.4.11): any first seat, ranks in any order and lowercase (import
 * format), `-` for an unknown hand, hands of fewer than 13 cards. A repeated card or a hand of
 * more than 13 cards is an error.
 *
 * @example
 * parseDealTag('N:AKQ.xx - - -') // { ok: false, error: { code: 'BAD_DEAL', … } }
 * parseDealTag('W:- .63.AKQ987.A9732 - J973.J98742.3.K4').ok // true; W and E unknown
 */
export function parseDealTag(value: string): Result<PbnDeal, TagValueCode> {
  const hands: Record<Seat, Card[] | undefined> = {
    N: undefined,
    E: undefined,
    S: undefined,
    W: undefined,
  };
  const read = readDeal(value, hands);
  return read.ok ? ok({ first: read.value.first, hands, notes: read.value.notes }) : read;
}

/**
 * Checks a Deal value as `parseDealTag` does, with the same errors and notes, without building
 * its hands: the reader checks the Deal of every game, and the cards are most of the cost.
 */
export function checkDealTag(value: string): Result<Lenient, TagValueCode> {
  return readDeal(value);
}

/** Reads a Deal value, filling `hands` with the cards when it is given. */
function readDeal(
  value: string,
  hands?: Record<Seat, Card[] | undefined>,
): Result<Lenient & { first: Seat }, TagValueCode> {
  const notes: ProblemNote[] = [];
  const text = trimmed(value, 'Deal', notes);
  if (text === '' || text === '?') return unknownValue(text, 'Deal');
  const first = SEAT_BY_LETTER[text.charAt(0)];
  if (first === undefined || text.charAt(1) !== ':') {
    return err('BAD_DEAL', `Deal "${value}" does not start with a seat and a colon`);
  }
  const split = splitHands(text, notes);
  if (split === undefined) {
    return err('BAD_DEAL', `Deal "${value}" does not have four hands`);
  }
  const { source, bounds } = split;
  // The cards met so far: one bit per rank in each suit.
  const seen = [0, 0, 0, 0];
  let count = -1;
  let uneven = false;
  for (let offset = 0; offset < 4; offset++) {
    const seat = nextSeat(first, offset);
    const start = bounds[2 * offset] as number;
    const end = bounds[2 * offset + 1] as number;
    if (end - start === 1 && source.charCodeAt(start) === 45 /* - */) continue;
    if (start === end) {
      notes.push({ code: 'DEAL_EMPTY_HAND', message: `Deal hand of ${seat} is empty; read as -` });
      continue;
    }
    const cards: Card[] | undefined = hands === undefined ? undefined : [];
    const hand = readHand(source, start, end, seat, seen, cards);
    if (!hand.ok) return hand;
    if (hands !== undefined) hands[seat] = cards;
    if (count >= 0 && count !== hand.value) uneven = true;
    count = hand.value;
  }
  if (uneven) {
    notes.push({
      code: 'UNEVEN_DEAL',
      message: 'Deal hands hold different numbers of cards',
    });
  }
  return ok({ first, notes });
}

/** The four hands of a Deal: where each starts and ends in `source`, in pairs. */
interface HandBounds {
  source: string;
  bounds: number[];
}

/**
 * The four hands of `text`, after its `<seat>:`. Hands are separated by one space (§3.4.11);
 * Baker Bridge leaves a hand empty between two spaces, which reads as 4 hands. Otherwise runs
 * of spaces are tolerated. Every Deal of a file is read, so the hands are found as offsets in
 * the text rather than split into strings.
 */
function splitHands(text: string, notes: ProblemNote[]): HandBounds | undefined {
  const first = text.indexOf(' ', 2);
  const second = first < 0 ? -1 : text.indexOf(' ', first + 1);
  const third = second < 0 ? -1 : text.indexOf(' ', second + 1);
  if (third >= 0 && text.indexOf(' ', third + 1) < 0) {
    return {
      source: text,
      bounds: [2, first, first + 1, second, second + 1, third, third + 1, text.length],
    };
  }
  const byRuns = text.slice(2).trim().split(/\s+/);
  if (byRuns.length !== 4) return undefined;
  notes.push({ code: 'DEAL_SPACING', message: 'Deal hands are separated by more than one space' });
  const source = byRuns.join(' ');
  const bounds: number[] = [];
  let start = 0;
  for (const hand of byRuns) {
    bounds.push(start, start + hand.length);
    start += hand.length + 1;
  }
  return { source, bounds };
}

/**
 * Reads the hand written at `text[start..end)`, marking its cards in `seen` and adding them to
 * `cards` when it is given; returns how many cards it holds.
 */
function readHand(
  text: string,
  start: number,
  end: number,
  seat: Seat,
  seen: number[],
  cards: Card[] | undefined,
): Result<number, 'BAD_DEAL'> {
  let count = 0;
  let suit = 0;
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code === 46 /* . */) {
      suit++;
      if (suit > 3) {
        return err(
          'BAD_DEAL',
          `Deal hand of ${seat} "${text.slice(start, end)}" has more than four suits`,
        );
      }
      continue;
    }
    const rank = rankIndexOf(code);
    if (rank < 0) {
      return err('BAD_DEAL', `Deal hand of ${seat} has an unknown rank '${text.charAt(index)}'`);
    }
    const bit = 1 << rank;
    const suitSeen = seen[suit] as number;
    if ((suitSeen & bit) !== 0) {
      const card = cardAtIndex(suit, rank);
      return err('BAD_DEAL', `Deal has ${card.suit}${card.rank} more than once`);
    }
    seen[suit] = suitSeen | bit;
    cards?.push(cardAtIndex(suit, rank));
    count++;
  }
  if (suit !== 3) {
    return err(
      'BAD_DEAL',
      `Deal hand of ${seat} "${text.slice(start, end)}" does not have four suits`,
    );
  }
  if (count > 13) {
    return err('BAD_DEAL', `Deal hand of ${seat} has ${count} cards, more than 13`);
  }
  return ok(count);
}

/**
 * Parses a Dealer value (§3.4.9): W, N, E or S, lowercase allowed (§3.11).
 *
 * @example
 * parseDealerTag('n') // { ok: true, value: { seat: 'N', notes: [] } }
 */
export function parseDealerTag(value: string): Result<PbnDealer, TagValueCode> {
  const notes: ProblemNote[] = [];
  const text = trimmed(value, 'Dealer', notes);
  if (text === '' || text === '?') return unknownValue(text, 'Dealer');
  const seat = text.length === 1 ? SEAT_BY_LETTER[text] : undefined;
  if (seat === undefined) return err('BAD_DEALER', `Dealer "${value}" is not W, N, E or S`);
  return ok({ seat, notes });
}

/**
 * Parses a Vulnerable value (§3.4.10): None, Love or `-`; NS; EW; All or Both, in any case;
 * also `N-S` and `E-W` with a note. `All` and `Both` give handJSON's `Both`.
 *
 * @example
 * parseVulnerableTag('All') // { ok: true, value: { vulnerable: 'Both', notes: [] } }
 */
export function parseVulnerableTag(value: string): Result<PbnVulnerable, TagValueCode> {
  const notes: ProblemNote[] = [];
  const text = trimmed(value, 'Vulnerable', notes);
  if (text === '' || text === '?') return unknownValue(text, 'Vulnerable');
  const code = text.toUpperCase();
  const vulnerable = VULNERABILITY_BY_CODE[code];
  if (vulnerable !== undefined) return ok({ vulnerable, notes });
  const hyphenated = HYPHENATED_VULNERABILITY[code];
  if (hyphenated !== undefined) {
    notes.push({
      code: 'VULNERABLE_WITH_HYPHEN',
      message: `Vulnerable "${text}" read as ${hyphenated}`,
    });
    return ok({ vulnerable: hyphenated, notes });
  }
  return err('BAD_VULNERABLE', `Vulnerable "${value}" is not None, NS, EW or All`);
}

/**
 * Parses a Contract value (§3.4.14): `Pass`, or `<k><denomination><risk>` with k 1..7,
 * denomination S H D C NT and risk empty, X or XX, in any case (§3.11); for an end position
 * (§3.10) the denomination alone. `N` for `NT` is read with a note.
 *
 * @example
 * parseContractTag('4Sx') // contract 4S doubled
 * parseContractTag('3N')  // contract 3NT, with an NT_AS_N note
 */
export function parseContractTag(value: string): Result<PbnContract, TagValueCode> {
  const notes: ProblemNote[] = [];
  const text = trimmed(value, 'Contract', notes);
  if (text === '' || text === '?') return unknownValue(text, 'Contract');
  const code = text.toUpperCase();
  if (code === 'PASS') return ok({ kind: 'passedOut', notes });
  const match = /^([1-7]?)(NT|N|S|H|D|C)(X{0,2})$/.exec(code);
  if (match === null) {
    return err('BAD_CONTRACT', `Contract "${value}" is not Pass or <level><denomination><risk>`);
  }
  const [, levelText = '', denominationText = '', riskText = ''] = match;
  if (denominationText === 'N') {
    notes.push({ code: 'NT_AS_N', message: `Contract "${text}" uses N for NT` });
  }
  const denomination = DENOMINATION_BY_CODE[denominationText === 'N' ? 'NT' : denominationText];
  const risk = RISK_BY_CODE[riskText];
  if (denomination === undefined || risk === undefined) {
    return err('BAD_CONTRACT', `Contract "${value}" is not Pass or <level><denomination><risk>`);
  }
  if (levelText === '') {
    if (risk !== '') return err('BAD_CONTRACT', `Contract "${value}" has a risk but no level`);
    return ok({ kind: 'endPosition', denomination, notes });
  }
  const level = Number(levelText) as Level;
  const contract: Contract = { level, denomination, risk, value: `${level}${denomination}` };
  return ok({ kind: 'contract', contract, notes });
}

/**
 * Parses a Declarer value (§3.4.13): a seat, `^` and a seat when declarer and dummy were
 * swapped, or `""` when the board was passed out.
 *
 * @example
 * parseDeclarerTag('^S') // { ok: true, value: { kind: 'seat', seat: 'S', swapped: true, notes: [] } }
 */
export function parseDeclarerTag(value: string): Result<PbnDeclarer, TagValueCode> {
  const notes: ProblemNote[] = [];
  const text = trimmed(value, 'Declarer', notes);
  if (text === '') return ok({ kind: 'passedOut', notes });
  if (text === '?') return unknownValue(text, 'Declarer');
  const swapped = text.startsWith('^');
  const letter = swapped ? text.slice(1) : text;
  const seat = letter.length === 1 ? SEAT_BY_LETTER[letter] : undefined;
  if (seat === undefined) {
    return err('BAD_DECLARER', `Declarer "${value}" is not W, N, E, S, ^ and a seat, or ""`);
  }
  return ok({ kind: 'seat', seat, swapped, notes });
}

/**
 * Parses a Result value (§3.4.15): `""` (passed out), `"<n>"` (declarer's tricks), `"NS <n>"`,
 * `"EW <n>"`, `"NS <n> EW <n>"` or `"EW <n> NS <n>"` with n 0..13, each optionally after `^`
 * (the agreed tricks differ from those won).
 *
 * @example
 * parseResultTag('EW 4 NS 9') // sides: northSouth 9, eastWest 4
 */
export function parseResultTag(value: string): Result<PbnResult, TagValueCode> {
  const notes: ProblemNote[] = [];
  const text = trimmed(value, 'Result', notes);
  if (text === '') return ok({ kind: 'passedOut', notes });
  if (text === '?') return unknownValue(text, 'Result');
  const disputed = text.startsWith('^');
  const words = (disputed ? text.slice(1) : text).trim().split(/\s+/);
  const bad = err('BAD_RESULT', `Result "${value}" is not tricks 0..13 in one of the five forms`);
  if (words.length === 1) {
    const tricks = parseTricks(words[0]);
    return tricks === undefined ? bad : ok({ kind: 'declarer', tricks, disputed, notes });
  }
  if (words.length !== 2 && words.length !== 4) return bad;
  const sides: { northSouth?: number; eastWest?: number } = {};
  for (let index = 0; index < words.length; index += 2) {
    const side = words[index]?.toUpperCase();
    const tricks = parseTricks(words[index + 1]);
    if (tricks === undefined) return bad;
    if (side === 'NS' && sides.northSouth === undefined) sides.northSouth = tricks;
    else if (side === 'EW' && sides.eastWest === undefined) sides.eastWest = tricks;
    else return bad;
  }
  return ok({ kind: 'sides', ...sides, disputed, notes });
}

function parseTricks(word: string | undefined): number | undefined {
  return word !== undefined && TRICKS.test(word) ? Number(word) : undefined;
}

/**
 * Parses a Note value (§3.5.5): `"<index>:<text>"` with index 1..32.
 *
 * @example
 * parseNoteTag('1:non-forcing') // { ok: true, value: { index: 1, text: 'non-forcing', notes: [] } }
 */
export function parseNoteTag(value: string): Result<PbnNote, TagValueCode> {
  const colon = value.indexOf(':');
  const indexText = colon < 0 ? '' : value.slice(0, colon).trim();
  const index = /^[0-9]{1,2}$/.test(indexText) ? Number(indexText) : 0;
  if (index < 1 || index > 32) {
    return err('BAD_NOTE', `Note "${value}" is not "<index>:<text>" with an index from 1 to 32`);
  }
  return ok({ index, text: value.slice(colon + 1), notes: [] });
}
