/**
 * A deal in BBO's LIN notation, as authors copy it from Bridge Base Online (hands.md §4 "Deal
 * builder": "paste … a LIN string"): `md|` the dealer (1 South, 2 West, 3 North, 4 East) and the
 * hands of South, West, North and East, each as suit letters followed by their ranks, the last
 * hand often left out; `sv|` the vulnerability (o or 0 none, n, e, b both); `mb|` the calls (`p`,
 * `d`, `r`, alerts marked `!`). The rest of the string (names, play, commentary) is not read.
 */
import { type Card, DECK, type Seat } from '../cards.js';
import type { DealtCard, Vulnerability } from '../hand/types.js';
import { type EntryResult, refused } from './entry-error.js';
import { parseTypedHand } from './typed-hand.js';

/** What a LIN string gives an editor: the deal, its dealer and vulnerability, its calls. */
export interface LinDeal {
  readonly deal: DealtCard[];
  readonly dealer: Seat | undefined;
  readonly vulnerable: Vulnerability | undefined;
  /** The calls in PBN's words (Pass, X, XX, 1NT …), in order from the dealer. */
  readonly calls: string[];
}

const DEALERS: Readonly<Record<string, Seat>> = { '1': 'S', '2': 'W', '3': 'N', '4': 'E' };
const HAND_ORDER: readonly Seat[] = ['S', 'W', 'N', 'E'];
const VULNERABLE: Readonly<Record<string, Vulnerability>> = {
  o: 'None',
  '0': 'None',
  n: 'NS',
  e: 'EW',
  b: 'Both',
};
const NON_BIDS: Readonly<Record<string, string>> = { P: 'Pass', D: 'X', R: 'XX' };

/** Whether `text` looks like LIN: it has an `md|` deal. */
export function isLin(text: string): boolean {
  return /(^|\|)md\|/i.test(text.trim());
}

/**
 * @example
 * readLin('md|3SAKQ2HJ83DT9CK54,S...,S...,|sv|n|mb|1C|mb|p|')
 */
export function readLin(text: string): EntryResult<LinDeal> {
  const tokens = text.trim().split('|');
  let deal: DealtCard[] | undefined;
  let dealer: Seat | undefined;
  let vulnerable: Vulnerability | undefined;
  const calls: string[] = [];
  for (let index = 0; index + 1 < tokens.length; index += 2) {
    const tag = (tokens[index] ?? '').trim().toLowerCase();
    const value = (tokens[index + 1] ?? '').trim();
    if (tag === 'md') {
      dealer = DEALERS[value.charAt(0)];
      const hands = value
        .slice(dealer === undefined ? 0 : 1)
        .split(',')
        .slice(0, 4);
      const read = linHands(hands);
      if (!read.ok) return read;
      deal = read.value;
    } else if (tag === 'sv') {
      vulnerable = VULNERABLE[value.toLowerCase()];
    } else if (tag === 'mb') {
      const call = value.replace(/[!*]+$/, '').toUpperCase();
      calls.push(NON_BIDS[call] ?? call.replace(/N$/, 'NT'));
    }
  }
  if (deal === undefined) return refused('NOT_A_DEAL', 'A LIN deal needs its md| part', 1);
  return { ok: true, value: { deal, dealer, vulnerable, calls } };
}

/** The LIN hands (S, W, N, E), each suit letter followed by its ranks; a missing fourth is the rest. */
function linHands(hands: readonly string[]): EntryResult<DealtCard[]> {
  const deal: DealtCard[] = [];
  for (const [index, text] of hands.entries()) {
    const seat = HAND_ORDER[index] as Seat;
    if (text.trim() === '') continue;
    const suits: Record<string, string> = { S: '', H: '', D: '', C: '' };
    let suit = '';
    for (const character of text.toUpperCase()) {
      if (character in suits) suit = character;
      else if (suit !== '') suits[suit] += character;
    }
    const typed = parseTypedHand(
      `${suits.S || '-'}.${suits.H || '-'}.${suits.D || '-'}.${suits.C || '-'}`,
    );
    if (!typed.ok) return typed;
    deal.push(...typed.value.map((card: Card) => ({ seat, ...card })));
  }
  const held = new Set(deal.map((card) => `${card.suit}${card.rank}`));
  const missing = HAND_ORDER.filter((seat) => !deal.some((card) => card.seat === seat));
  if (missing.length === 1 && deal.length === 39) {
    const seat = missing[0] as Seat;
    deal.push(
      ...DECK.filter((card) => !held.has(`${card.suit}${card.rank}`)).map((card) => ({
        seat,
        ...card,
      })),
    );
  }
  if (new Set(deal.map((card) => `${card.suit}${card.rank}`)).size !== deal.length)
    return refused('CARD_IN_TWO_HANDS', 'A card is in two of the LIN hands', 1);
  return { ok: true, value: deal };
}
