/**
 * Splits an author's comment into text, card codes, bids, bare suit symbols and links
 * (hands.md §5 "Comment text recognises card codes (suit then rank, such as SA, H10 or S-K-Q)
 * and bids (1NT, 3H) and shows them as suit symbols; a bare '/S' gives a suit symbol").
 *
 * The word-boundary rule, which keeps ordinary words from turning into cards:
 * - codes are upper case only: suits `S H D C`, ranks `A K Q J T 10 9 … 2`, bid denominations
 *   `NT S H D C`, so `Hi`, `sa` or `3h` are text;
 * - a card, bid or `/S` must not touch a letter or digit on either side (any script, so Dutch
 *   `é` counts as a letter). `SAT`, `SAID`, `HAS`, `AS`, `CDs`, `21C`, `1NTs`, `N/S` and `E/W`
 *   stay text, while `(SA)`, `SA,` and `SK-` are cards;
 * - a card has one rank, or several joined by `-`: `SK`, `S-K`, `S-K-Q`, `SK-Q`. Ranks run
 *   together without dashes (`SAK`) are not read, because too many words are made of suit and
 *   rank letters (`SAT`, `HAT`, `CAT`). A dashed list takes every rank that follows, however
 *   many; a dash followed by something else (`S-K-x`) ends the card before that dash.
 *   The rank `1` accepted in stored card codes (hands.md §3) is not read in comments: `S1` is text.
 *
 * What remains ambiguous: a capitalised two-letter word made only of a suit letter and a rank
 * (`HQ`, `DJ`, `CT`, `ST`, `HA`), and a digit 1-7 followed by a capital suit letter (`7C` for a
 * temperature, `3D`) read as codes. Authors write such words in lower case.
 *
 * Links are found first (see `matchLink`), so codes inside an address stay part of the link.
 * The tokenizer reads plain text: for HTML comments the renderer applies it to each text node.
 */
import { isDenomination, isLevel } from '../calls.js';
import { parseRank, parseSuit, type Rank } from '../cards.js';
import { matchLink } from './links.js';
import type { CommentToken } from './tokens.js';

const RANK = '(?:10|[AKQJT2-9])';
const NOT_BEFORE_WORD = '(?![\\p{L}\\p{N}_])';
const CARD = new RegExp(`([SHDC])-?(${RANK}(?:-${RANK})*)${NOT_BEFORE_WORD}`, 'uy');
const BID = new RegExp(`([1-7])(NT|[SHDC])${NOT_BEFORE_WORD}`, 'uy');
const BARE_SUIT = new RegExp(`/([SHDC])${NOT_BEFORE_WORD}`, 'uy');
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

function execAt(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

function ranksOf(list: string): Rank[] {
  return list.split('-').map((code) => {
    const rank = parseRank(code);
    if (!rank.ok) throw new Error(`The card pattern let through rank '${code}'`);
    return rank.value;
  });
}

/** The card, bid or bare suit symbol starting at `index`, if any. */
function matchCode(text: string, index: number): CommentToken | undefined {
  const before = text[index - 1];
  if (before !== undefined && WORD_CHARACTER.test(before)) return undefined;
  const bareSuit = execAt(BARE_SUIT, text, index);
  if (bareSuit) {
    const suit = parseSuit(bareSuit[1] ?? '');
    if (suit.ok) return { kind: 'suit', text: bareSuit[0], suit: suit.value };
  }
  const bid = execAt(BID, text, index);
  if (bid) {
    const level = Number(bid[1]);
    const denomination = bid[2];
    if (isLevel(level) && isDenomination(denomination)) {
      return { kind: 'bid', text: bid[0], level, denomination };
    }
  }
  const card = execAt(CARD, text, index);
  if (card) {
    const suit = parseSuit(card[1] ?? '');
    if (suit.ok)
      return { kind: 'card', text: card[0], suit: suit.value, ranks: ranksOf(card[2] ?? '') };
  }
  return undefined;
}

/**
 * Splits comment text into tokens. Joining the tokens' `text` gives back the input.
 *
 * @example
 * tokenizeComment('Lead SK-Q after 1NT, see bridge.nl')
 * // [{ kind: 'text', text: 'Lead ' },
 * //  { kind: 'card', text: 'SK-Q', suit: 'S', ranks: ['K', 'Q'] },
 * //  { kind: 'text', text: ' after ' },
 * //  { kind: 'bid', text: '1NT', level: 1, denomination: 'NT' },
 * //  { kind: 'text', text: ', see ' },
 * //  { kind: 'link', text: 'bridge.nl', href: 'http://bridge.nl' }]
 */
export function tokenizeComment(text: string): CommentToken[] {
  const tokens: CommentToken[] = [];
  let plainStart = 0;
  let index = 0;
  while (index < text.length) {
    const link = matchLink(text, index);
    const token: CommentToken | undefined = link
      ? { kind: 'link', text: link.text, href: link.href }
      : matchCode(text, index);
    if (token === undefined) {
      index += 1;
      continue;
    }
    if (index > plainStart) tokens.push({ kind: 'text', text: text.slice(plainStart, index) });
    tokens.push(token);
    index += token.text.length;
    plainStart = index;
  }
  if (text.length > plainStart) tokens.push({ kind: 'text', text: text.slice(plainStart) });
  return tokens;
}
