/**
 * The currency the store shows prices in (storefront.md §4, §9), for visitors and users alike.
 * It sits in the header beside the language selector (§2 Layout has no row under the header);
 * there its name is its label, not a visible word. In the menu drawer (phones) the word shows.
 */

import { CURRENCIES, isCurrency } from '@tenace/model';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeAtom } from '../state/locale.js';
import { useChangeLocale } from './use-change-locale.js';

export function CurrencySelector({ visibleLabel = false }: { readonly visibleLabel?: boolean }) {
  const { t } = useTranslation('app');
  const { currency } = useAtomValue(localeAtom);
  const change = useChangeLocale();
  const id = useId();
  const select = (
    <select
      id={id}
      aria-label={visibleLabel ? undefined : t('header.currency')}
      value={currency}
      onChange={(event) =>
        isCurrency(event.target.value) && change({ currency: event.target.value })
      }
    >
      {CURRENCIES.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
  return visibleLabel ? (
    <>
      <label htmlFor={id}>{t('header.currency')}</label>
      {select}
    </>
  ) : (
    select
  );
}
