import type { Suit } from '@tenace/engine';

/** The data attributes `suitColour` selects on. */
export function suitData(suit: Suit, fourColour: boolean) {
  return { 'data-suit': suit, 'data-four-colour': fourColour ? '' : undefined } as const;
}
