/**
 * Touching cards (hands.md §4: "If the learner picks a touching card (an equal card in sequence)
 * when declaring, it is accepted with a message").
 *
 * Two cards are touching when they are of one suit, in one hand, and every card of that suit
 * ranking between them is either in that same hand or already quitted (in a completed trick).
 * This is the bridge meaning of "equals": cards that would win or lose the same tricks.
 * So a card between them in any other hand breaks the sequence, partner's and dummy's included,
 * and so does a card lying in the current trick: with the Q on the table, the K wins the trick
 * and the J does not.
 */
import { type Card, rankValue, sameCard } from '../cards.js';

/**
 * Whether `chosen` is a touching card of `authored`, given the hand holding both (`held`) and
 * every card not yet in a completed trick (`unquitted`: in any hand or in the current trick).
 *
 * @example
 * // West holds K Q 4 of spades; nothing is quitted yet: K and Q are equals, K and 4 are not.
 * isTouchingCard(SQ, SK, [SK, SQ, S4], allCards) // true
 * isTouchingCard(S4, SK, [SK, SQ, S4], allCards) // false
 */
export function isTouchingCard(
  chosen: Card,
  authored: Card,
  held: readonly Card[],
  unquitted: readonly Card[],
): boolean {
  const holds = (card: Card) => held.some((own) => sameCard(own, card));
  if (chosen.suit !== authored.suit || sameCard(chosen, authored)) return false;
  if (!holds(chosen) || !holds(authored)) return false;
  const low = Math.min(rankValue(chosen.rank), rankValue(authored.rank));
  const high = Math.max(rankValue(chosen.rank), rankValue(authored.rank));
  return unquitted.every((card) => {
    const value = rankValue(card.rank);
    const between = card.suit === chosen.suit && value > low && value < high;
    return !between || holds(card);
  });
}
