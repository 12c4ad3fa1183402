import { describe, expect, it } from 'vitest';
import { checkHandTitle } from './title.js';

describe('checkHandTitle: "Hand title edit is limited to 100 characters"', () => {
  it.each([
    ['', true],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
    ['♠'.repeat(100), true],
    ['🂡'.repeat(100), true],
    ['🂡'.repeat(101), false],
  ])('%j: %s', (title, allowed) => {
    const result = checkHandTitle(title);
    expect(result.ok).toBe(allowed);
    if (!result.ok) expect(result.error.code).toBe('TITLE_TOO_LONG');
  });
});
