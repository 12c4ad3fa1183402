/**
 * The interface languages the store offers (storefront.md §1: "en-gb and nl-nl (sent to the
 * server as enGB and nlNL)"), in the server's spelling, which is what the app keeps. The kit's
 * catalogues are `en` and `nl`.
 */
import type { Language } from '../i18n/instance.js';

export const STORE_LANGUAGES = ['enGB', 'nlNL'] as const;
export type StoreLanguage = (typeof STORE_LANGUAGES)[number];

/** The translation file of a language (storefront.md §1: "the translation files are en and nl"). */
export function catalogueLanguage(language: StoreLanguage): Language {
  return language === 'nlNL' ? 'nl' : 'en';
}
