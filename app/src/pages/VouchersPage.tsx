/** /products/vouchers: the gift vouchers on sale in the visitor's language. */
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { StoreProductList } from '../catalogue/StoreProductList.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { GiftVouchersDocument } from '../graphql/documents/GiftVouchers.generated.js';

export default function VouchersPage() {
  const { t } = useTranslation('app');
  const { currency, language } = useLocaleVariables();
  const [{ data, fetching }] = useQuery({
    query: GiftVouchersDocument,
    variables: { currency, language },
  });
  return (
    <>
      <h1>{t('vouchers.title')}</h1>
      <p>{t('vouchers.intro')}</p>
      <StoreProductList
        products={data?.giftVoucherProducts ?? []}
        currency={currency}
        isLoading={fetching && !data}
      />
    </>
  );
}
