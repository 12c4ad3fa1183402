import { describe, expect, it } from 'vitest';
import { exportFileName } from './hand-export.js';

describe('exportFileName (hands.md §2: named after the hand title)', () => {
  it('is the title’s slug', () => {
    expect(exportFileName('A game in no-trumps')).toBe('a-game-in-no-trumps.json');
    expect(exportFileName('♠♥')).toBe('untitled.json');
  });
});
