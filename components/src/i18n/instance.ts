/**
 * The kit's i18next set-up: English and Dutch texts, English as the fallback (storefront.md §1:
 * "the translation files are en and nl with English as fallback").
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from './catalogue.js';
import { en } from './en.js';
import { nl } from './nl.js';
import { staffEn } from './staff-en.js';
import { staffNl } from './staff-nl.js';

/** The interface languages. */
export const LANGUAGES = ['en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The kit's texts per language, for an app that merges them into its own i18next resources. */
export const KIT_TEXTS: Readonly<Record<Language, Catalogue>> = { en, nl };

/**
 * A ready i18next instance with the kit's texts (the staff components' too), initialised
 * synchronously.
 *
 * @example
 * const i18n = createKitI18n('nl');
 * <I18nextProvider i18n={i18n}><BiddingBox … /></I18nextProvider>
 */
export function createKitI18n(language: Language = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    resources: {
      en: { translation: en, staff: staffEn },
      nl: { translation: nl, staff: staffNl },
    },
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}
