/**
 * One order as its confirmation e-mail tells it (docs/decisions.md "Receipts"): order number,
 * date, the items with gifts marked (and to whom), discount and voucher, how it was paid, the
 * total with its currency, and the seller's details.
 */
import { formatPrice } from '@tenace/model';
import { useAtomValue } from 'jotai';
import { useQuery } from 'urql';
import { CompanyDetailsDocument } from '../graphql/documents/CompanyDetails.generated.js';
import type { UserPurchasesQuery } from '../graphql/operations.generated.js';
import { formatDateTime } from '../lib/locale.js';
import { localeAtom } from '../state/locale.js';
import { useAccountSalesText } from './account-texts.js';
import { usePurchaseDetailText } from './purchase-detail-texts.js';

type Purchase = NonNullable<UserPurchasesQuery['userPurchases']>[number];

export function PurchaseDetail({ purchase, id }: { purchase: Purchase; id: string }) {
  const { t } = usePurchaseDetailText();
  const sales = useAccountSalesText();
  const { language } = useAtomValue(localeAtom);
  const [company] = useQuery({ query: CompanyDetailsDocument });
  const seller = company.data?.companyDetails;
  const paid = purchase.paidWith;
  const paidWith =
    paid?.type === 'Free'
      ? t('free')
      : paid?.type === 'Ideal'
        ? paid.bank
          ? t('ideal', { bank: paid.bank })
          : t('idealUnknown')
        : paid?.cardBrand && paid.cardLast4
          ? t('card', { brand: paid.cardBrand, last4: paid.cardLast4 })
          : paid
            ? t('cardUnknown')
            : null;

  return (
    <section id={id} className="purchase-detail" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('title', { number: purchase.orderNumber })}</h3>
      <dl>
        <dt>{t('date')}</dt>
        <dd>{formatDateTime(purchase.purchaseDate, language)}</dd>
        <dt>{t('items')}</dt>
        <dd>
          <ul>
            {purchase.purchaseItems.map((item) => (
              <li key={item.id}>
                {item.product?.title ??
                  (item.subscriptionPlan &&
                    sales.t('purchases.plan', {
                      title: item.subscriptionPlan.subscriptionTitle,
                      type: sales.t(`planTypes.${item.subscriptionPlan.type}`),
                    }))}
                : {formatPrice(item.price, purchase.currency)}
                {item.gift && (
                  <>
                    {' '}
                    <small>
                      {t('giftFor', {
                        name: `${item.gift.toFirstName} ${item.gift.toLastName}`,
                        email: item.gift.toEmail,
                      })}
                    </small>
                  </>
                )}
              </li>
            ))}
          </ul>
        </dd>
        {purchase.discountFormatted && (
          <>
            <dt>{t('discount')}</dt>
            <dd>-{purchase.discountFormatted}</dd>
          </>
        )}
        {purchase.voucher && (
          <>
            <dt>{t('voucher')}</dt>
            <dd>{purchase.voucher.code}</dd>
          </>
        )}
        {paidWith && (
          <>
            <dt>{t('paidWith')}</dt>
            <dd>{paidWith}</dd>
          </>
        )}
        <dt>{t('total')}</dt>
        <dd>
          {t('totalWithCurrency', {
            amount: purchase.totalPriceFormatted,
            currency: purchase.currency,
          })}
        </dd>
      </dl>
      {seller && (
        <address aria-label={t('seller')}>
          {[
            seller.name,
            seller.street,
            seller.postcodeAndCity,
            seller.country,
            t('registrationNumber', { number: seller.registrationNumber }),
            t('vatNumber', { number: seller.vatNumber }),
          ].map((line) => (
            <span key={line}>{line}</span>
          ))}
          <a href={`mailto:${seller.email}`}>{seller.email}</a>
        </address>
      )}
    </section>
  );
}
