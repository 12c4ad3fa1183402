import { describe, expect, it } from 'vitest';
import { searchPlaceholderCount } from './placeholders.js';

describe('search placeholders (storefront.md §2: 5 minus the number found)', () => {
  it.each([
    [0, 5],
    [2, 3],
    [5, 0],
    [12, 0],
  ])('with %i found shows %i', (found, rows) => {
    expect(searchPlaceholderCount(found)).toBe(rows);
  });
});
