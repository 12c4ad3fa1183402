import { describe, expect, it } from 'vitest';
import { boundedInt, isDescending, productSearchOrdering, searchWords } from './search-input.js';

describe('searchWords (storefront.md §5: blank ignored, input sanitised)', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['   ', []],
    ['Acol', ['acol']],
    ['  Acol   ACOL défence ', ['acol', 'defence']],
    ['50%_off', ['50%_off']],
  ])('%j gives %j', (term, words) => {
    expect(searchWords(term)).toEqual({ ok: true, value: words });
  });

  it('keeps the first ten words', () => {
    const words = searchWords('a b c d e f g h i j k l');
    expect(words.ok && words.value).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
  });

  it('refuses a term over 100 characters (hands.md §9)', () => {
    expect(searchWords('x'.repeat(100)).ok).toBe(true);
    expect(searchWords('x'.repeat(101))).toMatchObject({
      ok: false,
      failure: {
        code: 'VALIDATION_ERROR',
        message: 'Search term must be at most 100 characters',
        fieldErrors: [{ field: 'searchTerm' }],
      },
    });
  });
});

describe('isDescending', () => {
  it.each([
    [undefined, false, false],
    [undefined, true, true],
    ['', true, true],
    ['ASC', true, false],
    ['asc', true, false],
    ['DESC', false, true],
    [' Desc ', false, true],
  ])('%j with fallback %j is %j', (direction, fallback, descending) => {
    expect(isDescending(direction, fallback)).toEqual({ ok: true, value: descending });
  });

  it('refuses another word', () => {
    expect(isDescending('up', false)).toMatchObject({
      ok: false,
      failure: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('productSearchOrdering (storefront.md §7)', () => {
  it.each([
    [undefined, 'title'],
    ['product.title', 'title'],
    ['product.createdAt', 'createdAt'],
    ['product.author.last_name', 'authorLastName'],
    ['product.price.priceUSD', 'price'],
  ])('%j orders by %s', (orderBy, ordering) => {
    expect(productSearchOrdering(orderBy)).toEqual({ ok: true, value: ordering });
  });

  it.each(['title', 'product.id', 'product.price.priceEUR'])('refuses %s', (orderBy) => {
    expect(productSearchOrdering(orderBy)).toMatchObject({
      ok: false,
      failure: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('boundedInt', () => {
  const range = { min: 1, max: 50, fallback: 10 };
  it.each([
    [undefined, 10],
    [null, 10],
    [1, 1],
    [50, 50],
  ])('%j gives %j', (value, result) => {
    expect(boundedInt(value, range, 'bad')).toEqual({ ok: true, value: result });
  });
  it.each([0, 51, -3])('refuses %j', (value) => {
    expect(boundedInt(value, range, 'bad')).toEqual({
      ok: false,
      failure: { code: 'BAD_USER_INPUT', message: 'bad' },
    });
  });
});
