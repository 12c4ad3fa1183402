/**
 * The store (/products): the promoted products and the way to all of them. Its voucher banner
 * (storefront.md §2 "/products: Store; voucher banner shown") is the layout's gift banner, which
 * the route asks for (admin.md §2), not a second box of the page's own.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { StoreProductList } from '../catalogue/StoreProductList.js';
import { listedProducts } from '../catalogue/subscription-visibility.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { FEATURES } from '../config.js';
import { PromotedProductsDocument } from '../graphql/documents/PromotedProducts.generated.js';

export default function StorePage() {
  const { t } = useTranslation('app');
  const { locale, currency } = useLocaleVariables();
  const [{ data, fetching }] = useQuery({ query: PromotedProductsDocument, variables: { locale } });
  return (
    <>
      <h1>{t('store.title')}</h1>
      <StoreProductList
        products={listedProducts(data?.dynamoPromotedProducts ?? [], FEATURES.subscriptions)}
        currency={currency}
        isLoading={fetching && !data}
      />
      <p>
        <Link className="button" to="/products/all">
          {t('store.all')}
        </Link>
      </p>
    </>
  );
}
