/**
 * Suit colours: an element with `data-suit` takes its suit's colour as `color` (SVG uses
 * `currentColor`); with `data-four-colour` as well, the four-colour deck's.
 */
import { SUITS } from '@tenace/engine';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const suitColour = style({
  selectors: Object.fromEntries(
    SUITS.flatMap((suit) => [
      [`&[data-suit="${suit}"]`, { color: vars.color.suit[suit] }],
      [`&[data-suit="${suit}"][data-four-colour]`, { color: vars.color.suitFourColour[suit] }],
    ]),
  ),
});
