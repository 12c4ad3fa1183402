import { SEARCH_TERM_MAX } from '@tenace/model';
import { describe, expect, it } from 'vitest';
import { sanitiseSearchTerm } from './search-term.js';

describe('the search term (storefront.md §5)', () => {
  it.each(['', '   ', '\t\n', '<>', '\u0000'])('ignores blank input %j', (input) => {
    expect(sanitiseSearchTerm(input)).toBe('');
  });

  it('trims and collapses white space', () => {
    expect(sanitiseSearchTerm('  weak   two \n bids ')).toBe('weak two bids');
  });

  it('drops control and markup characters', () => {
    expect(sanitiseSearchTerm('<script>alert(1)</script>')).toBe('script alert(1) /script');
    expect(sanitiseSearchTerm('a\u0007b`{c}')).toBe('a b c');
  });

  it('keeps accents, apostrophes and bridge notation', () => {
    expect(sanitiseSearchTerm("Brügge's 1NT-2♣")).toBe("Brügge's 1NT-2♣");
  });

  it('cuts the term to the API limit', () => {
    expect(sanitiseSearchTerm('x'.repeat(150))).toHaveLength(SEARCH_TERM_MAX);
  });
});
