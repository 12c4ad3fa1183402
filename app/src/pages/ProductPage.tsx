/**
 * Product detail (storefront.md §2): a set with its hands, a collection with its sets, each
 * priced like every other price in the visitor's currency (§9: symbol and two decimals); add to
 * cart, remove, gift. Owners see "Owned" and their progress on each hand; a collection names the
 * sets of it the user owns already.
 */

import { Price } from '@tenace/components';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { BuyButtons } from '../catalogue/BuyButtons.js';
import { HandList } from '../catalogue/HandList.js';
import { ownsProduct } from '../catalogue/owned-products.js';
import { RichText } from '../catalogue/RichText.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { useOwnedProducts } from '../catalogue/use-owned-products.js';
import { FEATURES } from '../config.js';
import { ProductByIdDocument } from '../graphql/documents/ProductById.generated.js';
import { useCrumbName } from '../layout/crumb-names.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { languageOfSegment } from '../lib/locale.js';
import { authorPath, productPath, subscriptionPath } from '../lib/paths.js';
import { routeId } from '../lib/route-id.js';
import NotFoundPage from './NotFoundPage.js';

export default function ProductPage() {
  const { t } = useTranslation('app');
  const kit = useTranslation().t;
  const params = useParams();
  const ownedProducts = useOwnedProducts();
  const { language, currency } = useLocaleVariables();
  const id = routeId(params.id);
  const [{ data, fetching, error }] = useQuery({
    query: ProductByIdDocument,
    variables: { id: id ?? 0, language: languageOfSegment(params.language) ?? language, currency },
    pause: id === null,
  });
  useCrumbName('title', data?.dynamoProductById?.title);
  if (id === null) return <NotFoundPage />;
  if (fetching && !data) return <PageSkeleton rows={5} />;
  const product = data?.dynamoProductById;
  if (!product) {
    return error ? <ErrorAlert error={error} /> : <NotFoundPage />;
  }
  // A subscription is sold by plan on its own page (storefront.md §2), and only with the flag.
  if (product.type === 'Subscription') {
    return FEATURES.subscriptions ? (
      <Navigate to={subscriptionPath(product)} replace />
    ) : (
      <NotFoundPage />
    );
  }
  const owned = ownsProduct(ownedProducts, product);
  const sets = product.type === 'Collection' ? product.sets : [product];
  const ownedSets =
    product.type === 'Collection' && !owned
      ? product.sets.filter((set) => ownsProduct(ownedProducts, set))
      : [];
  return (
    <article className="product">
      <div className="product-head">
        {product.images.cover && <img src={product.images.cover} alt="" width={240} height={240} />}
        <div>
          <h1>{product.title}</h1>
          {product.author && (
            <p>
              <Link to={authorPath(product.author)}>{product.author.fullName}</Link>
            </p>
          )}
          <ul className="tags">
            {product.tagsCache
              .filter((tag) => tag.group !== null)
              .map((tag) => (
                <li key={`${tag.group}-${tag.name}`}>{tag.name}</li>
              ))}
          </ul>
          {product.onSale && <BuyButtons product={product} owned={owned} />}
          {ownedSets.length > 0 && (
            <p className="owned-sets">
              {t('product.ownedSets', { titles: ownedSets.map((set) => set.title).join(', ') })}
            </p>
          )}
        </div>
      </div>
      <RichText html={product.description} className="product-description" />
      {product.type === 'Collection' && (
        <section>
          <h2>{t('product.sets')}</h2>
          <ul>
            {product.sets.map((set) => (
              <li key={set.id}>
                <Link to={productPath(set)}>{set.title}</Link>{' '}
                {ownsProduct(ownedProducts, set) ? (
                  <strong className="owned-mark">{kit('store.product.purchased')}</strong>
                ) : (
                  <Price amount={set.priceLocal} currency={currency} size="s" />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {product.hands.length > 0 && (
        <section>
          <h2>{t('product.hands')}</h2>
          <HandList
            hands={product.hands}
            sets={sets}
            collection={product.type === 'Collection' ? product : undefined}
          />
        </section>
      )}
    </article>
  );
}
