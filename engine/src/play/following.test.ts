import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, DECK, parseCard, sameCard } from '../cards.js';
import { mayPlay, playableCards } from './following.js';

function cards(codes: string): Card[] {
  return codes
    .split(' ')
    .filter((code) => code !== '')
    .map((code) => {
      const card = parseCard(code);
      if (!card.ok) throw new Error(code);
      return card.value;
    });
}

describe('playableCards: a card must follow suit', () => {
  it.each([
    ['any card may lead', 'SA HK D2 C3', '', 'SA HK D2 C3'],
    ['a hand with the led suit must follow', 'SA HK H2 C3', 'HQ', 'HK H2'],
    ['the led suit, not the winning or trump suit', 'SA HK H2 C3', 'HQ S2', 'HK H2'],
    ['a void hand may play any card', 'SA D2 C3', 'HQ', 'SA D2 C3'],
    ['a single card of the suit must be played', 'SA HK D2 C3', 'D5 DA', 'D2'],
    ['an empty hand has nothing to play', '', 'HQ', ''],
  ])('%s: hand %s, trick %s', (_, hand, trick, playable) => {
    expect(playableCards(cards(hand), cards(trick))).toEqual(cards(playable));
  });

  it('returns a copy, never the hand itself', () => {
    const hand = cards('SA HK');
    expect(playableCards(hand, [])).not.toBe(hand);
  });
});

describe('mayPlay: the follow-suit rule for one card', () => {
  it.each([
    ['any card may lead', 'SA HK D2 C3', '', 'C3', true],
    ['a card of the led suit', 'SA HK H2 C3', 'HQ', 'H2', true],
    ['another suit while holding the led suit', 'SA HK H2 C3', 'HQ', 'SA', false],
    ['a trump while holding the led suit', 'SA HK H2 C3', 'HQ S2', 'SA', false],
    ['any card when void in the led suit', 'SA D2 C3', 'HQ', 'C3', true],
  ])('%s: hand %s, trick %s, card %s', (_, hand, trick, card, allowed) => {
    const [chosen] = cards(card);
    expect(mayPlay(cards(hand), cards(trick), chosen as Card)).toBe(allowed);
  });

  it('allows exactly the cards of the hand that playableCards lists', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...DECK], { minLength: 1, maxLength: 13 }),
        fc.shuffledSubarray([...DECK], { maxLength: 3 }),
        (hand, trick) => {
          const playable = playableCards(hand, trick);
          for (const card of hand) {
            expect(mayPlay(hand, trick, card)).toBe(playable.some((c) => sameCard(c, card)));
          }
        },
      ),
    );
  });
});
