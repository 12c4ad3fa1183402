/**
 * The elements of the auction and play sections [PBN §3.2, §3.5, §3.6, §3.9]: a lexer word is
 * split here into calls or cards and their annotations, since `1S!=1=` is three tokens the
 * standard's way (a call, a suffix, a note reference) and only the section knows it.
 *
 * - move: a run of `A-Z a-z 0-9 - _`, a call or a card (`Pass`, `1NT`, `AP`, `SK`, `-`)
 * - suffix: `!` `?` `!!` `??` `!?` `?!`, at most two characters [§3.5.3]
 * - note: `=n=` [§3.5.4]; nag: `$n` [§3.7]
 * - terminator `*`, continuation `+`, irregularity `^` and a letter [§3.9]
 * - bad: anything else, one character at a time
 */
import { type CallValue, DENOMINATIONS, LEVELS } from '../calls.js';
import { type Card, RANKS, SUITS } from '../cards.js';

export const ELEMENT_KINDS = [
  'move',
  'suffix',
  'note',
  'nag',
  'terminator',
  'continuation',
  'irregularity',
  'bad',
] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** One element, reused from call to call. `number` is a note's or NAG's value (-1 if absent). */
export interface Element {
  kind: ElementKind;
  start: number;
  end: number;
  number: number;
}

const EXCLAMATION = 33;
const DOLLAR = 36;
const ASTERISK = 42;
const PLUS = 43;
const EQUALS = 61;
const QUESTION = 63;
const CARET = 94;

function isMoveChar(code: number): boolean {
  return (
    (code >= 65 && code <= 90) || // A-Z
    (code >= 97 && code <= 122) || // a-z
    (code >= 48 && code <= 57) || // 0-9
    code === 45 || // -
    code === 95 // _
  );
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Reads digits from `index`; returns the index after them and stores the value in `element.number`. */
function readNumber(source: string, index: number, end: number, element: Element): number {
  let value = 0;
  let at = index;
  while (at < end && isDigit(source.charCodeAt(at))) {
    value = Math.min(value * 10 + source.charCodeAt(at) - 48, 100_000);
    at++;
  }
  element.number = at > index ? value : -1;
  return at;
}

/**
 * Reads the element of `source` that starts at `start` (before `end`, the end of the word) into
 * `element`.
 */
export function readElement(source: string, start: number, end: number, element: Element): void {
  element.start = start;
  element.number = -1;
  const code = source.charCodeAt(start);
  if (isMoveChar(code)) {
    let at = start + 1;
    while (at < end && isMoveChar(source.charCodeAt(at))) at++;
    element.kind = 'move';
    element.end = at;
    return;
  }
  switch (code) {
    case EXCLAMATION:
    case QUESTION: {
      const next = source.charCodeAt(start + 1);
      element.kind = 'suffix';
      element.end =
        start + 1 < end && (next === EXCLAMATION || next === QUESTION) ? start + 2 : start + 1;
      return;
    }
    case EQUALS: {
      const after = readNumber(source, start + 1, end, element);
      const closed = after < end && source.charCodeAt(after) === EQUALS;
      element.kind = closed && element.number >= 0 ? 'note' : 'bad';
      element.end = closed ? after + 1 : after;
      return;
    }
    case DOLLAR: {
      const after = readNumber(source, start + 1, end, element);
      element.kind = element.number >= 0 ? 'nag' : 'bad';
      element.end = after;
      return;
    }
    case ASTERISK:
      element.kind = 'terminator';
      element.end = start + 1;
      return;
    case PLUS:
      element.kind = 'continuation';
      element.end = start + 1;
      return;
    case CARET:
      if (start + 1 < end && isMoveChar(source.charCodeAt(start + 1))) {
        element.kind = 'irregularity';
        element.end = start + 2;
        return;
      }
      element.kind = 'bad';
      element.end = start + 1;
      return;
    default:
      element.kind = 'bad';
      element.end = start + 1;
  }
}

/** The NAG a suffix stands for [§3.5.3, §3.6.3]: calls $1..$6; cards add 6. */
export function suffixNag(source: string, start: number, end: number): number {
  const first = source.charCodeAt(start);
  if (end - start === 1) return first === EXCLAMATION ? 1 : 2;
  const second = source.charCodeAt(start + 1);
  if (first === second) return first === EXCLAMATION ? 3 : 4;
  return first === EXCLAMATION ? 5 : 6;
}

// Cards are shared, frozen objects: the parser builds none.
const CARD_TABLE: readonly Card[] = SUITS.flatMap((suit) =>
  RANKS.map((rank) => Object.freeze({ suit, rank })),
);
const SUIT_INDEX = new Int8Array(128).fill(-1);
const RANK_INDEX = new Int8Array(128).fill(-1);
for (const [index, suit] of SUITS.entries()) {
  SUIT_INDEX[suit.charCodeAt(0)] = index;
  SUIT_INDEX[suit.toLowerCase().charCodeAt(0)] = index;
}
for (const [index, rank] of RANKS.entries()) {
  RANK_INDEX[rank.charCodeAt(0)] = index;
  RANK_INDEX[rank.toLowerCase().charCodeAt(0)] = index;
}

/** The index in RANKS of a rank character (`A`…`2`, lowercase allowed), or -1. */
export function rankIndexOf(code: number): number {
  return code < 128 ? (RANK_INDEX[code] as number) : -1;
}

/** The shared card of a suit index (in SUITS) and a rank index (in RANKS). */
export function cardAtIndex(suitIndex: number, rankIndex: number): Card {
  return CARD_TABLE[suitIndex * 13 + rankIndex] as Card;
}

/** The card written at `source[start..end)` (`SA`, `hk`: §3.6.1, §3.11), or undefined. */
export function cardAt(source: string, start: number, end: number): Card | undefined {
  if (end - start !== 2) return undefined;
  const suitCode = source.charCodeAt(start);
  const suit = suitCode < 128 ? (SUIT_INDEX[suitCode] as number) : -1;
  const rank = rankIndexOf(source.charCodeAt(start + 1));
  return suit < 0 || rank < 0 ? undefined : cardAtIndex(suit, rank);
}

/**
 * A call token's meaning: a call, `AP`, or the padding `-`; `ntAsN` for `1N` written for `1NT`;
 * `dialect` for a call in a spelling the standard does not have but teaching files write
 * (pbn-notes.md: `dbl`, `rdbl`, `p`), read as the standard call.
 */
export interface CallToken {
  value: CallValue | 'AP' | '-';
  ntAsN: boolean;
  dialect: boolean;
}

const standard = (value: CallToken['value']): CallToken => ({
  value,
  ntAsN: false,
  dialect: false,
});

const CALL_TOKENS = new Map<string, CallToken>([
  ['PASS', standard('Pass')],
  ['X', standard('X')],
  ['XX', standard('XX')],
  ['AP', standard('AP')],
  ['-', standard('-')],
]);
for (const level of LEVELS) {
  for (const denomination of DENOMINATIONS) {
    CALL_TOKENS.set(`${level}${denomination}`, standard(`${level}${denomination}`));
  }
  CALL_TOKENS.set(`${level}N`, { value: `${level}NT`, ntAsN: true, dialect: false });
}
CALL_TOKENS.set('Pass', standard('Pass'));
// The spellings of real teaching files (Baker Bridge writes `dbl`; others `P`, `Double`), in any
// case like the standard's calls. Not a lone `D`: Baker's Transfers board 10 writes it for `3D`.
for (const [text, value] of [
  ['P', 'Pass'],
  ['DBL', 'X'],
  ['DOUBLE', 'X'],
  ['RDBL', 'XX'],
  ['REDBL', 'XX'],
  ['REDOUBLE', 'XX'],
] as const) {
  CALL_TOKENS.set(text, { value, ntAsN: false, dialect: true });
}

/**
 * The call written as `text` [§3.5.1], in any case (the verifier matches case-insensitively;
 * §3.11 allows lowercase), or undefined.
 */
export function callToken(text: string): CallToken | undefined {
  return CALL_TOKENS.get(text) ?? CALL_TOKENS.get(text.toUpperCase());
}

// The same tokens by first character and length (all are shorter than 9), for callTokenAt.
const CALLS_BY_START = new Map<number, { text: string; token: CallToken }[]>();
for (const [text, token] of CALL_TOKENS) {
  const key = text.charCodeAt(0) * 16 + text.length;
  const sameStart = CALLS_BY_START.get(key);
  if (sameStart === undefined) CALLS_BY_START.set(key, [{ text, token }]);
  else sameStart.push({ text, token });
}

// The calls as nearly every file writes them, found by their characters without a look-up:
// bids of two characters (`1S`, `3N`) by level and letter, `…NT` by level, `Pass`, `X`.
const TWO_CHARACTER_BIDS: (CallToken | undefined)[] = new Array(8 * 128).fill(undefined);
const NT_BIDS: (CallToken | undefined)[] = new Array(8).fill(undefined);
for (const level of LEVELS) {
  for (const letter of ['C', 'D', 'H', 'S', 'N']) {
    TWO_CHARACTER_BIDS[level * 128 + letter.charCodeAt(0)] = CALL_TOKENS.get(`${level}${letter}`);
  }
  NT_BIDS[level] = CALL_TOKENS.get(`${level}NT`);
}
const PASS_TOKEN = CALL_TOKENS.get('Pass');
const DOUBLE_TOKEN = CALL_TOKENS.get('X');

/**
 * The call written at `source[start..end)`, as `callToken` reads it. Every call of every auction
 * asks: the common forms are recognised by their characters, the others looked up by their first
 * character and length and compared where they stand rather than cut out of the text.
 *
 * @example
 * callTokenAt('1D Pass 3NT', 5, 8) // { value: '3NT', ntAsN: false }
 */
export function callTokenAt(source: string, start: number, end: number): CallToken | undefined {
  const length = end - start;
  const first = source.charCodeAt(start);
  const level = first - 48; /* 0 */
  if (level >= 1 && level <= 7) {
    const second = source.charCodeAt(start + 1);
    if (length === 2 && second < 128) {
      const bid = TWO_CHARACTER_BIDS[level * 128 + second];
      if (bid !== undefined) return bid;
    } else if (
      length === 3 &&
      second === 78 /* N */ &&
      source.charCodeAt(start + 2) === 84 /* T */
    ) {
      return NT_BIDS[level];
    }
  } else if (
    length === 4 &&
    first === 80 /* P */ &&
    source.charCodeAt(start + 1) === 97 /* a */ &&
    source.charCodeAt(start + 2) === 115 /* s */ &&
    source.charCodeAt(start + 3) === 115
  ) {
    return PASS_TOKEN;
  } else if (length === 1 && first === 88 /* X */) {
    return DOUBLE_TOKEN;
  }
  return lookedUpCallTokenAt(source, start, end);
}

/** The call written at `source[start..end)` by the table of every form. */
function lookedUpCallTokenAt(source: string, start: number, end: number): CallToken | undefined {
  const length = end - start;
  const sameStart =
    length < 9 ? CALLS_BY_START.get(source.charCodeAt(start) * 16 + length) : undefined;
  if (sameStart !== undefined) {
    for (const candidate of sameStart) {
      if (source.startsWith(candidate.text, start)) return candidate.token;
    }
  }
  return callToken(source.slice(start, end));
}
