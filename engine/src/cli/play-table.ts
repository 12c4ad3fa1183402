/**
 * The play, trick by trick: who led, the card each seat played in the columns W N E S, the
 * winning card marked `*`, and the tricks won by each side so far.
 */
import { sideOf } from '../cards.js';
import type { Trick } from '../hand/types.js';
import { TABLE_SEATS } from './auction-table.js';
import { type Charset, cardText } from './charset.js';

const CELL = 6;
const HEADER = ['Trick', 'Lead', ...TABLE_SEATS, 'NS', 'EW'];

/**
 * The table's lines: a header, then one row per trick (an unfinished trick leaves cells empty).
 *
 * @example
 * playTable(hand.play, 'ascii')
 * // ['Trick Lead  W     N     E     S     NS    EW', '1     W     SK    S3    S4    SA*   1     0']
 */
export function playTable(tricks: readonly Trick[], charset: Charset): string[] {
  let northSouth = 0;
  let eastWest = 0;
  const rows = tricks.map((trick, index) => {
    const winner = trick.find((card) => card.winner);
    if (winner && sideOf(winner.seat) === 'NS') northSouth += 1;
    if (winner && sideOf(winner.seat) === 'EW') eastWest += 1;
    const cells = TABLE_SEATS.map((seat) => {
      const card = trick.find((played) => played.seat === seat);
      return card ? `${cardText(card, charset)}${card.winner ? '*' : ''}` : '';
    });
    const counts = winner ? [String(northSouth), String(eastWest)] : ['', ''];
    return [String(index + 1), trick[0]?.seat ?? '', ...cells, ...counts];
  });
  return [HEADER, ...rows].map((cells) =>
    cells
      .map((cell) => cell.padEnd(CELL))
      .join('')
      .trimEnd(),
  );
}
