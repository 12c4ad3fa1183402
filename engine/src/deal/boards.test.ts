import { describe, expect, it } from 'vitest';
import { boardDealer, boardVulnerability } from './boards.js';

// Law 2 of the Laws of Duplicate Bridge 2017, "Dealer and Vulnerability" table.
const LAW_2 = [
  [1, 'N', 'None'],
  [2, 'E', 'NS'],
  [3, 'S', 'EW'],
  [4, 'W', 'Both'],
  [5, 'N', 'NS'],
  [6, 'E', 'EW'],
  [7, 'S', 'Both'],
  [8, 'W', 'None'],
  [9, 'N', 'EW'],
  [10, 'E', 'Both'],
  [11, 'S', 'None'],
  [12, 'W', 'NS'],
  [13, 'N', 'Both'],
  [14, 'E', 'None'],
  [15, 'S', 'NS'],
  [16, 'W', 'EW'],
  [17, 'N', 'None'],
  [36, 'W', 'Both'],
] as const;

describe('board dealer and vulnerability (Law 2)', () => {
  it.each(LAW_2)('board %i: dealer %s, vulnerable %s', (board, dealer, vulnerable) => {
    expect(boardDealer(board)).toBe(dealer);
    expect(boardVulnerability(board)).toBe(vulnerable);
  });
});
