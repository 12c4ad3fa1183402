/**
 * The language and currency selectors (storefront.md §2, §4): a change goes to the locale
 * cookie, and to the user when signed in (step 5).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { UpdateUserDocument } from '../graphql/operations.generated.js';
import { switchLanguage } from '../i18n/i18n.js';
import {
  CURRENCIES,
  type Currency,
  isCurrency,
  isLanguage,
  LANGUAGES,
  type Language,
  type Locale,
  translationLanguage,
} from '../lib/locale.js';
import { userAtom } from '../state/auth.js';
import { chooseLocaleAtom, localeAtom } from '../state/locale.js';

const LANGUAGE_NAMES: Record<Language, string> = { enGB: 'English', nlNL: 'Nederlands' };

export function LocaleSelector() {
  const { t, i18n } = useTranslation('app');
  const locale = useAtomValue(localeAtom);
  const user = useAtomValue(userAtom);
  const choose = useSetAtom(chooseLocaleAtom);
  const [, updateUser] = useMutation(UpdateUserDocument);

  const change = (next: Partial<Locale>) => {
    const chosen = choose(next);
    void switchLanguage(i18n, translationLanguage(chosen.language));
    if (user) void updateUser({ language: chosen.language, currency: chosen.currency });
  };

  return (
    <div className="locale">
      <select
        aria-label={t('header.language')}
        value={locale.language}
        onChange={(event) =>
          isLanguage(event.target.value) && change({ language: event.target.value })
        }
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <select
        aria-label={t('header.currency')}
        value={locale.currency}
        onChange={(event) =>
          isCurrency(event.target.value) && change({ currency: event.target.value as Currency })
        }
      >
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
    </div>
  );
}
