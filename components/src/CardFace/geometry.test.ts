import { RANKS, type Rank } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, isCourt, pipLayout } from './geometry.js';

describe('pipLayout', () => {
  // A number card shows as many pips as its number; the ace and the court cards show none.
  const pipCounts: [Rank, number][] = [
    ['2', 2],
    ['3', 3],
    ['4', 4],
    ['5', 5],
    ['6', 6],
    ['7', 7],
    ['8', 8],
    ['9', 9],
    ['T', 10],
    ['A', 0],
    ['K', 0],
    ['Q', 0],
    ['J', 0],
  ];
  it.each(pipCounts)('%s has %i pips', (rank, count) => {
    expect(pipLayout(rank)).toHaveLength(count);
  });

  it.each(RANKS.map((rank) => [rank]))('the pips of %s lie on the card, none twice', (rank) => {
    const pips = pipLayout(rank);
    for (const pip of pips) {
      expect(pip.x).toBeGreaterThan(0);
      expect(pip.x).toBeLessThan(CARD_WIDTH);
      expect(pip.y).toBeGreaterThan(0);
      expect(pip.y).toBeLessThan(CARD_HEIGHT);
    }
    expect(new Set(pips.map((pip) => `${pip.x},${pip.y}`)).size).toBe(pips.length);
  });

  it('turns the pips of the lower half upside down, as printed cards do', () => {
    expect(pipLayout('2')).toEqual([
      expect.objectContaining({ inverted: false }),
      expect.objectContaining({ inverted: true }),
    ]);
  });
});

describe('isCourt', () => {
  it('is true for the king, queen and jack only', () => {
    expect(RANKS.filter(isCourt)).toEqual(['K', 'Q', 'J']);
  });
});
