import { nextSeat, type Seat } from '../cards.js';

/**
 * The seat whose turn it is after `callCount` calls, the dealer calling first.
 *
 * @example
 * seatToCall('E', 2) // 'W'
 */
export function seatToCall(dealer: Seat, callCount: number): Seat {
  return nextSeat(dealer, callCount);
}
