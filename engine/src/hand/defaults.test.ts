import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAY_ONLY_CONTRACT, emptyHand } from './defaults.js';

describe('hands.md §9 "Defaults: viewpoint S, dealer N, vulnerability None, contract 1D with no risk"', () => {
  it('a new hand', () => {
    expect(emptyHand()).toMatchObject({ viewpoint: 'S', dealer: 'N', vulnerable: 'None' });
  });

  it('the play-only contract', () => {
    expect(DEFAULT_PLAY_ONLY_CONTRACT).toEqual({
      level: 1,
      denomination: 'D',
      risk: '',
      value: '1D',
    });
  });

  it('every new hand is a fresh object', () => {
    const first = emptyHand();
    first.deal.push({ seat: 'N', suit: 'S', rank: 'A' });
    expect(emptyHand().deal).toEqual([]);
  });
});
