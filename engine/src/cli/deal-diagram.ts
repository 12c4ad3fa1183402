/**
 * The deal as the classic compass diagram: North on top, West and East either side of a small
 * compass, South below; each hand one line per suit, spades first, ranks from the ace down.
 */
import { RANKS, type Seat, SUITS } from '../cards.js';
import type { DealtCard } from '../hand/types.js';
import { type Charset, suitText, voidText } from './charset.js';

const GAP = '   ';

/**
 * The diagram's lines. A seat with no cards in the deal (an unknown hand, PBN `-`) shows `?`
 * for each suit.
 *
 * @example
 * dealDiagram(hand.deal, 'ascii')
 * // ['            S AK73', …, 'S QJ9      +- N -+   S T865', …]
 */
export function dealDiagram(deal: readonly DealtCard[], charset: Charset): string[] {
  const [north, east, south, west] = (['N', 'E', 'S', 'W'] as const).map((seat) =>
    handLines(deal, seat, charset),
  ) as [string[], string[], string[], string[]];
  const westWidth = Math.max(...west.map((line) => line.length));
  const compass = compassLines(charset);
  const compassWidth = Math.max(...compass.map((line) => line.length));
  const indent = ' '.repeat(westWidth + GAP.length);
  const middle = west.map((westLine, row) => {
    const centre = (compass[row] ?? '').padEnd(compassWidth);
    return `${westLine.padEnd(westWidth)}${GAP}${centre}${GAP}${east[row] ?? ''}`.trimEnd();
  });
  return [
    ...north.map((line) => `${indent}${line}`),
    ...middle,
    ...south.map((line) => `${indent}${line}`),
  ];
}

/** One line per suit of a seat's hand: `♠ AK73`, `♥ —` for a void, `♦ ?` when unknown. */
export function handLines(deal: readonly DealtCard[], seat: Seat, charset: Charset): string[] {
  const cards = deal.filter((card) => card.seat === seat);
  return SUITS.map((suit) => {
    if (cards.length === 0) return `${suitText(suit, charset)} ?`;
    const ranks = RANKS.filter((rank) =>
      cards.some((card) => card.suit === suit && card.rank === rank),
    );
    return `${suitText(suit, charset)} ${ranks.length > 0 ? ranks.join('') : voidText(charset)}`;
  });
}

function compassLines(charset: Charset): string[] {
  return charset === 'unicode'
    ? ['╭─ N ─╮', 'W     E', '╰─ S ─╯']
    : ['+- N -+', 'W     E', '+- S -+'];
}
