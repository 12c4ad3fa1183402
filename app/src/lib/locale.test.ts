import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  formatDate,
  formatDateTime,
  parseLocaleCookie,
  resolveLocale,
  translationLanguage,
} from './locale.js';

describe('resolveLocale (storefront.md §4)', () => {
  const user = { language: 'nlNL', currency: 'EUR' } as const;
  const country = { language: 'enGB', currency: 'NZD' } as const;

  it('takes the cookie first', () => {
    expect(resolveLocale({ cookie: { language: 'enGB', currency: 'CAD' }, user, country })).toEqual(
      {
        language: 'enGB',
        currency: 'CAD',
      },
    );
  });

  it('takes the user when the cookie has nothing', () => {
    expect(resolveLocale({ cookie: {}, user, country })).toEqual(user);
  });

  it('takes the country for a visitor', () => {
    expect(resolveLocale({ cookie: {}, user: null, country })).toEqual(country);
  });

  it('fills what the cookie lacks from the next source', () => {
    expect(resolveLocale({ cookie: { currency: 'GBP' }, user })).toEqual({
      language: 'nlNL',
      currency: 'GBP',
    });
  });

  it('defaults to en-gb and USD', () => {
    expect(resolveLocale({})).toEqual({ language: 'enGB', currency: 'USD' });
    expect(DEFAULT_LOCALE).toEqual({ language: 'enGB', currency: 'USD' });
  });
});

describe('the locale cookie', () => {
  it('reads a language and a currency', () => {
    expect(parseLocaleCookie('{"language":"nlNL","currency":"EUR"}')).toEqual({
      language: 'nlNL',
      currency: 'EUR',
    });
  });

  it('ignores unknown values and damaged cookies', () => {
    expect(parseLocaleCookie('{"language":"fr","currency":"JPY"}')).toEqual({});
    expect(parseLocaleCookie('{not json')).toEqual({});
    expect(parseLocaleCookie(undefined)).toEqual({});
  });
});

describe('translation files', () => {
  it('are en and nl (storefront.md §1)', () => {
    expect(translationLanguage('enGB')).toBe('en');
    expect(translationLanguage('nlNL')).toBe('nl');
  });
});

describe('dates', () => {
  it('read day first in en-gb and nl-nl (storefront.md §1)', () => {
    expect(formatDate('2026-10-24T09:00:00Z', 'enGB')).toBe('24/10/2026');
    expect(formatDate('2026-10-24T09:00:00Z', 'nlNL')).toBe('24-10-2026');
  });

  it('with the time, as a receipt gives it: day first, the month named', () => {
    // The hour is the browser's own time zone's.
    expect(formatDateTime('2026-10-24T09:00:00Z', 'enGB')).toMatch(
      /^24 October 2026 at \d{2}:\d{2}$/,
    );
    expect(formatDateTime('2026-10-24T09:00:00Z', 'nlNL')).toMatch(
      /^24 oktober 2026 om \d{2}:\d{2}$/,
    );
  });
});
