import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_SORT, productListSorts, SEARCH_SORTS, searchOrder } from './sorts.js';

describe('product list sorts (storefront.md §2)', () => {
  it('offers author surname only when authors exist', () => {
    expect(productListSorts(true)).toEqual(['newest', 'title', 'authorSurname', 'price']);
    expect(productListSorts(false)).toEqual(['newest', 'title', 'price']);
  });
});

describe('search sorts (storefront.md §2, §7)', () => {
  it('default to title ascending', () => {
    expect(DEFAULT_SEARCH_SORT).toBe('title');
    expect(SEARCH_SORTS[0]).toBe('title');
    expect(searchOrder('title')).toEqual({ orderBy: 'product.title', orderByDirection: 'ASC' });
  });

  it('switch to descending for the creation date, ascending for any other choice', () => {
    expect(searchOrder('createdAt')).toEqual({
      orderBy: 'product.createdAt',
      orderByDirection: 'DESC',
    });
    expect(searchOrder('authorSurname')).toEqual({
      orderBy: 'product.author.last_name',
      orderByDirection: 'ASC',
    });
    expect(searchOrder('price')).toEqual({
      orderBy: 'product.price.priceUSD',
      orderByDirection: 'ASC',
    });
  });
});
