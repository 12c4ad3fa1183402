import { describe, expect, it } from 'vitest';
import { seatToCall } from './turn.js';

describe('seatToCall (hands.md §4: the bidding box appends a call for the seat whose turn it is)', () => {
  it.each([
    ['N', 0, 'N'],
    ['N', 1, 'E'],
    ['N', 3, 'W'],
    ['N', 4, 'N'],
    ['E', 2, 'W'],
    ['W', 1, 'N'],
    ['S', 318, 'N'],
  ] as const)('dealer %s after %i calls: %s to call', (dealer, count, seat) => {
    expect(seatToCall(dealer, count)).toBe(seat);
  });
});
