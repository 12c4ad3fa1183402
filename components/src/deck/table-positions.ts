/**
 * Where each seat sits on the screen: the player's seat at the bottom, the others clockwise
 * (left, top, right), as around a real table.
 */
import { SEATS, type Seat } from '@tenace/engine';

export const TABLE_POSITIONS = ['bottom', 'left', 'top', 'right'] as const;
export type TablePosition = (typeof TABLE_POSITIONS)[number];

/**
 * The screen position of `seat` when `bottom` sits at the bottom.
 *
 * @example
 * tablePosition('W', 'S') // 'left'
 * tablePosition('N', 'E') // 'left'
 */
export function tablePosition(seat: Seat, bottom: Seat): TablePosition {
  const steps = (SEATS.indexOf(seat) - SEATS.indexOf(bottom) + SEATS.length) % SEATS.length;
  return TABLE_POSITIONS[steps] as TablePosition;
}

/** The seats in the order W N E S of the auction table's columns (as bridge books print them). */
export const AUCTION_COLUMNS: readonly Seat[] = ['W', 'N', 'E', 'S'];
