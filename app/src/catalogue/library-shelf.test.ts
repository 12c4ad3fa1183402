import { describe, expect, it } from 'vitest';
import { libraryShelves } from './library-shelf.js';

const hand = (status?: 'Played' | 'PartPlayed') => ({
  userHands: status === undefined ? [] : [{ status }],
});
const set = (id: number, hands = [hand()]) => ({
  id,
  type: 'Set',
  title: `Set ${id}`,
  sets: [],
  hands,
});

describe('the library shelves (storefront.md §2 "/library")', () => {
  it('lists each set with the owned collections it came from, and no collection on its own', () => {
    const bidding = {
      id: 10,
      type: 'Collection',
      title: 'Bidding',
      sets: [{ id: 1 }, { id: 2 }],
      hands: [],
    };
    const all = {
      id: 11,
      type: 'Collection',
      title: 'All',
      sets: [{ id: 2 }, { id: 3 }],
      hands: [],
    };
    const voucher = { id: 20, type: 'GiftVoucher', title: 'Voucher', sets: [], hands: [] };
    const shelves = libraryShelves([bidding, set(1), set(2), set(3), set(4), all, voucher]);
    expect(
      shelves.map((shelf) => [shelf.product.id, shelf.collections.map((c) => c.title)]),
    ).toEqual([
      [1, ['Bidding']],
      [2, ['Bidding', 'All']],
      [3, ['All']],
      [4, []],
    ]);
  });

  it('counts the hands played to the end, not those started', () => {
    const [shelf] = libraryShelves([
      set(1, [hand('Played'), hand('PartPlayed'), hand(), hand('Played')]),
    ]);
    expect(shelf).toMatchObject({ played: 2, total: 4 });
  });
});
