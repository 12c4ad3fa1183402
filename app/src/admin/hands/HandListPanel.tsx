/**
 * A set's hands on its product page (hands.md §2 "Hand list table within a set or article", §4
 * Hand status, §6, §7, §8): the kit's HandList over handsByParentId with what the server lets the
 * caller do with each hand; the moves, the Free box and deletions go through reorderHand,
 * upsertHand and deleteHand, and the snackbar says how it went ('Error submitting form:
 * {message}' on a refusal, hands.md §8).
 */
import { HandList } from '@tenace/components';
import { nextHandStatus } from '@tenace/engine';
import { HAND_STATUS_ACTION_EVENTS, type HandStatusAction } from '@tenace/model';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CombinedError, useMutation, useQuery } from 'urql';
import { formErrorText } from '../../forms/form-error-text.js';
import { normaliseError } from '../../lib/errors.js';
import { showSnackbarAtom } from '../../state/snackbar.js';
import { adminHandPath } from '../admin-routes.js';
import { AdminDeleteHandDocument } from '../graphql/documents/AdminDeleteHand.generated.js';
import { AdminReorderHandDocument } from '../graphql/documents/AdminReorderHand.generated.js';
import { AdminSetHandsDocument } from '../graphql/documents/AdminSetHands.generated.js';
import { AdminUpsertHandDocument } from '../graphql/documents/AdminUpsertHand.generated.js';
import { DuplicateHands } from './DuplicateHands.js';

export interface HandListPanelProps {
  readonly setId: number;
  /** The set's title, for the editor's address. */
  readonly setTitle: string;
  /** Whether the caller may add hands to the set (its ownership rule). */
  readonly canAdd: boolean;
  /** Moves on when the set's hands changed elsewhere (a PBN upload): the list is read again. */
  readonly revision: number;
  /** Called after a change is written (the History panel reads the log again). */
  readonly onChanged: () => void;
}

export function HandListPanel({
  setId,
  setTitle,
  canAdd,
  revision,
  onChanged,
}: HandListPanelProps) {
  const { t, i18n } = useTranslation('admin');
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: AdminSetHandsDocument,
    variables: { setId },
    requestPolicy: 'cache-and-network',
  });
  const [saving, save] = useMutation(AdminUpsertHandDocument);
  const [deleting, remove] = useMutation(AdminDeleteHandDocument);
  const [moving, move] = useMutation(AdminReorderHandDocument);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the revision moves.
  useEffect(() => {
    if (revision > 0) refetch({ requestPolicy: 'network-only' });
  }, [revision]);

  const set = { id: setId, title: setTitle };
  const hands = (data?.handsByParentId ?? []).map((hand) => ({
    ...hand,
    editHref: adminHandPath(set, hand),
  }));
  /** The snackbar after a write, and a fresh list. */
  const report = (failure: CombinedError | undefined, success: string) => {
    if (failure !== undefined) {
      showSnackbar(
        t('form.error', { message: formErrorText(i18n, normaliseError(failure)) }),
        'error',
      );
    } else {
      showSnackbar(success);
      onChanged();
    }
    refetch({ requestPolicy: 'network-only' });
  };
  const rewrite = async (
    id: number,
    change: { status?: HandStatusAction; freeToPlay?: boolean },
  ) => {
    const hand = hands.find((each) => each.id === id);
    if (hand?.handJSON == null) return;
    const status =
      change.status === undefined
        ? hand.status
        : (nextHandStatus(hand.status, HAND_STATUS_ACTION_EVENTS[change.status]) ?? hand.status);
    const answer = await save({
      id,
      title: hand.title,
      status,
      freeToPlay: change.freeToPlay ?? hand.freeToPlay,
      handJSON: hand.handJSON,
    });
    report(answer.error, t('form.saved'));
  };

  return (
    <section className="admin-panel" aria-labelledby="product-hands">
      <div className="admin-list-heading">
        <h2 id="product-hands">{t('product.hands')}</h2>
        {canAdd && (
          <span className="admin-row-actions">
            <DuplicateHands
              setId={setId}
              onCopied={() => {
                refetch({ requestPolicy: 'network-only' });
                onChanged();
              }}
            />
            <Link className="admin-button-link" to={adminHandPath(set)}>
              {t('product.addHand')}
            </Link>
          </span>
        )}
      </div>
      {error !== undefined ? (
        <p role="alert">{formErrorText(i18n, normaliseError(error))}</p>
      ) : fetching && data === undefined ? (
        <p role="status">{t('product.handsLoading')}</p>
      ) : (
        <HandList
          label={t('product.hands')}
          hands={hands}
          isPending={saving.fetching || deleting.fetching || moving.fetching}
          onMove={async (id, direction) => {
            const answer = await move({ id, direction });
            report(answer.error, t('product.handMoved'));
          }}
          onStatus={(id, action) => void rewrite(id, { status: action })}
          onFreeChange={(id, freeToPlay) => void rewrite(id, { freeToPlay })}
          onDelete={async (id) => {
            const answer = await remove({ id }, { additionalTypenames: ['Hand'] });
            report(answer.error, t('form.deleted'));
          }}
        />
      )}
    </section>
  );
}
