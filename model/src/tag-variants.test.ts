import { describe, expect, it } from 'vitest';
import { areTagVariants, tagVariants, takesTagPlace } from './tag-variants.js';

const beginner = { id: 1, language: 'enGB', tagGroupId: 2, position: 0 } as const;
const improver = { id: 2, language: 'enGB', tagGroupId: 2, position: 1 } as const;
const beginnerNl = { id: 3, language: 'nlNL', tagGroupId: 2, position: 0 } as const;
const gevorderdeBeginner = { id: 4, language: 'nlNL', tagGroupId: 2, position: 1 } as const;
const quizNl = { id: 5, language: 'nlNL', tagGroupId: null, position: 1 } as const;

describe('tag variants (admin.md §3 locale variants)', () => {
  it('pairs the tags of two languages in the same group and position', () => {
    expect(areTagVariants(improver, gevorderdeBeginner)).toBe(true);
    expect(areTagVariants(improver, beginnerNl)).toBe(false);
    expect(areTagVariants(improver, quizNl)).toBe(false);
    expect(areTagVariants(beginner, improver)).toBe(false);
    expect(tagVariants(beginner, [beginner, improver, beginnerNl, gevorderdeBeginner])).toEqual([
      beginnerNl,
    ]);
  });

  it('keeps the lowest id when two tags share a place', () => {
    const twin = { ...beginnerNl, id: 9 };
    expect(tagVariants(beginner, [twin, beginnerNl])).toEqual([beginnerNl]);
  });

  it('sees a place taken by another tag of the same language and group only', () => {
    expect(takesTagPlace({ ...improver, id: null, position: 0 }, beginner)).toBe(true);
    expect(takesTagPlace(beginner, beginner)).toBe(false);
    expect(takesTagPlace({ ...beginner, id: undefined }, beginnerNl)).toBe(false);
    expect(takesTagPlace({ ...beginner, tagGroupId: null }, beginner)).toBe(false);
  });
});
