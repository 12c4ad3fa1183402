import { describe, expect, it } from 'vitest';
import { listedProducts, listedTags } from './subscription-visibility.js';

const products = [
  { id: 1, type: 'Set' },
  { id: 2, type: 'Subscription' },
  { id: 3, type: 'Collection' },
  { id: 4, type: 'GiftVoucher' },
] as const;

describe('the subscriptions flag over product lists (storefront.md §1)', () => {
  it('hides subscription products while the flag is off', () => {
    expect(listedProducts(products, false).map((product) => product.id)).toEqual([1, 3, 4]);
  });

  it('shows every product when the flag is on', () => {
    expect(listedProducts(products, true).map((product) => product.id)).toEqual([1, 2, 3, 4]);
  });

  it('asks the search for one-off purchases only while the flag is off, whatever the link says', () => {
    expect(listedTags({ PurchaseType: ['Subscription'], Difficulty: ['Beginner'] }, false)).toEqual(
      [['OneOff'], ['Beginner']],
    );
    expect(listedTags({}, false)).toEqual([['OneOff']]);
  });

  it('passes the selection through when the flag is on', () => {
    expect(listedTags({ PurchaseType: ['Subscription'], Difficulty: ['Beginner'] }, true)).toEqual([
      ['Subscription'],
      ['Beginner'],
    ]);
    expect(listedTags({}, true)).toEqual([]);
  });
});
