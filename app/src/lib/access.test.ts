import { describe, expect, it } from 'vitest';
import { HAND_REFUSED_PATH, mayPlayHand, setToOffer } from './access.js';

const locked = { freeToPlay: false, canPlay: false };

describe('hand access (hands.md §5)', () => {
  it('refuses a locked hand; one in no set goes to /error404', () => {
    expect(mayPlayHand(locked)).toBe(false);
    expect(setToOffer(locked)).toBeUndefined();
    expect(setToOffer({ ...locked, product: null })).toBeUndefined();
    expect(HAND_REFUSED_PATH).toBe('/error404');
  });

  it('offers the set that holds a locked hand, and nothing for a hand that may be played', () => {
    expect(setToOffer({ ...locked, product: { id: 7 } })).toBe(7);
    expect(setToOffer({ ...locked, canPlay: true, product: { id: 7 } })).toBeUndefined();
    expect(setToOffer({ ...locked, product: { id: 7 } }, { linkId: 'k3x9' })).toBeUndefined();
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
