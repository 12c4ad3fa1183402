import { selectionTags } from '@tenace/components';
import { describe, expect, it } from 'vitest';
import {
  filterGroups,
  LIST_ORDERING,
  listSortOf,
  selectionOf,
  withSelection,
} from './product-filters.js';

const ALL_SORTS = ['newest', 'title', 'authorSurname', 'price'] as const;

describe('product list filters (storefront.md §2)', () => {
  it('reads the groups from the query, as admin.md links them, in the search’s tag lists', () => {
    const params = new URLSearchParams(
      'Purchase+type=Subscription&Difficulty=Beginner&Difficulty=Improver',
    );
    expect(selectionOf(params)).toEqual({
      PurchaseType: ['Subscription'],
      Difficulty: ['Beginner', 'Improver'],
    });
    expect(selectionTags(selectionOf(params))).toEqual([
      ['Subscription'],
      ['Beginner', 'Improver'],
    ]);
  });

  it('writes a new selection into the query and keeps the sort', () => {
    const on = withSelection(new URLSearchParams('sort=title&System=Benji'), { System: ['Acol'] });
    expect(on.toString()).toBe('sort=title&System=Acol');
    expect(withSelection(on, {}).toString()).toBe('sort=title');
    expect(withSelection(new URLSearchParams(), { PurchaseType: ['OneOff'] }).toString()).toBe(
      'Purchase+type=OneOff',
    );
  });

  it('sorts newest first by default, with the spec’s four orderings', () => {
    expect(listSortOf(new URLSearchParams(), ALL_SORTS)).toBe('newest');
    expect(listSortOf(new URLSearchParams('sort=bogus'), ALL_SORTS)).toBe('newest');
    expect(listSortOf(new URLSearchParams('sort=price'), ALL_SORTS)).toBe('price');
    // Author surname is no choice when no listed product has an author.
    expect(listSortOf(new URLSearchParams('sort=authorSurname'), ['newest', 'price'])).toBe(
      'newest',
    );
    expect(LIST_ORDERING.newest).toEqual({ orderBy: 'id', orderByDirection: 'desc' });
    expect(LIST_ORDERING.title).toEqual({ orderBy: 'title', orderByDirection: 'asc' });
    expect(LIST_ORDERING.authorSurname).toEqual({
      orderBy: 'authorLastName',
      orderByDirection: 'asc',
    });
    expect(LIST_ORDERING.price).toEqual({ orderBy: 'price', orderByDirection: 'asc' });
  });

  it('groups the tags as the panel takes them, purchase types only with subscriptions on', () => {
    const data = {
      tagGroups: [
        { id: 1, nameEnGB: 'Difficulty' },
        { id: 2, nameEnGB: 'System' },
        { id: 3, nameEnGB: 'Type' },
      ],
      tags: [
        { name: 'Beginner', tagGroupId: 1 },
        { name: 'Acol', tagGroupId: 2 },
        { name: 'Loose', tagGroupId: null },
      ],
      authors: [{ fullName: 'Margaret Hale' }],
    };
    const name = (type: string) => `(${type})`;
    expect(filterGroups(data, name, false)).toEqual([
      { group: 'Difficulty', tags: [{ id: 'Beginner', name: 'Beginner' }] },
      { group: 'System', tags: [{ id: 'Acol', name: 'Acol' }] },
      { group: 'Type', tags: [] },
      { group: 'Author', tags: [{ id: 'Margaret Hale', name: 'Margaret Hale' }] },
    ]);
    expect(filterGroups(data, name, true)[0]).toEqual({
      group: 'PurchaseType',
      tags: [
        { id: 'OneOff', name: '(OneOff)' },
        { id: 'Subscription', name: '(Subscription)' },
      ],
    });
  });
});
