/**
 * The auction as a table with the columns W N E S, the way bridge books print it: the first
 * call sits in its caller's column, and each row is one round.
 */
import type { Seat } from '../cards.js';
import type { HandCall } from '../hand/types.js';
import { type Charset, callText } from './charset.js';

/** The column order of auction and play tables. */
export const TABLE_SEATS: readonly Seat[] = ['W', 'N', 'E', 'S'];

const CELL = 6;

/**
 * The table's lines: a header row, then one row per round; the cells before the first call
 * stay empty.
 *
 * @example
 * auctionTable([{ seat: 'N', value: '1D' }, { seat: 'E', value: 'Pass' }], 'ascii')
 * // ['W     N     E     S', '      1D    Pass']
 */
export function auctionTable(calls: readonly HandCall[], charset: Charset): string[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let lastColumn = -1;
  for (const call of calls) {
    const column = TABLE_SEATS.indexOf(call.seat);
    if (column <= lastColumn) {
      rows.push(row);
      row = [];
    }
    while (row.length < column) row.push('');
    row.push(callText(call.value, charset));
    lastColumn = column;
  }
  if (row.length > 0) rows.push(row);
  return [TABLE_SEATS, ...rows].map((cells) =>
    cells
      .map((cell) => cell.padEnd(CELL))
      .join('')
      .trimEnd(),
  );
}
