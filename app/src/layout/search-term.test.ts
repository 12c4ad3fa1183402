import { describe, expect, it } from 'vitest';
import { sanitiseSearch } from './search-term.js';

describe('the search box (storefront.md §5)', () => {
  it('ignores blank input', () => {
    expect(sanitiseSearch('   \t ')).toBe('');
  });

  it('sanitises the term', () => {
    expect(sanitiseSearch('  <b>opening</b>\u0007  leads ')).toBe('b opening /b leads');
  });
});
