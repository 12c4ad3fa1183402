/**
 * A collection's sets in order (admin.md §2 "a collection shows its sets list"; §3 Collection),
 * read-only: each set's title links to its own product page (admin.md §2). `editable` is for the
 * editing version of this panel (add, remove, reorder), which keeps these props.
 */

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { adminProductPath } from '../admin-routes.js';
import { AdminCollectionSetsDocument } from '../graphql/documents/AdminCollectionSets.generated.js';

export function CollectionSetsPanel({ collectionId }: { collectionId: number; editable: boolean }) {
  const { t } = useTranslation('admin');
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AdminCollectionSetsDocument,
    variables: { id: collectionId },
  });
  const entries = data?.collectionById?.collectionSets;
  return (
    <section className="admin-panel" aria-labelledby="collection-sets" aria-busy={fetching}>
      <h2 id="collection-sets">{t('product.sets')}</h2>
      {error ? (
        <p role="alert">
          {t('product.loadError')}{' '}
          <button type="button" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {t('product.retry')}
          </button>
        </p>
      ) : entries === undefined ? (
        <p>{t('product.loading')}</p>
      ) : entries.length === 0 ? (
        <p>{t('product.noSets')}</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link to={adminProductPath('set', entry.set.id, entry.set.title)}>
                {entry.set.title}
              </Link>{' '}
              ({entry.set.onSale ? t('product.setOnSale') : t('product.setOffSale')})
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
