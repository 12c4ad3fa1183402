import { type Currency, DEFAULT_CURRENCY, DEFAULT_LANGUAGE, type Language } from '@tenace/model';
import { continentOf } from './continents.js';

/** A language and currency (storefront.md §3 "Locale"). */
export interface Locale {
  readonly language: Language;
  readonly currency: Currency;
}

/** storefront.md §4: "Defaults en-gb and USD". */
export const DEFAULT_LOCALE: Locale = { language: DEFAULT_LANGUAGE, currency: DEFAULT_CURRENCY };

/** Where a visitor is: an ISO 3166-1 alpha-2 country, and its continent when the source says. */
export interface Whereabouts {
  readonly country: string;
  readonly continent?: string;
}

/**
 * The locale of a country (storefront.md §4 "Locale and currency", steps 3 and 4): NL reads
 * nl-nl, anywhere else en-gb; Europe pays GBP in GB and EUR elsewhere, North America CAD in CA
 * and USD elsewhere, Oceania NZD in NZ and AUD elsewhere, everywhere else USD. The continent
 * reported with the country is used when given; otherwise it is looked up.
 *
 * @example
 * localeOfCountry({ country: 'NL' }) // { language: 'nlNL', currency: 'EUR' }
 * localeOfCountry({ country: 'NZ', continent: 'OC' }) // { language: 'enGB', currency: 'NZD' }
 */
export function localeOfCountry({ country, continent }: Whereabouts): Locale {
  const code = country.toUpperCase();
  const language: Language = code === 'NL' ? 'nlNL' : 'enGB';
  switch (continent?.toUpperCase() ?? continentOf(code)) {
    case 'EU':
      return { language, currency: code === 'GB' ? 'GBP' : 'EUR' };
    case 'NA':
      return { language, currency: code === 'CA' ? 'CAD' : 'USD' };
    case 'OC':
      return { language, currency: code === 'NZ' ? 'NZD' : 'AUD' };
    default:
      return { language, currency: DEFAULT_CURRENCY };
  }
}

/**
 * A country code as a request header or service gives it, when it names a country: two letters,
 * not one of the placeholders for unknown (XX) or Tor (T1).
 *
 * @example
 * countryCode(' gb ') // 'GB'
 * countryCode('XX') // undefined
 */
export function countryCode(text: string | null | undefined): string | undefined {
  const code = text?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : undefined;
}
