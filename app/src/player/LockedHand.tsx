/**
 * A hand the visitor may not play yet, reached by its link (hands.md §5: not free, not theirs,
 * no product link): instead of a dead end, the page names the set that holds the hand, links to
 * it and offers to buy it there and then (storefront.md §4 Cart), the way its product page does
 * (docs/decisions.md "A locked hand's page").
 */
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { BuyButtons } from '../catalogue/BuyButtons.js';
import { ownsProduct } from '../catalogue/owned-products.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { useOwnedProducts } from '../catalogue/use-owned-products.js';
import { ProductByIdDocument } from '../graphql/documents/ProductById.generated.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { productPath } from '../lib/paths.js';

export function LockedHand({
  hand,
  setId,
}: {
  readonly hand: { readonly title: string };
  /** The set the hand is in (its product). */
  readonly setId: number;
}) {
  const { t } = useTranslation('app');
  const owned = useOwnedProducts();
  const { language, currency } = useLocaleVariables();
  const [{ data, fetching }] = useQuery({
    query: ProductByIdDocument,
    variables: { id: setId, language, currency },
  });
  if (fetching && !data) return <PageSkeleton rows={3} />;
  const set = data?.dynamoProductById;
  return (
    <section className="locked-hand" aria-labelledby="locked-hand-title">
      <h1 id="locked-hand-title">{hand.title}</h1>
      {set ? (
        <>
          <p>
            <Trans
              t={t}
              i18nKey="lockedHand.inSet"
              values={{ set: set.title }}
              components={{ set: <Link to={productPath(set)} /> }}
            />
          </p>
          {set.onSale && <BuyButtons product={set} owned={ownsProduct(owned, set)} />}
        </>
      ) : (
        <p>{t('lockedHand.unavailable')}</p>
      )}
    </section>
  );
}
