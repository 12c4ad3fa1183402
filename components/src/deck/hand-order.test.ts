import { type Card, createRng, DECK, shuffle } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { sortHand, suitGroups } from './hand-order.js';

const cards = (codes: string): Card[] =>
  codes.split(' ').map((code) => ({ suit: code[0], rank: code[1] }) as Card);

describe('sortHand', () => {
  it('shows spades, hearts, diamonds, clubs, each from the ace down', () => {
    expect(sortHand(cards('C2 HT SA D9 S2 HA CK'))).toEqual(cards('SA S2 HA HT D9 CK C2'));
  });

  it('puts a shuffled deck back in deck order', () => {
    expect(sortHand(shuffle(createRng(7), DECK))).toEqual(DECK);
  });
});

describe('suitGroups', () => {
  it('groups by suit, keeping a void as an empty group', () => {
    expect(suitGroups(cards('HA C2 H3'))).toEqual([
      { suit: 'S', cards: [] },
      { suit: 'H', cards: cards('HA H3') },
      { suit: 'D', cards: [] },
      { suit: 'C', cards: cards('C2') },
    ]);
  });
});
