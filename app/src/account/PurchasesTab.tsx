/**
 * The account's purchases tab (storefront.md §2 "Account tabs"): the purchase history, newest
 * first, with a resend-gift-e-mail button per gift ('gift email successfully sent'). A plan's
 * item, bought at checkout or a renewal's (docs/decisions.md "A renewal is a sale"), shows the
 * subscription's title and the plan's type in the reader's language, the status too.
 */
import './account-sales.css';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { ResendGiftEmailDocument } from '../graphql/documents/ResendGiftEmail.generated.js';
import { UserPurchasesDocument } from '../graphql/documents/UserPurchases.generated.js';
import { serverText } from '../i18n/i18n.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import type { FailedCall } from '../lib/errors.js';
import { formatDate } from '../lib/locale.js';
import { localeAtom } from '../state/locale.js';
import { showSnackbarAtom } from '../state/snackbar.js';
import { useAccountSalesText } from './account-texts.js';

export function PurchasesTab() {
  const { t } = useAccountSalesText();
  const { i18n } = useTranslation();
  const { language } = useAtomValue(localeAtom);
  const client = useClient();
  const snackbar = useSetAtom(showSnackbarAtom);
  const [{ data, error }] = useQuery({
    query: UserPurchasesDocument,
    requestPolicy: 'cache-and-network',
  });
  const [resendError, setResendError] = useState<FailedCall>();
  const purchases = data?.userPurchases ?? [];

  const resend = async (purchaseItemId: number) => {
    setResendError(undefined);
    const result = await client.mutation(ResendGiftEmailDocument, { purchaseItemId }).toPromise();
    if (result.error) setResendError(result.error);
    else snackbar(serverText(i18n, 'gift email successfully sent'));
  };

  return (
    <section aria-labelledby="purchases-tab">
      <h2 id="purchases-tab">{t('purchases.title')}</h2>
      <ErrorAlert error={resendError ?? error} />
      {data && purchases.length === 0 ? (
        <p>{t('purchases.none')}</p>
      ) : (
        <table className="account-table">
          <thead>
            <tr>
              <th>{t('purchases.date')}</th>
              <th>{t('purchases.items')}</th>
              <th>{t('purchases.total')}</th>
              <th>{t('purchases.status')}</th>
            </tr>
          </thead>
          <tbody>
            {purchases.map((purchase) => (
              <tr key={purchase.id}>
                <td data-label={t('purchases.date')}>
                  {formatDate(purchase.purchaseDate, language)}
                </td>
                <td data-label={t('purchases.items')}>
                  <ul>
                    {purchase.purchaseItems.map((item) => (
                      <li key={item.id}>
                        {item.product?.title ??
                          (item.subscriptionPlan &&
                            t('purchases.plan', {
                              title: item.subscriptionPlan.subscriptionTitle,
                              type: t(`planTypes.${item.subscriptionPlan.type}`),
                            }))}
                        {item.gift && (
                          <>
                            {' '}
                            <small>
                              {t('purchases.giftFor', {
                                name: `${item.gift.toFirstName} ${item.gift.toLastName}`,
                              })}
                            </small>{' '}
                            {purchase.status === 'Succeeded' && (
                              <button
                                type="button"
                                className="link"
                                onClick={() => void resend(item.id)}
                              >
                                {t('purchases.resend')}
                              </button>
                            )}
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
                <td data-label={t('purchases.total')}>{purchase.totalPriceFormatted}</td>
                <td data-label={t('purchases.status')}>
                  {t(`statuses.${purchase.status}`)}
                  {purchase.failureMessage && <small> · {purchase.failureMessage}</small>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
