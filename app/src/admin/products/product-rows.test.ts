import { describe, expect, it } from 'vitest';
import { nextTicks, productKind, untickableIds } from './product-rows.js';

const rows = [
  { id: 1, type: 'Set' },
  { id: 2, type: 'Collection' },
  { id: 3, type: 'Set' },
  { id: 4, type: 'GiftVoucher' },
];

describe('the products list rows (admin.md §2, §4 Collection building)', () => {
  it('opens sets and collections only', () => {
    expect(rows.map(productKind)).toEqual(['set', 'collection', 'set', undefined]);
  });

  it('lets only sets be ticked', () => {
    expect(untickableIds(rows)).toEqual([2, 4]);
  });

  it('keeps the ticks in the order they were made, across pages', () => {
    const first = nextTicks([9], new Set([3]), rows);
    expect(first).toEqual([9, 3]);
    expect(nextTicks(first, new Set([3, 1]), rows)).toEqual([9, 3, 1]);
    expect(nextTicks([9, 3, 1], new Set([1]), rows)).toEqual([9, 1]);
  });

  it('ticks every set of the page with the header box, and nothing else', () => {
    expect(nextTicks([9], 'all', rows)).toEqual([9, 1, 3]);
    expect(nextTicks([9, 1, 3], new Set(), rows)).toEqual([9]);
  });
});
