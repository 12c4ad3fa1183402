/** /products/vouchers: the gift vouchers on sale. */
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ProductGrid } from '../catalogue/ProductGrid.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { GiftVouchersDocument } from '../graphql/operations.generated.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';

export default function VouchersPage() {
  const { t } = useTranslation('app');
  const { currency } = useLocaleVariables();
  const [{ data, fetching }] = useQuery({ query: GiftVouchersDocument, variables: { currency } });
  return (
    <>
      <h1>{t('vouchers.title')}</h1>
      <p>{t('vouchers.intro')}</p>
      {fetching && !data ? (
        <PageSkeleton />
      ) : (
        <ProductGrid products={data?.giftVoucherProducts ?? []} />
      )}
    </>
  );
}
