import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.js';

describe('plainText', () => {
  it('drops markup and keeps paragraphs', () => {
    expect(plainText('<p>Lead <b>&amp;</b> win</p><p>Next</p><script>x()</script>')).toBe(
      'Lead & win\nNext\nx()',
    );
  });
});
