/**
 * What saving does to a hand besides storing it (hands.md §3 "version: set to 'v1.1' on first
 * save").
 */
import { HAND_VERSION, type HandJSON } from './types.js';

/**
 * The hand as it is saved: stamped with the handJSON version. Normalise untrusted input first
 * (`normaliseHand`); this only stamps.
 *
 * @example
 * prepareHandForSave(hand).version // 'v1.1'
 */
export function prepareHandForSave(hand: HandJSON): HandJSON {
  return { ...hand, version: HAND_VERSION };
}
