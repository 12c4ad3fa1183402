import { describe, expect, it } from 'vitest';
import { SORT_ORDERING, sortOf, tagsOf, toggleFilter } from './product-filters.js';

describe('product list filters (storefront.md §2)', () => {
  it('reads the groups from the query, as admin.md links them', () => {
    const params = new URLSearchParams(
      'Purchase+type=Subscription&Difficulty=Beginner&Difficulty=Improver',
    );
    expect(tagsOf(params)).toEqual([['Subscription'], ['Beginner', 'Improver']]);
  });

  it('toggles a value', () => {
    const on = toggleFilter(new URLSearchParams('sort=title'), 'System', 'Acol');
    expect(on.toString()).toBe('sort=title&System=Acol');
    expect(toggleFilter(on, 'System', 'Acol').toString()).toBe('sort=title');
  });

  it('sorts newest first by default, with the spec’s four orderings', () => {
    expect(sortOf(new URLSearchParams())).toBe('newest');
    expect(sortOf(new URLSearchParams('sort=bogus'))).toBe('newest');
    expect(SORT_ORDERING.newest).toEqual({ orderBy: 'id', orderByDirection: 'desc' });
    expect(SORT_ORDERING.price).toEqual({ orderBy: 'price', orderByDirection: 'asc' });
  });
});
