import { describe, expect, it } from 'vitest';
import { embedCode } from './embed-code.js';

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
