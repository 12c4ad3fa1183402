/**
 * How cards look, for every card below: the face style and whether suits have four colours.
 * Without a provider, or without a chosen face, the face follows the language and the screen
 * (see `automaticFaceStyle`).
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../media/use-media-query.js';
import { automaticFaceStyle, type CardFaceStyle, faceLettering } from './face-styles.js';
import type { Lettering } from './letters.js';

export interface DeckOptions {
  /** The face style; automatic when absent. */
  readonly face?: CardFaceStyle;
  /**
   * Spades, hearts, diamonds and clubs each in their own colour.
   * @default false
   */
  readonly fourColour?: boolean;
}

/** The resolved look of the cards. */
export interface Deck {
  readonly face: CardFaceStyle;
  /** The letters of the face style in force. */
  readonly lettering: Lettering;
  readonly fourColour: boolean;
  /** The letters another face style would print in this language. */
  letteringOf(face: CardFaceStyle): Lettering;
}

const DeckContext = createContext<DeckOptions>({});

/**
 * Sets the card look for its children.
 *
 * @example
 * <DeckProvider fourColour><Hand … /></DeckProvider>
 */
export function DeckProvider({ children, ...options }: DeckOptions & { children: ReactNode }) {
  const { face, fourColour } = options;
  const value = useMemo(() => ({ face, fourColour }), [face, fourColour]);
  return <DeckContext.Provider value={value}>{children}</DeckContext.Provider>;
}

/** A portrait phone: the storefront's mobile width (storefront.md §9, about 540 px) held upright. */
export const PORTRAIT_MOBILE_QUERY = '(orientation: portrait) and (max-width: 540px)';

/** The card look in force here. */
export function useDeck(): Deck {
  const options = useContext(DeckContext);
  const { i18n } = useTranslation();
  const portraitMobile = useMediaQuery(PORTRAIT_MOBILE_QUERY);
  const language = i18n.language ?? 'en';
  const face = options.face ?? automaticFaceStyle({ language, portraitMobile });
  return {
    face,
    lettering: faceLettering(face, language),
    fourColour: options.fourColour ?? false,
    letteringOf: (other) => faceLettering(other, language),
  };
}
