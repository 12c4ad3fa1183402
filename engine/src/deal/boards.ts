/**
 * Dealer and vulnerability by board number, as duplicate boards are made (Laws of Duplicate
 * Bridge 2017, Law 2): the dealer turns N, E, S, W with each board, and the vulnerability
 * follows a cycle of 16 boards. `tenace deal` numbers its deals as boards 1, 2, 3…
 */
import { SEATS, type Seat } from '../cards.js';
import type { Vulnerability } from '../hand/types.js';

// Law 2: boards 1-16; board 17 starts the cycle again.
const VULNERABILITY_CYCLE: readonly Vulnerability[] = [
  ...['None', 'NS', 'EW', 'Both'],
  ...['NS', 'EW', 'Both', 'None'],
  ...['EW', 'Both', 'None', 'NS'],
  ...['Both', 'None', 'NS', 'EW'],
] as Vulnerability[];

/**
 * The dealer of a board: N for board 1, E for 2, S for 3, W for 4, N again for 5.
 *
 * @example
 * boardDealer(6) // 'E'
 */
export function boardDealer(board: number): Seat {
  return SEATS[(board - 1) % SEATS.length] as Seat;
}

/**
 * The vulnerability of a board (Law 2's table).
 *
 * @example
 * boardVulnerability(4) // 'Both'
 */
export function boardVulnerability(board: number): Vulnerability {
  return VULNERABILITY_CYCLE[(board - 1) % VULNERABILITY_CYCLE.length] as Vulnerability;
}
