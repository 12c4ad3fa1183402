import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePaginationKey, encodePaginationKey } from './pagination-key.js';

describe('pagination keys', () => {
  it('give back the cursor they were made from, under the same ordering', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('id', 'price') as fc.Arbitrary<'id' | 'price'>,
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        (orderBy, descending, value, id) => {
          const key = encodePaginationKey({ orderBy, descending, cursor: { value, id } });
          expect(decodePaginationKey(key, orderBy, descending)).toEqual({ value, id });
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.boolean(), (value, id, descending) => {
        const key = encodePaginationKey({ orderBy: 'title', descending, cursor: { value, id } });
        expect(decodePaginationKey(key, 'title', descending)).toEqual({ value, id });
      }),
    );
  });

  it('are URL-safe text', () => {
    const key = encodePaginationKey({
      orderBy: 'title',
      descending: false,
      cursor: { value: '??>>~~ é', id: 3 },
    });
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    [
      'a key of another ordering',
      encodePaginationKey({ orderBy: 'id', descending: true, cursor: { value: 1, id: 1 } }),
      'title',
      true,
    ],
    [
      'a key of the other direction',
      encodePaginationKey({ orderBy: 'id', descending: true, cursor: { value: 1, id: 1 } }),
      'id',
      false,
    ],
    [
      'a text value under a numeric ordering',
      Buffer.from('["price",0,"x",1]').toString('base64url'),
      'price',
      false,
    ],
    [
      'a numeric value under a text ordering',
      Buffer.from('["title",0,5,1]').toString('base64url'),
      'title',
      false,
    ],
    ['a fractional id', Buffer.from('["id",1,1,1.5]').toString('base64url'), 'id', true],
    ['not JSON', 'not-a-key', 'id', true],
    ['the wrong shape', Buffer.from('{"a":1}').toString('base64url'), 'id', true],
  ] as const)('refuse %s', (_case, key, orderBy, descending) => {
    expect(decodePaginationKey(key, orderBy, descending)).toBeUndefined();
  });
});
