import { describe, expect, it } from 'vitest';
import {
  articleHandPath,
  articlePath,
  articlesPath,
  handPath,
  keepsScroll,
  productPath,
  subscriptionPath,
} from './paths.js';

describe('paths', () => {
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

  it('builds the subscription routes (storefront.md §2) and the article hand route (hands.md §2)', () => {
    const subscription = { id: 12, title: 'Margaret Hale’s hand of the week' };
    const article = { publicId: 'a1B2c3', title: 'Week 2: lead towards the king' };
    expect(subscriptionPath(subscription)).toBe(
      '/subscriptions/12/margaret-hale-s-hand-of-the-week',
    );
    expect(productPath({ ...subscription, type: 'Subscription' })).toBe(
      '/subscriptions/12/margaret-hale-s-hand-of-the-week',
    );
    expect(articlesPath(subscription)).toBe(
      '/subscriptions/12/margaret-hale-s-hand-of-the-week/articles',
    );
    expect(articlePath(subscription, article)).toBe(
      '/subscriptions/12/margaret-hale-s-hand-of-the-week/articles/a1B2c3/week-2-lead-towards-the-king',
    );
    expect(articleHandPath(article, { id: 40, title: 'The king finesse' })).toBe(
      '/articles/a1B2c3/week-2-lead-towards-the-king/hands/40/the-king-finesse',
    );
  });

  it('keeps the scroll on noscroll paths (storefront.md §2)', () => {
    expect(keepsScroll('/products/all/noscroll')).toBe(true);
    expect(keepsScroll('/products/all')).toBe(false);
  });
});
