import { describe, expect, it } from 'vitest';
import { slug } from './slug.js';

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
