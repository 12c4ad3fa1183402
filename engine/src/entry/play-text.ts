/**
 * The play typed as text (hands.md §4 "Play builder": "type a trick per line: `HK H4 H2 H6`"):
 * one trick a line in the order played, each card suit first (`HK`, `H10`) or rank first (`KH`),
 * each checked by the play builder's rules (the seat in turn holds it and follows suit; the
 * winner leads the next trick).
 */

import type { Denomination } from '../calls.js';
import type { Seat } from '../cards.js';
import { type Card, parseCard } from '../cards.js';
import type { DealtCard, Trick, TrickCounts } from '../hand/types.js';
import { addCard, handPlay, startPlayBuilder } from '../play/builder.js';
import { type EntryResult, refused } from './entry-error.js';
import { wordsOf } from './text-tokens.js';

/** What the play is checked against: the deal and the contract's declarer and denomination. */
export interface PlayContext {
  readonly deal: readonly DealtCard[];
  readonly declarer: Seat;
  readonly denomination: Denomination;
}

/**
 * @example
 * parsePlayText('HK H4 H2 H6\nSA S2 S3 S4', context) // { ok: true, value: { play: [[…], […]], tricks } }
 */
export function parsePlayText(
  text: string,
  context: PlayContext,
): EntryResult<{ play: Trick[]; tricks: TrickCounts }> {
  let builder = startPlayBuilder(context.deal, context.declarer, context.denomination);
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const words = wordsOf(line);
    if (words.length === 0) continue;
    if (builder.played.length % 4 !== 0)
      return refused(
        'ILLEGAL_CARD',
        'Each line is one trick of four cards: the trick before this line is not finished',
        1,
        index + 1,
      );
    if (words.length > 4)
      return refused('ILLEGAL_CARD', 'A trick has four cards', words[4]?.column ?? 1, index + 1);
    for (const word of words) {
      const card = cardOf(word.text);
      if (card === undefined)
        return refused('BAD_CARD', `${word.text} is not a card`, word.column, index + 1);
      const added = addCard(builder, card);
      if (!added.ok) return refused('ILLEGAL_CARD', added.error.message, word.column, index + 1);
      builder = added.value;
    }
  }
  return { ok: true, value: handPlay(builder) };
}

/** A card written suit first (`HK`, `H10`) or rank first (`KH`, `10H`), in any case. */
function cardOf(text: string): Card | undefined {
  const upper = text.toUpperCase();
  const suitFirst = parseCard(upper);
  if (suitFirst.ok) return suitFirst.value;
  const rankFirst = parseCard(`${upper.slice(-1)}${upper.slice(0, -1)}`);
  return rankFirst.ok ? rankFirst.value : undefined;
}
