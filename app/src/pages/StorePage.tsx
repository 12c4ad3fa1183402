/** The store (/products): the voucher banner, the promoted products and the way to all of them. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { ProductGrid } from '../catalogue/ProductGrid.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { PromotedProductsDocument } from '../graphql/operations.generated.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';

export default function StorePage() {
  const { t } = useTranslation('app');
  const { locale } = useLocaleVariables();
  const [{ data, fetching }] = useQuery({ query: PromotedProductsDocument, variables: { locale } });
  return (
    <>
      <aside className="banner voucher-banner">
        {t('store.voucherBanner')} <Link to="/products/vouchers">{t('store.vouchers')}</Link>
      </aside>
      <h1>{t('store.title')}</h1>
      {fetching && !data ? (
        <PageSkeleton />
      ) : (
        <ProductGrid products={data?.dynamoPromotedProducts ?? []} />
      )}
      <p>
        <Link className="button" to="/products/all">
          {t('store.all')}
        </Link>
      </p>
    </>
  );
}
