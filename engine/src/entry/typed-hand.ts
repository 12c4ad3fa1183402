/**
 * A hand typed as text (hands.md §4 "Deal builder", the typed way): the four suits in the order
 * spades, hearts, diamonds, clubs, separated by spaces (`AKQ2 J83 T9 K54`) or dots
 * (`AKQ2.J83.T9.K54`, the PBN Deal notation of §3.4.11 of the standard); ranks in any order and
 * case, `T` or `10` for the ten, `-` for a void. An empty text is a hand not typed yet.
 */
import { type Card, RANKS, type Rank, SUITS } from '../cards.js';
import { ok } from '../result.js';
import { type EntryResult, refused } from './entry-error.js';

const RANK_OF: Readonly<Record<string, Rank>> = Object.fromEntries(
  RANKS.map((rank) => [rank, rank]),
);

/** The most cards a hand holds. */
const HAND_SIZE = 13;

/**
 * @example
 * parseTypedHand('AKQ2 J83 T9 K54') // { ok: true, value: [{ suit: 'S', rank: 'A' }, … 13 cards] }
 * parseTypedHand('AK - 10x') // { ok: false, error: { code: 'SUIT_COUNT', … } }
 */
export function parseTypedHand(text: string): EntryResult<Card[]> {
  if (text.trim() === '') return ok([]);
  const groups = suitGroups(text);
  if (groups.length !== SUITS.length)
    return refused(
      'SUIT_COUNT',
      `A hand is four suits (spades, hearts, diamonds, clubs); this has ${groups.length}`,
      1,
    );
  const cards: Card[] = [];
  const seen = new Set<string>();
  for (const [index, group] of groups.entries()) {
    const suit = SUITS[index] as Card['suit'];
    if (group.text === '-') continue;
    const upper = group.text.toUpperCase();
    for (let at = 0; at < upper.length; at++) {
      const column = group.column + at;
      const ten = upper.startsWith('10', at);
      const rank = ten ? 'T' : RANK_OF[upper.charAt(at)];
      if (rank === undefined)
        return refused(
          'BAD_RANK',
          `${group.text.charAt(at)} is not a rank (A K Q J T 9-2)`,
          column,
        );
      if (ten) at++;
      const code = `${suit}${rank}`;
      if (seen.has(code)) return refused('REPEATED_CARD', `${code} is typed twice`, column);
      seen.add(code);
      cards.push({ suit, rank });
    }
  }
  if (cards.length > HAND_SIZE)
    return refused('TOO_MANY_CARDS', `A hand holds 13 cards; this has ${cards.length}`, 1);
  return ok(cards);
}

/** The suits' texts and where each starts (from 1): split by dots, or else by spaces. */
function suitGroups(text: string): { text: string; column: number }[] {
  const lead = text.length - text.trimStart().length;
  const body = text.trim();
  const separator = body.includes('.') ? /\./g : /\s+/g;
  const groups: { text: string; column: number }[] = [];
  let start = 0;
  for (const match of body.matchAll(separator)) {
    groups.push({ text: body.slice(start, match.index).trim(), column: lead + start + 1 });
    start = match.index + match[0].length;
  }
  groups.push({ text: body.slice(start).trim(), column: lead + start + 1 });
  // Dots may leave a suit empty ('AKQ..T9.K54'): a void, as PBN writes it.
  return groups.map((group) => (group.text === '' ? { ...group, text: '-' } : group));
}
