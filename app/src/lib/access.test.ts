import { describe, expect, it } from 'vitest';
import { HAND_REFUSED_PATH, mayPlayHand } from './access.js';

const locked = { freeToPlay: false, canPlay: false };

describe('hand access (hands.md §5)', () => {
  it('refuses a locked hand, which goes to /error404', () => {
    expect(mayPlayHand(locked)).toBe(false);
    expect(HAND_REFUSED_PATH).toBe('/error404');
  });

  it('allows a preview, a link id, a free hand, a playable hand and a subscribed parent', () => {
    expect(mayPlayHand(locked, { preview: true })).toBe(true);
    expect(mayPlayHand(locked, { linkId: 'k3x9' })).toBe(true);
    expect(mayPlayHand({ ...locked, freeToPlay: true })).toBe(true);
    expect(mayPlayHand({ ...locked, canPlay: true })).toBe(true);
    expect(mayPlayHand(locked, { parentHasSubscription: true })).toBe(true);
  });

  it('does not count an empty link id', () => {
    expect(mayPlayHand(locked, { linkId: '' })).toBe(false);
  });
});
