/**
 * The payment tab's currency selector (storefront.md §2 "Account tabs"), shown only while the
 * user may choose (currency-choice.ts). A choice is saved on the user at once, like the tab's card
 * actions, and becomes the currency prices are shown in; success says 'currency has been set'
 * (§8), a refusal shows in the tab's error box.
 */

import { CURRENCIES, isCurrency } from '@tenace/model';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { PaymentCurrencyDocument } from '../graphql/documents/PaymentCurrency.generated.js';
import { UpdateUserDocument } from '../graphql/documents/UpdateUser.generated.js';
import { serverText } from '../i18n/i18n.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { userAtom } from '../state/auth.js';
import { chooseLocaleAtom } from '../state/locale.js';
import { showSnackbarAtom } from '../state/snackbar.js';
import { useAccountSalesText } from './account-texts.js';
import { mayChooseCurrency } from './currency-choice.js';

export function PaymentCurrency() {
  const { t } = useAccountSalesText();
  const { i18n } = useTranslation();
  const [{ data }, refetch] = useQuery({
    query: PaymentCurrencyDocument,
    requestPolicy: 'network-only',
  });
  const [{ fetching, error }, update] = useMutation(UpdateUserDocument);
  const setUser = useSetAtom(userAtom);
  const chooseLocale = useSetAtom(chooseLocaleAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  const [chosen, setChosen] = useState<string>();
  const user = data?.currentUser;
  if (!user || !mayChooseCurrency(user)) return null;

  const save = async (currency: string) => {
    if (!isCurrency(currency)) return;
    setChosen(currency);
    const result = await update({ currency });
    if (result.data?.updateUser) {
      setUser(result.data.updateUser);
      chooseLocale({ currency });
      snackbar(serverText(i18n, 'currency has been set'));
    }
    setChosen(undefined);
    refetch({ requestPolicy: 'network-only' });
  };
  return (
    <section aria-labelledby="payment-currency" className="payment-currency">
      <h3 id="payment-currency">{t('payment.currencyTitle')}</h3>
      <ErrorAlert error={error} />
      <label className="field">
        {t('payment.currency')}
        <select
          value={chosen ?? user.currency}
          disabled={fetching}
          onChange={(event) => void save(event.target.value)}
        >
          {CURRENCIES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
