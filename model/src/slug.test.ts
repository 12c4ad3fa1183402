import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slug, sortKey } from './slug.js';

describe('slug', () => {
  it.each([
    ['Défence: the Basics!', 'defence-the-basics'],
    ['Margaret Hale’s hand of the week', 'margaret-hale-s-hand-of-the-week'],
    ['  Week 1  ', 'week-1'],
    ['!!!', 'untitled'],
  ])('%j is %j', (title, path) => {
    expect(slug(title)).toBe(path);
  });
});

describe('sortKey', () => {
  it.each([
    ['Acol', 'acol'],
    ['  Émile  de Vries ', 'emile de vries'],
    ['Ça va', 'ca va'],
    ['ÆSIR', 'æsir'],
    ['Tab\tand\nnewline', 'tab and newline'],
    ['2/1 Game Force', '2/1 game force'],
  ])('%j is %j', (text, key) => {
    expect(sortKey(text)).toBe(key);
  });

  it('is idempotent, lower-case and trimmed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const key = sortKey(text);
        expect(sortKey(key)).toBe(key);
        expect(key).toBe(key.trim());
        expect(key).not.toMatch(/\s{2}/);
      }),
    );
  });
});
