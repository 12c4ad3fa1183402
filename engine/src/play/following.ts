/**
 * Following suit (hands.md §4 "Play builder": a card must follow suit when it can).
 */
import type { Card } from '../cards.js';

/**
 * The cards of `hand` that may be played to `trick` (the cards already in the current trick, in
 * play order): any card to lead; otherwise a card of the suit led when the hand has one.
 *
 * @example
 * playableCards([{ suit: 'S', rank: 'A' }, { suit: 'H', rank: '2' }], [{ suit: 'H', rank: 'K' }])
 * // [{ suit: 'H', rank: '2' }]
 */
export function playableCards(hand: readonly Card[], trick: readonly Card[]): Card[] {
  const led = trick[0]?.suit;
  if (led === undefined) return [...hand];
  const following = hand.filter((card) => card.suit === led);
  return following.length > 0 ? following : [...hand];
}

/**
 * Whether `card`, held in `hand`, may be played to `trick`: the rule of `playableCards` for one
 * card, without building the list (the play state asks it for every card played).
 *
 * @example
 * mayPlay([{ suit: 'S', rank: 'A' }, { suit: 'H', rank: '2' }], [{ suit: 'H', rank: 'K' }], { suit: 'S', rank: 'A' })
 * // false: hearts were led and the hand holds one
 */
export function mayPlay(hand: readonly Card[], trick: readonly Card[], card: Card): boolean {
  const led = trick[0]?.suit;
  return led === undefined || card.suit === led || !hand.some((held) => held.suit === led);
}
