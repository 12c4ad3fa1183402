import { describe, expect, it } from 'vitest';
import { handPath, keepsScroll, productPath, slug } from './paths.js';

describe('paths', () => {
  it('slugs titles', () => {
    expect(slug('Défense: the Opening Lead!')).toBe('defense-the-opening-lead');
  });

  it('builds product and hand paths (hands.md §2)', () => {
    expect(productPath({ id: 7, title: 'Finesses', type: 'Set' })).toBe('/products/7/finesses');
    expect(productPath({ id: 9, title: 'All', type: 'Collection' })).toBe('/collections/9/all');
    expect(
      handPath({
        language: 'nlNL',
        set: { id: 7, title: 'Finesses' },
        collection: { id: 9, title: 'All' },
        hand: { id: 3, title: 'A simple finesse' },
      }),
    ).toBe('/nl/collections/9/sets/7/finesses/hands/3/a-simple-finesse');
  });

  it('keeps the scroll on noscroll paths (storefront.md §2)', () => {
    expect(keepsScroll('/products/all/noscroll')).toBe(true);
    expect(keepsScroll('/products/all')).toBe(false);
  });
});
