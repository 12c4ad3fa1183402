import { describe, expect, it } from 'vitest';
import { cardProduct, cardProducts } from './card-product.js';

const set = {
  id: 7,
  type: 'Set' as const,
  title: 'Weak two bids',
  images: { cover: '/covers/7.png' },
  priceLocal: 8.99,
  author: { id: 3, fullName: 'Margaret Hale' },
};

describe('a catalogue product as the kit’s card shows it (storefront.md §3)', () => {
  it('carries the price in the query’s currency, the author’s name and the product path', () => {
    expect(cardProduct(set, 'GBP')).toEqual({
      id: 7,
      title: 'Weak two bids',
      type: 'Set',
      author: 'Margaret Hale',
      image: '/covers/7.png',
      price: 8.99,
      currency: 'GBP',
      href: '/products/7/weak-two-bids',
    });
  });

  it('links a gift voucher, which has no author, to its voucher page', () => {
    const voucher = {
      id: 40,
      type: 'GiftVoucher' as const,
      title: 'Gift voucher: 25',
      images: { cover: null },
      priceLocal: 25,
    };
    expect(cardProduct(voucher, 'EUR')).toMatchObject({
      author: null,
      image: null,
      href: '/products/vouchers/40/gift-voucher-25',
    });
  });

  it('marks a product the user owns as purchased, and no other', () => {
    const owned = new Set([7]);
    expect(cardProduct(set, 'GBP', owned).purchased).toBe(true);
    expect(cardProduct({ ...set, id: 8 }, 'GBP', owned).purchased).toBeUndefined();
    expect(cardProduct(set, 'GBP').purchased).toBeUndefined();
  });

  it('links a collection to its collection page', () => {
    expect(cardProduct({ ...set, type: 'Collection' }, 'USD').href).toBe(
      '/collections/7/weak-two-bids',
    );
  });

  it('shows the difficulty, then the system tags, and no others', () => {
    const tagged = {
      ...set,
      tagsCache: [
        { group: 'System', name: 'Acol' },
        { group: 'Type', name: 'Bidding' },
        { group: 'Difficulty', name: 'Beginner' },
        { group: null, name: 'Loose' },
      ],
    };
    expect(cardProduct(tagged, 'USD').tags).toEqual(['Beginner', 'Acol']);
    expect(cardProduct({ ...set, tagsCache: [] }, 'USD')).not.toHaveProperty('tags');
  });

  it('maps a list in order', () => {
    const list = cardProducts([set, { ...set, id: 8, title: 'Strong twos' }], 'NZD');
    expect(list.map((p) => [p.id, p.currency])).toEqual([
      [7, 'NZD'],
      [8, 'NZD'],
    ]);
  });
});
