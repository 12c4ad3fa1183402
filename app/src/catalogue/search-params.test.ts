import { describe, expect, it } from 'vitest';
import { searchSortOf, suggestedTags } from './search-params.js';

describe('the search page’s query (storefront.md §2 Search results)', () => {
  it('sorts by title unless the query names another search sort', () => {
    expect(searchSortOf(new URLSearchParams('search=lead'))).toBe('title');
    expect(searchSortOf(new URLSearchParams('sort=createdAt'))).toBe('createdAt');
    expect(searchSortOf(new URLSearchParams('sort=price'))).toBe('price');
    // The filterable list's "newest" is no search sort.
    expect(searchSortOf(new URLSearchParams('sort=newest'))).toBe('title');
    expect(searchSortOf(new URLSearchParams('sort=bogus'))).toBe('title');
  });

  it('suggests the system, difficulty and type tags, each under its group', () => {
    const tags = [
      { name: 'Acol', tagGroup: { nameEnGB: 'System' } },
      { name: 'Beginner', tagGroup: { nameEnGB: 'Difficulty' } },
      { name: 'Improver', tagGroup: { nameEnGB: 'Difficulty' } },
      { name: 'Bidding', tagGroup: { nameEnGB: 'Type' } },
      { name: 'Margaret Hale', tagGroup: { nameEnGB: 'Author' } },
      { name: 'Loose', tagGroup: null },
    ];
    expect(suggestedTags(tags)).toEqual({
      System: ['Acol'],
      Difficulty: ['Beginner', 'Improver'],
      Type: ['Bidding'],
    });
  });
});
