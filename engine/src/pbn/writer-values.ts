/**
 * Tag values in PBN export format (PBN 2.1 §3.4, pbn-notes.md §13): the Mandatory Tag Set in its
 * order, and the canonical form of the values that have one: Dealer and Declarer uppercase,
 * Vulnerable as None/NS/EW/All, Deal from the dealer with ranks descending, Contract with `NT`
 * and uppercase risk, Result as declarer's tricks.
 */
import {
  type Card,
  nextSeat,
  RANKS,
  SEATS,
  type Seat,
  SUITS,
  type Suit,
  sideOf,
} from '../cards.js';
import type { Contract, Vulnerability } from '../hand/types.js';
import { exhaustiveSwitchError } from '../result.js';
import {
  type PbnContract,
  type PbnResult,
  parseContractTag,
  parseDealerTag,
  parseDealTag,
  parseDeclarerTag,
  parseResultTag,
  parseVulnerableTag,
} from './tag-values.js';

/** The Mandatory Tag Set of PBN 2.0 and 2.1, in export order (§3.4). */
export const MANDATORY_TAGS = [
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
] as const;
export type MandatoryTag = (typeof MANDATORY_TAGS)[number];

/** Tags that open or belong to the auction and play sections, written with those sections. */
export const SECTION_TAGS: ReadonlySet<string> = new Set(['Auction', 'Play', 'Note']);

const MANDATORY_ORDER: ReadonlyMap<string, number> = new Map(
  MANDATORY_TAGS.map((name, index) => [name, index]),
);

/**
 * The export order of tag names (§3.4): the mandatory tags in their order, then the others
 * alphabetically, in plain code-unit order so that every platform sorts them alike.
 */
export function compareTagNames(a: string, b: string): number {
  const aOrder = MANDATORY_ORDER.get(a) ?? MANDATORY_TAGS.length;
  const bOrder = MANDATORY_ORDER.get(b) ?? MANDATORY_TAGS.length;
  if (aOrder !== bOrder) return aOrder - bOrder;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The value export writes for a mandatory tag whose value is unknown (§3.4). */
export const UNKNOWN_TAG_VALUE = '?';

const EXPORT_VULNERABLE: Readonly<Record<Vulnerability, string>> = {
  None: 'None',
  NS: 'NS',
  EW: 'EW',
  Both: 'All',
};

/** A Vulnerable value in export form: `None`, `NS`, `EW` or `All` (§3.4.10). */
export function formatVulnerable(vulnerable: Vulnerability): string {
  return EXPORT_VULNERABLE[vulnerable];
}

/**
 * Each code's place in `codes` (single characters), indexed by its character code: the deal of
 * every converted game is checked for deck order card by card, and a typed array indexed by a
 * number is much cheaper than an object looked up by a string key ('9' counts as an index).
 */
function orderByCharCode(codes: readonly string[]): Int8Array {
  const order = new Int8Array(128);
  codes.forEach((code, index) => {
    order[code.charCodeAt(0)] = index;
  });
  return order;
}

const SUIT_ORDER = orderByCharCode(SUITS);
const RANK_ORDER = orderByCharCode(RANKS);

/** Orders cards as a Deal value writes them: spades to clubs, each suit from the ace down. */
export function byDeckOrder(a: Card, b: Card): number {
  return (
    (SUIT_ORDER[a.suit.charCodeAt(0)] as number) - (SUIT_ORDER[b.suit.charCodeAt(0)] as number) ||
    (RANK_ORDER[a.rank.charCodeAt(0)] as number) - (RANK_ORDER[b.rank.charCodeAt(0)] as number)
  );
}

/** One hand of a Deal value: `spades.hearts.diamonds.clubs`, ranks descending (§3.4.11). */
function formatHand(cards: readonly Card[]): string {
  const ranks: Record<Suit, string> = { S: '', H: '', D: '', C: '' };
  for (const card of [...cards].sort(byDeckOrder)) ranks[card.suit] += card.rank;
  return SUITS.map((suit) => ranks[suit]).join('.');
}

/**
 * A Deal value in export form: the hands clockwise from `first` (the dealer, in export), ranks
 * descending, `-` for an unknown hand (§3.4.11).
 *
 * @example
 * formatDeal({ N: northCards, E: undefined, S: southCards, W: undefined }, 'N')
 * // 'N:AKQ.xxx… - 432.… -'
 */
export function formatDeal(
  hands: Readonly<Record<Seat, readonly Card[] | undefined>>,
  first: Seat,
): string {
  const texts = SEATS.map((_, offset) => {
    const cards = hands[nextSeat(first, offset)];
    return cards === undefined ? '-' : formatHand(cards);
  });
  return `${first}:${texts.join(' ')}`;
}

/** A Contract value: the bid and its risk, such as `4HX` (§3.4.14). */
export function formatContract(
  contract: Pick<Contract, 'level' | 'denomination' | 'risk'>,
): string {
  return `${contract.level}${contract.denomination}${contract.risk}`;
}

/** A Contract tag value read by the parser, written back: `Pass`, a contract, or an end position's denomination alone (§3.10). */
function formatContractTag(contract: PbnContract): string {
  switch (contract.kind) {
    case 'passedOut':
      return 'Pass';
    case 'contract':
      return formatContract(contract.contract);
    case 'endPosition':
      return contract.denomination;
    default:
      return exhaustiveSwitchError(contract, 'contract');
  }
}

/**
 * A Result value as export writes it, declarer's tricks (§3.4.15), when the declarer's side is
 * known and counted; otherwise the side form, `NS` before `EW`. A leading `^` stays.
 */
function formatResult(result: PbnResult, declarer: Seat | undefined): string {
  if (result.kind === 'passedOut') return '';
  const caret = result.disputed ? '^' : '';
  if (result.kind === 'declarer') return `${caret}${result.tricks}`;
  const declarerTricks =
    declarer === undefined
      ? undefined
      : sideOf(declarer) === 'NS'
        ? result.northSouth
        : result.eastWest;
  if (declarerTricks !== undefined) return `${caret}${declarerTricks}`;
  const sides = [
    result.northSouth === undefined ? '' : `NS ${result.northSouth}`,
    result.eastWest === undefined ? '' : `EW ${result.eastWest}`,
  ].filter((side) => side !== '');
  return `${caret}${sides.join(' ')}`;
}

/** What the export form of some values depends on: the game's dealer and declarer. */
export interface ExportContext {
  dealer?: Seat;
  declarer?: Seat;
}

/** The dealer and declarer of a game's tag values, where they can be read. */
export function exportContext(
  dealerValue: string | undefined,
  declarerValue: string | undefined,
): ExportContext {
  const context: ExportContext = {};
  const dealer = dealerValue === undefined ? undefined : parseDealerTag(dealerValue);
  if (dealer?.ok) context.dealer = dealer.value.seat;
  const declarer = declarerValue === undefined ? undefined : parseDeclarerTag(declarerValue);
  if (declarer?.ok && declarer.value.kind === 'seat') context.declarer = declarer.value.seat;
  return context;
}

/**
 * A tag value in export form. The values of Dealer, Vulnerable, Deal, Declarer, Contract and
 * Result are rewritten canonically when they can be read; any other value, and one that cannot
 * be read (`?` included), is written as it is.
 *
 * @example
 * exportTagValue('Vulnerable', 'both', {})                  // 'All'
 * exportTagValue('Deal', 'W:- - - -', { dealer: 'N' })      // 'N:- - - -'
 * exportTagValue('Result', 'NS 9 EW 4', { declarer: 'S' }) // '9'
 */
export function exportTagValue(name: string, value: string, context: ExportContext): string {
  switch (name) {
    case 'Dealer': {
      const dealer = parseDealerTag(value);
      return dealer.ok ? dealer.value.seat : value;
    }
    case 'Vulnerable': {
      const vulnerable = parseVulnerableTag(value);
      return vulnerable.ok ? formatVulnerable(vulnerable.value.vulnerable) : value;
    }
    case 'Deal': {
      const deal = parseDealTag(value);
      return deal.ok ? formatDeal(deal.value.hands, context.dealer ?? deal.value.first) : value;
    }
    case 'Declarer': {
      const declarer = parseDeclarerTag(value);
      if (!declarer.ok) return value;
      if (declarer.value.kind === 'passedOut') return '';
      return `${declarer.value.swapped ? '^' : ''}${declarer.value.seat}`;
    }
    case 'Contract': {
      const contract = parseContractTag(value);
      return contract.ok ? formatContractTag(contract.value) : value;
    }
    case 'Result': {
      const result = parseResultTag(value);
      return result.ok ? formatResult(result.value, context.declarer) : value;
    }
    default:
      return value;
  }
}
