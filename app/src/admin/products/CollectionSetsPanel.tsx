/**
 * A collection's sets on its product page (admin.md §2 "a collection shows its sets list", §3
 * Collection, §4 "Collection building", §7, §8), over the kit's CollectionSetsEditor: the sets in
 * order from collectionById, each title linking to its set's page; when editable, Move up and
 * Move down (ReorderCollection), Remove after a confirmation (DeleteSetFromCollection) and an
 * Add set picker over productSearchCollection (AddSetToCollection). The snackbar says a set was
 * added or removed, and gives §8's warning 'Set already added to collection' (or any refusal)
 * as an alert. Each mutation answers the collection, which urql's cache puts in place.
 */
import { CollectionSetsEditor } from '@tenace/components';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CombinedError, useMutation, useQuery } from 'urql';
import { formErrorText } from '../../forms/form-error-text.js';
import { normaliseError } from '../../lib/errors.js';
import { showSnackbarAtom } from '../../state/snackbar.js';
import { adminProductPath } from '../admin-routes.js';
import { AdminAddSetToCollectionDocument } from '../graphql/documents/AdminAddSetToCollection.generated.js';
import { AdminCollectionDocument } from '../graphql/documents/AdminCollection.generated.js';
import { AdminDeleteSetFromCollectionDocument } from '../graphql/documents/AdminDeleteSetFromCollection.generated.js';
import { AdminReorderCollectionDocument } from '../graphql/documents/AdminReorderCollection.generated.js';
import { AdminSetsForCollectionDocument } from '../graphql/documents/AdminSetsForCollection.generated.js';

export function CollectionSetsPanel({
  collectionId,
  editable,
  onChanged,
}: {
  collectionId: number;
  editable: boolean;
  /** Called after a change is written (the History panel reads the log again). */
  onChanged?: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [term, setTerm] = useState('');
  const [{ data, fetching, error }] = useQuery({
    query: AdminCollectionDocument,
    variables: { id: collectionId },
  });
  const [{ data: matches }] = useQuery({
    query: AdminSetsForCollectionDocument,
    variables: { searchTerm: term.trim() === '' ? null : term.trim() },
    pause: !editable,
  });
  const [added, add] = useMutation(AdminAddSetToCollectionDocument);
  const [deleted, remove] = useMutation(AdminDeleteSetFromCollectionDocument);
  const [moved, move] = useMutation(AdminReorderCollectionDocument);

  /** The snackbar after a change: its success text, or the refusal as an alert. */
  const report = (failure: CombinedError | undefined, success?: string) => {
    if (failure !== undefined) {
      showSnackbar(formErrorText(i18n, normaliseError(failure)), 'error');
      return;
    }
    if (success !== undefined) showSnackbar(success);
    onChanged?.();
  };

  const sets = (data?.collectionById?.collectionSets ?? []).map(({ set }) => ({
    id: set.id,
    title: set.title,
    href: adminProductPath('set', set.id, set.title),
  }));

  return (
    <section className="admin-collection-sets" aria-labelledby="collection-sets-heading">
      <h2 id="collection-sets-heading">{t('collectionSets.title')}</h2>
      {error ? (
        <p role="alert">{formErrorText(i18n, normaliseError(error))}</p>
      ) : fetching && data === undefined ? (
        <p role="status">{t('collectionSets.loading')}</p>
      ) : (
        <CollectionSetsEditor
          sets={sets}
          editable={editable}
          isPending={added.fetching || deleted.fetching || moved.fetching}
          options={matches?.productSearchCollection?.products ?? []}
          onSearch={setTerm}
          onAdd={async (id) => {
            const result = await add({ collectionId, setId: Number(id) });
            report(result.error, t('collectionSets.added'));
          }}
          onMove={async (id, direction) => {
            const setId = Number(id);
            const result = await move({
              collectionId,
              setId,
              direction: direction === 'up' ? 'Up' : 'Down',
            });
            report(result.error);
          }}
          onRemove={async (id) => {
            const result = await remove({ collectionId, setId: Number(id) });
            report(result.error, t('collectionSets.removed'));
          }}
        />
      )}
    </section>
  );
}
