/**
 * Changing language or currency (storefront.md §4 step 5): the choice goes to the locale cookie,
 * the texts switch, and a signed-in user's account keeps it, save a currency fixed by a running
 * plan, which changes only the prices shown (account-locale-change.ts).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { UpdateUserDocument } from '../graphql/documents/UpdateUser.generated.js';
import { switchLanguage } from '../i18n/i18n.js';
import { type Locale, translationLanguage } from '../lib/locale.js';
import { userAtom } from '../state/auth.js';
import { chooseLocaleAtom } from '../state/locale.js';
import { accountLocaleChange } from './account-locale-change.js';

export function useChangeLocale() {
  const { i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const choose = useSetAtom(chooseLocaleAtom);
  const [, updateUser] = useMutation(UpdateUserDocument);
  return (change: Partial<Locale>) => {
    const chosen = choose(change);
    void switchLanguage(i18n, translationLanguage(chosen.language));
    const saved = user ? accountLocaleChange(change, user) : undefined;
    if (saved) void updateUser(saved);
  };
}
