/**
 * The account's purchases tab (storefront.md §2 "Account tabs"): the purchase history, newest
 * first, with a resend-gift-e-mail button per gift ('gift email successfully sent'). A plan's
 * item, bought at checkout or a renewal's (docs/decisions.md "A renewal is a sale"), shows the
 * subscription's title and the plan's type in the reader's language, the status too. Each
 * order's number opens its detail, the same as its confirmation e-mail (docs/decisions.md
 * "Receipts").
 */
import './account-sales.css';
import { useAtomValue, useSetAtom } from 'jotai';
import { Fragment, useState } from 'react';
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
import { PurchaseDetail } from './PurchaseDetail.js';
import { usePurchaseDetailText } from './purchase-detail-texts.js';

export function PurchasesTab() {
  const { t } = useAccountSalesText();
  const detail = usePurchaseDetailText();
  const { i18n } = useTranslation();
  const { language } = useAtomValue(localeAtom);
  const [opened, setOpened] = useState<number>();
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
        <table className="account-table purchases-table">
          <thead>
            <tr>
              <th>{detail.t('order')}</th>
              <th>{t('purchases.date')}</th>
              <th>{t('purchases.items')}</th>
              <th>{t('purchases.total')}</th>
              <th>{t('purchases.status')}</th>
            </tr>
          </thead>
          <tbody>
            {purchases.map((purchase) => (
              <Fragment key={purchase.id}>
                <tr>
                  <td data-label={detail.t('order')}>
                    <button
                      type="button"
                      className="link"
                      aria-expanded={opened === purchase.id}
                      // The detail exists only while open.
                      aria-controls={opened === purchase.id ? `purchase-${purchase.id}` : undefined}
                      aria-label={detail.t('show', { number: purchase.orderNumber })}
                      onClick={() => setOpened(opened === purchase.id ? undefined : purchase.id)}
                    >
                      {purchase.orderNumber}
                    </button>
                  </td>
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
                {opened === purchase.id && (
                  <tr>
                    <td colSpan={5}>
                      <PurchaseDetail purchase={purchase} id={`purchase-${purchase.id}`} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
