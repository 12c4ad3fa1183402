import { describe, expect, it } from 'vitest';
import type { Seat, Side } from '../cards.js';
import {
  cycleVulnerability,
  isVulnerable,
  rotateViewpoint,
  setDealer,
  toggleSideVulnerability,
} from './deal-settings.js';
import { emptyHand } from './defaults.js';
import type { Vulnerability } from './types.js';

describe('rotateViewpoint: "Viewpoint rotates S to E to N to W to S"', () => {
  it.each([
    ['S', 'E'],
    ['E', 'N'],
    ['N', 'W'],
    ['W', 'S'],
  ] as [Seat, Seat][])('%s to %s', (from, to) => {
    expect(rotateViewpoint({ ...emptyHand(), viewpoint: from }).viewpoint).toBe(to);
  });

  it('starts from the default viewpoint S and comes back after four presses', () => {
    let hand = emptyHand();
    const seen: Seat[] = [];
    for (let press = 0; press < 4; press++) {
      hand = rotateViewpoint(hand);
      seen.push(hand.viewpoint);
    }
    expect(seen).toEqual(['E', 'N', 'W', 'S']);
  });
});

describe('cycleVulnerability: "Vulnerability cycles: None, then a pair, then Both, and so on"', () => {
  it.each([
    ['None', 'NS'],
    ['NS', 'EW'],
    ['EW', 'Both'],
    ['Both', 'None'],
  ] as [Vulnerability, Vulnerability][])('%s to %s', (from, to) => {
    expect(cycleVulnerability({ ...emptyHand(), vulnerable: from }).vulnerable).toBe(to);
  });
});

describe('toggleSideVulnerability: "a vulnerability toggle per pair (North/South and East/West, NV or V)"', () => {
  it.each([
    ['None', 'NS', 'NS'],
    ['None', 'EW', 'EW'],
    ['NS', 'NS', 'None'],
    ['NS', 'EW', 'Both'],
    ['EW', 'NS', 'Both'],
    ['EW', 'EW', 'None'],
    ['Both', 'NS', 'EW'],
    ['Both', 'EW', 'NS'],
  ] as [Vulnerability, Side, Vulnerability][])('%s, toggle %s: %s', (from, side, to) => {
    expect(toggleSideVulnerability({ ...emptyHand(), vulnerable: from }, side).vulnerable).toBe(to);
  });

  it.each([
    ['None', false, false],
    ['NS', true, false],
    ['EW', false, true],
    ['Both', true, true],
  ] as [Vulnerability, boolean, boolean][])(
    'isVulnerable %s: NS %s, EW %s',
    (vulnerable, northSouth, eastWest) => {
      expect([isVulnerable(vulnerable, 'NS'), isVulnerable(vulnerable, 'EW')]).toEqual([
        northSouth,
        eastWest,
      ]);
    },
  );
});

describe('setDealer: "a dealer picker (N, E, S, W)"', () => {
  it.each(['N', 'E', 'S', 'W'] as Seat[])('%s', (dealer) => {
    const hand = emptyHand();
    expect(setDealer(hand, dealer)).toEqual({ ...hand, dealer });
    expect(hand.dealer).toBe('N');
  });
});
