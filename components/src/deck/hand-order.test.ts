import { type Card, createRng, DECK, SUITS, shuffle } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { sortHand, suitGroups } from './hand-order.js';

const cards = (codes: string): Card[] =>
  codes.split(' ').map((code) => ({ suit: code[0], rank: code[1] }) as Card);

describe('sortHand', () => {
  it('shows spades, hearts, clubs, diamonds (black, red, black, red), each from the ace down', () => {
    expect(sortHand(cards('C2 HT SA D9 S2 HA CK'))).toEqual(cards('SA S2 HA HT CK C2 D9'));
  });

  it('never puts two suits of one colour side by side', () => {
    const hand = sortHand(shuffle(createRng(7), DECK));
    const colour = (card: Card) => (card.suit === 'H' || card.suit === 'D' ? 'red' : 'black');
    const runs = hand.filter((card, index) => index === 0 || card.suit !== hand[index - 1]?.suit);
    expect(runs.map(colour)).toEqual(['black', 'red', 'black', 'red']);
  });

  it('puts a shuffled deck back in deck order when given the diagram order', () => {
    expect(sortHand(shuffle(createRng(7), DECK), SUITS)).toEqual(DECK);
  });
});

describe('suitGroups', () => {
  it('groups by suit in a hand’s order, keeping a void as an empty group', () => {
    expect(suitGroups(cards('HA C2 H3'))).toEqual([
      { suit: 'S', cards: [] },
      { suit: 'H', cards: cards('HA H3') },
      { suit: 'C', cards: cards('C2') },
      { suit: 'D', cards: [] },
    ]);
  });

  it('groups in the diagram order, the engine’s SUITS', () => {
    expect(suitGroups(cards('D4 C2'), SUITS).map((group) => group.suit)).toEqual(SUITS);
  });
});
