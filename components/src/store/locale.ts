/**
 * The interface languages the store offers (storefront.md §1: "en-gb and nl-nl (sent to the
 * server as enGB and nlNL)") are the SDL's, in @tenace/model; the kit's catalogues are `en` and `nl`.
 */
import type { Language as StoreLanguage } from '@tenace/model';
import type { Language } from '../i18n/instance.js';

/** The translation file of a language (storefront.md §1: "the translation files are en and nl"). */
export function catalogueLanguage(language: StoreLanguage): Language {
  return language === 'nlNL' ? 'nl' : 'en';
}
