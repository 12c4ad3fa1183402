import { describe, expect, it } from 'vitest';
import { DocumentCache } from './document-cache.js';

describe('DocumentCache', () => {
  it('gives back what was kept for a query text, and nothing for another', () => {
    const cache = new DocumentCache<string>(2);
    expect(cache.set('{ a }', 'A')).toBe('A');
    expect(cache.get('{ a }')).toBe('A');
    expect(cache.get('{ b }')).toBeUndefined();
  });

  it('drops the least recently used query beyond its capacity, a read counting as a use', () => {
    const cache = new DocumentCache<string>(2);
    cache.set('{ a }', 'A');
    cache.set('{ b }', 'B');
    cache.get('{ a }');
    cache.set('{ c }', 'C');
    expect(cache.size).toBe(2);
    expect(cache.get('{ b }')).toBeUndefined();
    expect(cache.get('{ a }')).toBe('A');
    expect(cache.get('{ c }')).toBe('C');
  });

  it('replaces the entry of a query set again without growing', () => {
    const cache = new DocumentCache<string>(2);
    cache.set('{ a }', 'A');
    cache.set('{ a }', 'A2');
    expect(cache.size).toBe(1);
    expect(cache.get('{ a }')).toBe('A2');
  });

  it.each([0, -1, 1.5])('refuses a capacity of %s', (capacity) => {
    expect(() => new DocumentCache(capacity)).toThrow(RangeError);
  });
});
