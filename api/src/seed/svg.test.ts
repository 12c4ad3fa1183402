import { describe, expect, it } from 'vitest';
import { shade, wrap } from './svg.js';

describe('the artwork helpers', () => {
  it('darkens towards black and lightens towards white', () => {
    expect(shade('#1d4e89', -0.4)).toBe('#112f52');
    expect(shade('#1d4e89', 0)).toBe('#1d4e89');
    expect(shade('#000000', 1)).toBe('#ffffff');
  });

  it('wraps words into lines of a given width', () => {
    expect(wrap('Free sample: one hand from each set', 16)).toEqual([
      'Free sample: one',
      'hand from each',
      'set',
    ]);
  });
});
