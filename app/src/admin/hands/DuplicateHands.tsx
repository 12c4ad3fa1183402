/**
 * Copying hands from other sets into this one (hands.md §2 the duplicate-hands dialog, §7
 * DuplicateHands, §8 "Duplicate-hands processing error: message shown"): the kit's dialog over
 * productSearchWithHands, the copies made by duplicateHands.
 */
import { ActionButton, DuplicateHandsDialog } from '@tenace/components';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation } from 'urql';
import { formErrorText } from '../../forms/form-error-text.js';
import { normaliseError } from '../../lib/errors.js';
import { showSnackbarAtom } from '../../state/snackbar.js';
import { AdminDuplicateHandsDocument } from '../graphql/documents/AdminDuplicateHands.generated.js';
import { AdminHandsToCopyDocument } from '../graphql/documents/AdminHandsToCopy.generated.js';
import type { AdminHandsToCopyQuery } from '../graphql/operations.generated.js';

type Found = NonNullable<AdminHandsToCopyQuery['productSearchWithHands']>['products'];

export function DuplicateHands({ setId, onCopied }: { setId: number; onCopied: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const client = useClient();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<Found | undefined>(undefined);
  const [searching, setSearching] = useState(false);
  const [copying, copy] = useMutation(AdminDuplicateHandsDocument);
  const failed = (error: Parameters<typeof normaliseError>[0]) =>
    showSnackbar(t('form.error', { message: formErrorText(i18n, normaliseError(error)) }), 'error');

  return (
    <>
      <ActionButton onPress={() => setOpen(true)}>{t('product.copyHands')}</ActionButton>
      <DuplicateHandsDialog
        isOpen={open}
        products={found}
        isPending={searching || copying.fetching}
        onSearch={async (searchTerm) => {
          setSearching(true);
          const answer = await client
            .query(AdminHandsToCopyDocument, { searchTerm }, { requestPolicy: 'network-only' })
            .toPromise();
          setSearching(false);
          if (answer.error !== undefined) return failed(answer.error);
          setFound(answer.data?.productSearchWithHands?.products ?? []);
        }}
        onDuplicate={async (hands) => {
          const answer = await copy({ productId: setId, hands }, { additionalTypenames: ['Hand'] });
          if (answer.error !== undefined) return failed(answer.error);
          showSnackbar(t('product.handsCopied', { count: hands.length }));
          setOpen(false);
          onCopied();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
