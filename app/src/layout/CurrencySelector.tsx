/** The currency the store shows prices in (storefront.md §4, §9), for visitors and users alike. */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, isCurrency } from '../lib/locale.js';
import { localeAtom } from '../state/locale.js';
import { useChangeLocale } from './use-change-locale.js';

export function CurrencySelector() {
  const { t } = useTranslation('app');
  const { currency } = useAtomValue(localeAtom);
  const change = useChangeLocale();
  return (
    <div className="currency-bar">
      <label>
        {t('header.currency')}{' '}
        <select
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
      </label>
    </div>
  );
}
