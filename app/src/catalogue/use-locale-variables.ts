/** The locale as query variables: catalogue queries answer in the visitor's language and currency. */
import { useAtomValue } from 'jotai';
import { localeAtom } from '../state/locale.js';

export function useLocaleVariables() {
  const { language, currency } = useAtomValue(localeAtom);
  return { language, currency, locale: { language, currency } };
}
