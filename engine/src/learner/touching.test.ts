import { describe, expect, it } from 'vitest';
import { type Card, DECK, parseCard } from '../cards.js';
import { isTouchingCard } from './touching.js';

function card(code: string): Card {
  const parsed = parseCard(code);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

function cards(codes: string): Card[] {
  return codes.split(' ').map(card);
}

/** Every card except the quitted ones. */
function unquittedWithout(quitted: string): Card[] {
  const gone = quitted === '' ? [] : cards(quitted);
  return DECK.filter(
    (deck) => !gone.some((played) => played.suit === deck.suit && played.rank === deck.rank),
  );
}

describe('touching cards: "an equal card in sequence" (hands.md §4)', () => {
  it.each([
    ['adjacent ranks in one hand', 'SQ', 'SK', 'SK SQ S4', '', true],
    ['either way round', 'SK', 'SQ', 'SK SQ S4', '', true],
    ['a sequence through a card of the same hand', 'SJ', 'SK', 'SK SQ SJ', '', true],
    ['a gap filled by a card already played', 'SJ', 'SK', 'SK SJ', 'SQ', true],
    ['a gap filled by several cards already played', 'ST', 'SA', 'SA ST', 'SK SQ SJ', true],
    ['a gap held by an opponent', 'SJ', 'SK', 'SK SJ', '', false],
    ['a gap held by partner (or dummy)', 'D6', 'D8', 'D8 D6', '', false],
    ['a different suit', 'HK', 'SK', 'SK HK', '', false],
    ['a card not in the hand', 'SQ', 'SK', 'SK S4', '', false],
    ['the authored card itself', 'SK', 'SK', 'SK SQ', '', false],
    ['a low card far from the authored one', 'S4', 'SK', 'SK SQ S4', '', false],
  ])('%s', (_case, chosen, authored, held, quitted, touching) => {
    expect(
      isTouchingCard(card(chosen), card(authored), cards(held), unquittedWithout(quitted)),
    ).toBe(touching);
  });

  it('counts a card lying in the current trick as a gap: over the Q, the K wins and the J does not', () => {
    // The Q was played to this trick: not in a completed trick, so still unquitted.
    expect(isTouchingCard(card('SJ'), card('SK'), cards('SK SJ'), unquittedWithout(''))).toBe(
      false,
    );
    expect(isTouchingCard(card('SJ'), card('SK'), cards('SK SJ'), unquittedWithout('SQ'))).toBe(
      true,
    );
  });
});
