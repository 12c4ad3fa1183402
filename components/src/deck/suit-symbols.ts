/**
 * The suit symbols as text, and as SVG paths for card faces (fonts draw the text symbols too
 * differently to place them on a card).
 */
import type { Suit } from '@tenace/engine';

// U+FE0E asks for the text glyph: without it some systems draw the red suits as emoji.
const TEXT_PRESENTATION = '\uFE0E';

/** The suit symbols in running text. */
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = {
  S: `\u2660${TEXT_PRESENTATION}`,
  H: `\u2665${TEXT_PRESENTATION}`,
  D: `\u2666${TEXT_PRESENTATION}`,
  C: `\u2663${TEXT_PRESENTATION}`,
};

/** Each suit's outline in a 100 x 100 box, centred on (50, 50). */
export const SUIT_PATHS: Readonly<Record<Suit, string>> = {
  S: 'M50 2C58 18 98 40 98 63C98 79 86 89 72 89C63 89 56 85 52 78C53 88 58 95 68 98L32 98C42 95 47 88 48 78C44 85 37 89 28 89C14 89 2 79 2 63C2 40 42 18 50 2Z',
  H: 'M50 95C22 72 2 54 2 31C2 15 14 4 28 4C39 4 46 11 50 20C54 11 61 4 72 4C86 4 98 15 98 31C98 54 78 72 50 95Z',
  D: 'M50 2L88 50L50 98L12 50Z',
  C: 'M28 26a22 22 0 1 1 44 0a22 22 0 1 1-44 0ZM5 61a22 22 0 1 1 44 0a22 22 0 1 1-44 0ZM51 61a22 22 0 1 1 44 0a22 22 0 1 1-44 0ZM40 40h20v26H40ZM46 50h8c1 26 6 41 16 48H30c10-7 15-22 16-48Z',
};
