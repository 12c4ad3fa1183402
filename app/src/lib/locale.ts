/**
 * Locale and currency (storefront.md §1 and §4): two languages, six currencies, and the order in
 * which the app picks them.
 */

import {
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  isCurrency,
  isLanguage,
  type Language,
} from '@tenace/model';

export interface Locale {
  readonly language: Language;
  readonly currency: Currency;
}

/** storefront.md §4: "Defaults en-gb and USD." */
export const DEFAULT_LOCALE: Locale = { language: DEFAULT_LANGUAGE, currency: DEFAULT_CURRENCY };

/** The translation file of a language: /lang/en.json or /lang/nl.json. */
export function translationLanguage(language: Language): 'en' | 'nl' {
  return language === 'nlNL' ? 'nl' : 'en';
}

/** The language of a route's `{language}` segment (`en`, `nl`, also `en-gb`, `nl-nl`). */
export function languageOfSegment(segment: string | undefined): Language | undefined {
  const lower = segment?.toLowerCase();
  if (lower === 'nl' || lower === 'nl-nl' || lower === 'nlnl') return 'nlNL';
  if (lower === 'en' || lower === 'en-gb' || lower === 'engb') return 'enGB';
  return undefined;
}

/** The locale cookie's value: JSON of what the visitor chose. Anything else reads as nothing. */
export function parseLocaleCookie(value: string | undefined): Partial<Locale> {
  if (value === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { language, currency } = parsed as Record<string, unknown>;
    return {
      ...(isLanguage(language) && { language }),
      ...(isCurrency(currency) && { currency }),
    };
  } catch {
    return {};
  }
}

/** Where a locale can come from, in the order of storefront.md §4. */
export interface LocaleSources {
  /** 1. The locale cookie. */
  readonly cookie?: Partial<Locale>;
  /** 2. The signed-in user. */
  readonly user?: Locale | null;
  /** 3. The visitor's country (the API's `locale` query: NL gives nl-nl, else en-gb; currency by country and continent). */
  readonly country?: Locale | null;
}

/**
 * The locale to use: each of language and currency from the cookie, else the user, else the
 * country, else the defaults (storefront.md §4 "Locale and currency", steps 1 to 4).
 */
export function resolveLocale({ cookie, user, country }: LocaleSources): Locale {
  return {
    language: cookie?.language ?? user?.language ?? country?.language ?? DEFAULT_LOCALE.language,
    currency: cookie?.currency ?? user?.currency ?? country?.currency ?? DEFAULT_LOCALE.currency,
  };
}

/** storefront.md §1: the interface languages are en-gb and nl-nl, so dates read day first. */
export function formatDate(value: string | Date, language: Language): string {
  return new Date(value).toLocaleDateString(language === 'nlNL' ? 'nl-NL' : 'en-GB');
}

/** A date and time, day first (storefront.md §1: en-gb and nl-nl), as a receipt gives it. */
export function formatDateTime(value: string | Date, language: Language): string {
  return new Date(value).toLocaleString(language === 'nlNL' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
  });
}
