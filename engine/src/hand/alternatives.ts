/**
 * Editing the accepted alternatives of a learner's call or card (docs/decisions.md, "Accepted
 * alternatives"), for the editor: add one, change one, remove one. Adding and changing return the
 * hand normalised, so an alternative that is illegal there, repeats the main line or another
 * alternative, or sits on a decision the learner does not make is refused with the problem.
 */
import type { CallValue } from '../calls.js';
import { type Card, cardCode } from '../cards.js';
import type { HandResult } from './errors.js';
import { normaliseHand } from './normalise.js';
import type { CallAlternative, CardAlternative, HandJSON } from './types.js';

/** Where an alternative goes: the call at `index` in the auction, or the card at `step` (0..51). */
export type Decision =
  | { readonly kind: 'call'; readonly index: number }
  | { readonly kind: 'card'; readonly step: number };

/** An alternative as the editor gives it: a call or a card, and its comment. */
export type AlternativeInput =
  | { readonly call: CallValue; readonly comment: string }
  | { readonly card: Card; readonly comment: string };

type Alternative = CallAlternative | CardAlternative;

function stored(input: AlternativeInput): Alternative {
  return 'call' in input
    ? { value: input.call, comment: input.comment }
    : { ...input.card, value: cardCode(input.card), comment: input.comment };
}

/** The hand with the alternatives at `at` replaced by what `change` makes of them. */
function withAlternatives(
  hand: HandJSON,
  at: Decision,
  change: (alternatives: readonly Alternative[]) => Alternative[],
): HandJSON {
  const list = (alternatives: readonly Alternative[] | undefined) => {
    const changed = change(alternatives ?? []);
    return changed.length > 0 ? { alternatives: changed } : {};
  };
  if (at.kind === 'call') {
    const auction = hand.auction.map((call, index) => {
      if (index !== at.index) return call;
      const { alternatives, ...rest } = call;
      return { ...rest, ...list(alternatives) } as typeof call;
    });
    return { ...hand, auction };
  }
  const play = hand.play.map((trick) =>
    trick.map((card) => {
      if (card.step !== at.step) return card;
      const { alternatives, ...rest } = card;
      return { ...rest, ...list(alternatives) } as typeof card;
    }),
  );
  return { ...hand, play };
}

/**
 * Adds an alternative at a learner's call or card, after the ones there.
 *
 * @example
 * addAlternative(hand, { kind: 'call', index: 2 }, { call: '3NT', comment: 'Also fine' })
 * // { ok: true, value: { …, auction: [ …, { …, alternatives: [{ value: '3NT', comment: 'Also fine' }] } ] } }
 */
export function addAlternative(
  hand: HandJSON,
  at: Decision,
  input: AlternativeInput,
): HandResult<HandJSON> {
  return normaliseHand(
    withAlternatives(hand, at, (alternatives) => [...alternatives, stored(input)]),
  );
}

/**
 * Replaces the alternative at `position` (0-based) of a call or card: its choice, its comment or
 * both.
 *
 * @example
 * editAlternative(hand, { kind: 'card', step: 20 }, 0, { card: { suit: 'S', rank: 'Q' }, comment: 'Just as good' })
 */
export function editAlternative(
  hand: HandJSON,
  at: Decision,
  position: number,
  input: AlternativeInput,
): HandResult<HandJSON> {
  return normaliseHand(
    withAlternatives(hand, at, (alternatives) =>
      alternatives.map((alternative, index) => (index === position ? stored(input) : alternative)),
    ),
  );
}

/**
 * Removes the alternative at `position` (0-based) of a call or card; removing the last one drops
 * the list. Removing never makes a valid hand invalid, so it cannot fail.
 *
 * @example
 * removeAlternative(hand, { kind: 'call', index: 2 }, 0) // the 3rd call without its alternative
 */
export function removeAlternative(hand: HandJSON, at: Decision, position: number): HandJSON {
  return withAlternatives(hand, at, (alternatives) =>
    alternatives.filter((_alternative, index) => index !== position),
  );
}
