import { describe, expect, it } from 'vitest';
import { currentTab } from './current-tab.js';

const TABS = { products: '/products', authors: '/authors', library: '/library' };

describe('the current header tab', () => {
  it('is the tab whose route the path is or lies under', () => {
    expect(currentTab('/products', TABS)).toBe('products');
    expect(currentTab('/products/all', TABS)).toBe('products');
    expect(currentTab('/authors/3/anna', TABS)).toBe('authors');
    expect(currentTab('/productsx', TABS)).toBeUndefined();
    expect(currentTab('/', TABS)).toBeUndefined();
  });
});
