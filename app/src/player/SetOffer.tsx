/**
 * The set that holds a hand, offered to a learner who does not own it (storefront.md §4 Cart,
 * hands.md §6 "Learner": non-owners can add an item on sale to the cart): the set named by its
 * title, linking to its product page, and its buy buttons. A locked hand's page says the hand
 * can be played once bought; the end of a free or linked hand says the set has more like it.
 */
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BuyButtons } from '../catalogue/BuyButtons.js';
import { ownsProduct } from '../catalogue/owned-products.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { useOwnedProducts } from '../catalogue/use-owned-products.js';
import { ProductByIdDocument } from '../graphql/documents/ProductById.generated.js';
import { useQueryOnce } from '../graphql/use-query-once.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { productPath } from '../lib/paths.js';

/** What the offer says: the hand is locked, or the learner has just finished it. */
export type SetOfferReason = 'locked' | 'played';

const TEXT = { locked: 'lockedHand.inSet', played: 'handOffer.inSet' } as const;

export function SetOffer({
  setId,
  reason,
}: {
  readonly setId: number;
  readonly reason: SetOfferReason;
}) {
  const { t } = useTranslation('app');
  const owned = useOwnedProducts();
  const { language, currency } = useLocaleVariables();
  // Read once: on the hand page, the learner's progress saves leave it be (use-query-once.ts).
  const { data, fetching } = useQueryOnce({
    query: ProductByIdDocument,
    variables: { id: setId, language, currency },
  });
  if (fetching) return <PageSkeleton rows={reason === 'locked' ? 3 : 1} />;
  const set = data?.dynamoProductById;
  if (!set) return reason === 'locked' ? <p>{t('lockedHand.unavailable')}</p> : null;
  if (reason === 'played' && !set.onSale) return null;
  return (
    <div className="set-offer">
      <p>
        <Trans
          t={t}
          i18nKey={TEXT[reason]}
          values={{ set: set.title }}
          components={{ set: <Link to={productPath(set)} /> }}
        />
      </p>
      {set.onSale && <BuyButtons product={set} owned={ownsProduct(owned, set)} />}
    </div>
  );
}
