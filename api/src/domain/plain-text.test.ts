import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.js';

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
