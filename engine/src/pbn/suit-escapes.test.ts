import { describe, expect, it } from 'vitest';
import { tokenizeComment } from '../comment/tokenize.js';
import { fromPbnSuitEscapes, toPbnSuitEscapes } from './suit-escapes.js';

describe('PBN suit escapes (§3.8: suit symbols in comments are written \\S \\H \\D \\C)', () => {
  it.each([
    ['a bid: level then escape', 'Partner bids 2\\S. We', 'Partner bids 2S. We'],
    ['a card: escape then rank', 'lead the \\DA and', 'lead the DA and'],
    ['a run of cards', 'cash \\SAK first', 'cash SA-K first'],
    ['a card with a dash run', 'the \\HK-Q', 'the HK-Q'],
    ['a bare suit', 'Shape: \\S = 5', 'Shape: /S = 5'],
    ['a bare suit before punctuation', 'short in \\C.', 'short in /C.'],
    ['a suit touching a word stays a bare suit', '\\Sxx', '/Sxx'],
    ['text without escapes is untouched', 'C:/Users and 2D', 'C:/Users and 2D'],
  ])('%s', (_, pbn, hand) => {
    expect(fromPbnSuitEscapes(pbn)).toBe(hand);
  });

  it('gives text the comment tokenizer shows as bids, cards and suits', () => {
    const kinds = tokenizeComment(fromPbnSuitEscapes('Open 2\\D with \\DA-K: \\S = 5'))
      .filter((token) => token.kind !== 'text')
      .map((token) => [token.kind, token.text]);
    expect(kinds).toEqual([
      ['bid', '2D'],
      ['card', 'DA-K'],
      ['suit', '/S'],
    ]);
  });

  it.each([
    ['a bare suit', '/H = 4', '\\H = 4'],
    ['bids and cards stay as codes', '2D then SA', '2D then SA'],
    ['a slash inside a word is not a suit', 'N/S and 1/2', 'N/S and 1/2'],
  ])('back to PBN: %s', (_, hand, pbn) => {
    expect(toPbnSuitEscapes(hand)).toBe(pbn);
  });

  it('a bare suit survives hand -> PBN -> hand', () => {
    expect(fromPbnSuitEscapes(toPbnSuitEscapes('Shape /S = 5, /H = 4'))).toBe(
      'Shape /S = 5, /H = 4',
    );
  });
});
