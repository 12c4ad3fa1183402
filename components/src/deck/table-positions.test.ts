import type { Seat } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { type TablePosition, tablePosition } from './table-positions.js';

describe('tablePosition', () => {
  // Clockwise from the bottom: left, top, right. With South at the bottom, West is on the left.
  const cases: [Seat, Seat, TablePosition][] = [
    ['S', 'S', 'bottom'],
    ['W', 'S', 'left'],
    ['N', 'S', 'top'],
    ['E', 'S', 'right'],
    ['E', 'E', 'bottom'],
    ['S', 'E', 'left'],
    ['W', 'E', 'top'],
    ['N', 'E', 'right'],
    ['N', 'N', 'bottom'],
    ['S', 'N', 'top'],
  ];
  it.each(cases)('%s with %s at the bottom is at the %s', (seat, bottom, position) => {
    expect(tablePosition(seat, bottom)).toBe(position);
  });
});
