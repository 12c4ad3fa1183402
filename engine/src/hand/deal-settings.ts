/**
 * The deal step's pickers (hands.md §2 "a dealer picker (N, E, S, W), a vulnerability toggle per
 * pair (North/South and East/West, NV or V) and a viewpoint rotation button"; §4 "Viewpoint
 * rotates S to E to N to W to S. Vulnerability cycles: None, then a pair, then Both, and so
 * on."). Changing the dealer or viewpoint may need confirmation first (see edits.ts).
 */
import type { Seat, Side } from '../cards.js';
import type { HandJSON, Vulnerability } from './types.js';

/** The viewpoint rotation: each seat and the one after it. */
export const VIEWPOINT_ROTATION: Readonly<Record<Seat, Seat>> = { S: 'E', E: 'N', N: 'W', W: 'S' };

/**
 * The vulnerability cycle: None, then a pair, then Both. North/South is the pair that comes first,
 * as N comes first among the seats.
 */
export const VULNERABILITY_CYCLE: Readonly<Record<Vulnerability, Vulnerability>> = {
  None: 'NS',
  NS: 'EW',
  EW: 'Both',
  Both: 'None',
};

/** Whether a side is vulnerable. */
export function isVulnerable(vulnerable: Vulnerability, side: Side): boolean {
  return vulnerable === 'Both' || vulnerable === side;
}

/** The vulnerability with one side's NV/V flag set. */
function withSide(vulnerable: Vulnerability, side: Side, on: boolean): Vulnerability {
  const northSouth = side === 'NS' ? on : isVulnerable(vulnerable, 'NS');
  const eastWest = side === 'EW' ? on : isVulnerable(vulnerable, 'EW');
  if (northSouth && eastWest) return 'Both';
  if (northSouth) return 'NS';
  return eastWest ? 'EW' : 'None';
}

/**
 * The hand with its viewpoint rotated one step, S to E to N to W to S.
 *
 * @example
 * rotateViewpoint(emptyHand()).viewpoint // 'E'
 */
export function rotateViewpoint(hand: HandJSON): HandJSON {
  return { ...hand, viewpoint: VIEWPOINT_ROTATION[hand.viewpoint] };
}

/**
 * The hand with its vulnerability moved one step round None, NS, EW, Both.
 *
 * @example
 * cycleVulnerability(emptyHand()).vulnerable // 'NS'
 */
export function cycleVulnerability(hand: HandJSON): HandJSON {
  return { ...hand, vulnerable: VULNERABILITY_CYCLE[hand.vulnerable] };
}

/**
 * The hand with one pair's toggle flipped between NV and V, the other pair unchanged.
 *
 * @example
 * toggleSideVulnerability({ ...hand, vulnerable: 'NS' }, 'EW').vulnerable // 'Both'
 */
export function toggleSideVulnerability(hand: HandJSON, side: Side): HandJSON {
  const on = !isVulnerable(hand.vulnerable, side);
  return { ...hand, vulnerable: withSide(hand.vulnerable, side, on) };
}

/** The hand with a new dealer. */
export function setDealer(hand: HandJSON, dealer: Seat): HandJSON {
  return { ...hand, dealer };
}
