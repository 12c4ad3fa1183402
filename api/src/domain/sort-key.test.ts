import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.js';
import { sortKey } from './sort-key.js';

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

describe('plainText', () => {
  it.each([
    ['<p>Play &amp; <b>defend</b></p>', ' Play &  defend  '],
    ['a&lt;b&gt;c', 'a<b>c'],
    ['&#233;t&#xE9;', 'été'],
    ['&nbsp;x&unknown;', ' x&unknown;'],
    ['no markup', 'no markup'],
  ])('%j reads %j', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});
