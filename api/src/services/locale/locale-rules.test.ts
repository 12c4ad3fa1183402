import { describe, expect, it } from 'vitest';
import { countryCode, localeOfCountry } from './locale-rules.js';

describe('localeOfCountry (storefront.md §4 "Locale and currency", steps 3 and 4)', () => {
  it.each([
    // NL gives nl-nl; Europe: GBP for GB, else EUR.
    ['NL', undefined, 'nlNL', 'EUR'],
    ['GB', undefined, 'enGB', 'GBP'],
    ['BE', undefined, 'enGB', 'EUR'],
    ['IE', undefined, 'enGB', 'EUR'],
    ['NO', undefined, 'enGB', 'EUR'],
    // North America: CAD for CA, else USD.
    ['CA', undefined, 'enGB', 'CAD'],
    ['US', undefined, 'enGB', 'USD'],
    ['MX', undefined, 'enGB', 'USD'],
    ['JM', undefined, 'enGB', 'USD'],
    // Oceania: NZD for NZ, else AUD.
    ['NZ', undefined, 'enGB', 'NZD'],
    ['AU', undefined, 'enGB', 'AUD'],
    ['FJ', undefined, 'enGB', 'AUD'],
    // Anything else: USD.
    ['JP', undefined, 'enGB', 'USD'],
    ['BR', undefined, 'enGB', 'USD'],
    ['ZA', undefined, 'enGB', 'USD'],
    // The continent reported with the country wins over the table.
    ['TR', 'EU', 'enGB', 'EUR'],
    ['RU', 'AS', 'enGB', 'USD'],
    ['nl', 'eu', 'nlNL', 'EUR'],
  ])('%s (continent %s) reads %s and pays %s', (country, continent, language, currency) => {
    expect(localeOfCountry({ country, ...(continent && { continent }) })).toEqual({
      language,
      currency,
    });
  });
});

describe('countryCode', () => {
  it.each([
    ['GB', 'GB'],
    [' nl ', 'NL'],
    ['XX', undefined],
    ['T1', undefined],
    ['', undefined],
    [undefined, undefined],
    ['GBR', undefined],
  ])('%j is %j', (text, code) => {
    expect(countryCode(text)).toBe(code);
  });
});
