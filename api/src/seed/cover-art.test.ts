import { describe, expect, it } from 'vitest';
import { coverImage, coverMotif } from './cover-art.js';
import { portraitImage } from './portrait-art.js';

const svgOf = (uri: string) => decodeURIComponent(uri.replace('data:image/svg+xml;utf8,', ''));

describe('the demo covers', () => {
  it('draws each product after its kind and theme', () => {
    expect(coverMotif('GiftVoucher', [], false)).toBe('gift');
    expect(coverMotif('Collection', ['Bidding'], false)).toBe('collection');
    expect(coverMotif('Set', ['Declarer play'], true)).toBe('aces');
    expect(coverMotif('Set', ['Bidding'], false)).toBe('bidding');
    expect(coverMotif('Set', ['Bieden'], false)).toBe('bidding');
    expect(coverMotif('Set', ['Opening leads', 'Defence'], false)).toBe('lead');
    expect(coverMotif('Set', ['Tegenspel'], false)).toBe('defence');
    expect(coverMotif('Subscription', [], false)).toBe('declarer');
  });

  it('names the title and the author, escaped, on a cover of 300x400', () => {
    const svg = svgOf(
      coverImage({
        title: 'Q & A <leads>',
        colour: '#1d4e89',
        motif: 'lead',
        author: 'Tom Whitaker',
      }),
    );
    expect(svg).toContain('viewBox="0 0 300 400"');
    expect(svg).toContain('Q &#38; A &#60;leads&#62;');
    expect(svg).toContain('TOM WHITAKER');
  });

  it('draws a portrait, not initials', () => {
    const svg = svgOf(
      portraitImage({ skin: '#f1c7a5', hair: '#333333', hairStyle: 'bun' }, '#1d4e89'),
    );
    expect(svg).toContain('viewBox="0 0 120 120"');
    expect(svg).not.toContain('<text');
  });
});
