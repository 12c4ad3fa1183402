/**
 * The card face styles of hands.md §9 and storefront.md §9: a normal set, a simplified set used
 * on portrait mobile, and a Dutch set for nl-nl.
 */
import type { Lettering } from './letters.js';

export const CARD_FACE_STYLES = ['normal', 'simplified', 'dutch'] as const;
export type CardFaceStyle = (typeof CARD_FACE_STYLES)[number];

/**
 * Which face style applies when none is chosen: simplified on a portrait phone, else Dutch in
 * Dutch, else normal. The simplified style wins on a phone in either language, because its
 * large index is what keeps a card readable there; it then prints the language's letters.
 *
 * @example
 * automaticFaceStyle({ language: 'nl', portraitMobile: false }) // 'dutch'
 */
export function automaticFaceStyle(context: {
  readonly language: string;
  readonly portraitMobile: boolean;
}): CardFaceStyle {
  if (context.portraitMobile) return 'simplified';
  return isDutch(context.language) ? 'dutch' : 'normal';
}

/**
 * The letters a face style prints: Dutch for the Dutch style, and for the simplified style when
 * the language is Dutch.
 */
export function faceLettering(face: CardFaceStyle, language: string): Lettering {
  if (face === 'dutch') return 'dutch';
  if (face === 'simplified' && isDutch(language)) return 'dutch';
  return 'english';
}

function isDutch(language: string): boolean {
  return language.toLowerCase().startsWith('nl');
}
