/**
 * @tenace/engine/testkit: fixtures for tests and stories, in this package and the ones that
 * build on it (the component kit's hand player). Not part of the main entry, so the store's
 * bundles never carry it.
 *
 * @example
 * import { DECLARER_HAND } from '@tenace/engine/testkit';
 */

export type { HandSketch } from './lesson-hands.js';
export {
  AUCTION_ONLY_HAND,
  buildHand,
  DECLARER_HAND,
  DEFENDER_HAND,
  PLAY_ONLY_HAND,
} from './lesson-hands.js';
