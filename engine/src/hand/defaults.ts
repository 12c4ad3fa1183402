/**
 * The defaults of a hand (hands.md §9 "Defaults: viewpoint S, dealer N, vulnerability None,
 * contract 1D with no risk").
 */
import type { Contract, HandJSON } from './types.js';

/** Defaults for a hand's absent fields. */
export const HAND_DEFAULTS = { viewpoint: 'S', dealer: 'N', vulnerable: 'None' } as const;

/** The contract a play-only hand starts with when no complete auction gives one. */
export const DEFAULT_PLAY_ONLY_CONTRACT: Readonly<Contract> = {
  level: 1,
  denomination: 'D',
  risk: '',
  value: '1D',
};

/**
 * A new, empty hand: nothing dealt, every field at its default.
 *
 * @example
 * emptyHand().viewpoint // 'S'
 */
export function emptyHand(): HandJSON {
  return {
    deal: [],
    dealer: HAND_DEFAULTS.dealer,
    vulnerable: HAND_DEFAULTS.vulnerable,
    viewpoint: HAND_DEFAULTS.viewpoint,
    auction: [],
    auctionIntro: '',
    playIntro: '',
    summary: '',
    playOnly: false,
    auctionOnly: false,
    play: [],
    tricks: { northSouth: 0, eastWest: 0 },
  };
}
