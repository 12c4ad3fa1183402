import { describe, expect, it } from 'vitest';
import { embedCode, OFFERED_FRAME } from './embed-code.js';

describe('embed code (storefront.md §9)', () => {
  it('is an iframe with the given width and height', () => {
    expect(
      embedCode({
        origin: 'https://tenace.example',
        handId: 12,
        linkId: 'a b',
        width: 640,
        height: 480,
      }),
    ).toBe(
      '<iframe src="https://tenace.example/embed/hands/12?link=a%20b" width="640" height="480" style="border:0" allow="fullscreen" title="Tenace hand"></iframe>',
    );
  });
});

describe('embed code sizes', () => {
  const code = (width: number, height: number) =>
    embedCode({ origin: 'https://tenace.example', handId: 1, linkId: 'x', width, height });

  it('raises a frame smaller than the player fits to the smallest frame, 320 by 480', () => {
    expect(code(200, 300)).toContain('width="320" height="480"');
    expect(code(Number.NaN, 479.4)).toContain('width="320" height="480"');
  });

  it('offers 800 by 600 first, a size the player fits', () => {
    expect(OFFERED_FRAME).toEqual({ width: 800, height: 600 });
    expect(code(OFFERED_FRAME.width, OFFERED_FRAME.height)).toContain('width="800" height="600"');
  });
});
