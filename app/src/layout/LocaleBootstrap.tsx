/**
 * Resolves the locale once the session is known (storefront.md §4): the cookie, else the user,
 * else the country. The API's `locale` query answers the user's locale for a signed-in user and
 * the country's for a visitor.
 */
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { LocaleDocument } from '../graphql/documents/Locale.generated.js';
import { switchLanguage } from '../i18n/i18n.js';
import { COOKIE_NAMES, getCookie } from '../lib/cookies.js';
import { parseLocaleCookie, resolveLocale, translationLanguage } from '../lib/locale.js';
import { userAtom } from '../state/auth.js';
import { localeAtom, localeResolvedAtom } from '../state/locale.js';

export function LocaleBootstrap() {
  const user = useAtomValue(userAtom);
  const [resolved, setResolved] = useAtom(localeResolvedAtom);
  const [current, setLocale] = useAtom(localeAtom);
  const { i18n } = useTranslation();
  const [{ data, fetching }] = useQuery({
    query: LocaleDocument,
    pause: resolved || user === undefined,
    requestPolicy: 'network-only',
  });
  useEffect(() => {
    if (resolved || user === undefined || fetching || data === undefined) return;
    const locale = resolveLocale({
      cookie: parseLocaleCookie(getCookie(COOKIE_NAMES.locale)),
      user,
      country: user === null ? data.locale : null,
    });
    setResolved(true);
    // Most visits resolve to the locale already in use: setting it again would draw the whole
    // app again (a new locale for every reader, i18next's languageChanged for every text) just
    // as the page's data arrives.
    if (locale.language !== current.language || locale.currency !== current.currency)
      setLocale(locale);
    const language = translationLanguage(locale.language);
    if (i18n.language !== language) void switchLanguage(i18n, language);
  }, [resolved, user, fetching, data, current, setLocale, setResolved, i18n]);
  return null;
}
