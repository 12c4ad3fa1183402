import { describe, expect, it } from 'vitest';
import { FILTER_GROUPS, selectionTags, startsCollapsed } from './filters.js';

const tags = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `t${i}`, name: `Tag ${i}` }));

describe('filter groups (storefront.md §2, §9)', () => {
  it('are purchase type, difficulty, system, type and author', () => {
    expect(FILTER_GROUPS).toEqual(['PurchaseType', 'Difficulty', 'System', 'Type', 'Author']);
  });

  it('collapse above 5 tags', () => {
    expect(startsCollapsed(tags(5), [])).toBe(false);
    expect(startsCollapsed(tags(6), [])).toBe(true);
  });

  it('stay open when a tag beyond the fifth is chosen', () => {
    expect(startsCollapsed(tags(8), ['t1'])).toBe(true);
    expect(startsCollapsed(tags(8), ['t6'])).toBe(false);
  });

  it('give the search a list of tags per chosen group, in group order', () => {
    expect(selectionTags({ System: ['acol'], Difficulty: ['b', 'i'], Author: [] })).toEqual([
      ['b', 'i'],
      ['acol'],
    ]);
    expect(selectionTags({})).toEqual([]);
  });
});
