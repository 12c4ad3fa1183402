import { describe, expect, it } from 'vitest';
import { isLandscapePhone, LANDSCAPE_OVERLAY_MAX_WIDTH } from './landscape-phone.js';

// hands.md §2: the overlay "shows when the orientation is 90 or 270 and the width is 900px or
// less"; §9: "Landscape overlay threshold: width 900px or less".
describe('the landscape-phone overlay', () => {
  it('has the spec threshold of 900px', () => {
    expect(LANDSCAPE_OVERLAY_MAX_WIDTH).toBe(900);
  });

  it.each([
    { angle: 90, width: 844, shows: true },
    { angle: 270, width: 844, shows: true },
    { angle: -90, width: 844, shows: true },
    { angle: 90, width: 900, shows: true },
    { angle: 90, width: 901, shows: false },
    { angle: 0, width: 390, shows: false },
    { angle: 180, width: 390, shows: false },
    { angle: 270, width: 1280, shows: false },
  ])('at $angle° and $width px: $shows', ({ angle, width, shows }) => {
    expect(isLandscapePhone(angle, width)).toBe(shows);
  });
});
