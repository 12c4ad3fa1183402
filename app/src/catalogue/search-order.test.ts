import { describe, expect, it } from 'vitest';
import { SEARCH_ORDERINGS, searchDirection } from './search-order.js';

describe('search sorting (storefront.md §2, §7)', () => {
  it('defaults to title and sorts creation date descending, the rest ascending', () => {
    expect(SEARCH_ORDERINGS[0]).toBe('product.title');
    expect(searchDirection('product.createdAt')).toBe('desc');
    expect(searchDirection('product.title')).toBe('asc');
    expect(searchDirection('product.author.last_name')).toBe('asc');
    expect(searchDirection('product.price.priceUSD')).toBe('asc');
  });
});
