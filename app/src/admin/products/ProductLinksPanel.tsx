/**
 * A product's links (admin.md §3 "Product link", §7 createProductLink and deleteProductLink): each
 * link's address with a Copy button that says 'Copied!' (§8), a new link, and deleting one after
 * a confirmation (§4 "Deleting asks for confirmation").
 */
import { ConfirmDialog } from '@tenace/components';
import type { Language } from '@tenace/model';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { formErrorText } from '../../forms/form-error-text.js';
import { normaliseError } from '../../lib/errors.js';
import { translationLanguage } from '../../lib/locale.js';
import { showSnackbarAtom } from '../../state/snackbar.js';
import { AdminProductLinksDocument } from '../graphql/documents/AdminProductLinks.generated.js';
import { CreateProductLinkDocument } from '../graphql/documents/CreateProductLink.generated.js';
import { DeleteProductLinkDocument } from '../graphql/documents/DeleteProductLink.generated.js';

/** Where a link opens the product in the store (storefront.md §2 /{language}/products/{linkId}). */
const linkAddress = (language: Language, linkId: string) =>
  `${window.location.origin}/${translationLanguage(language)}/products/${linkId}`;

export interface ProductLinksPanelProps {
  readonly productId: number;
  readonly linksEnabled: boolean;
  readonly editable: boolean;
  /** Called after a link is made or deleted (the History panel reads the log again). */
  readonly onChanged: () => void;
}

export function ProductLinksPanel({
  productId,
  linksEnabled,
  editable,
  onChanged,
}: ProductLinksPanelProps) {
  const { t, i18n } = useTranslation('admin');
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [{ data, error }, refetch] = useQuery({
    query: AdminProductLinksDocument,
    variables: { productId },
    requestPolicy: 'cache-and-network',
  });
  const [created, create] = useMutation(CreateProductLinkDocument);
  const [deleted, remove] = useMutation(DeleteProductLinkDocument);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [copiedId, setCopiedId] = useState<number | null>(null);
  const reload = () => {
    refetch({ requestPolicy: 'network-only' });
    onChanged();
  };
  const failed = (result: { error?: Parameters<typeof normaliseError>[0] }) => {
    if (result.error === undefined) return false;
    showSnackbar(formErrorText(i18n, normaliseError(result.error)));
    return true;
  };
  const links = data?.productLinks ?? [];

  return (
    <section className="admin-panel" aria-labelledby="product-links">
      <h2 id="product-links">{t('product.links')}</h2>
      {!linksEnabled && <p>{t('product.linksOff')}</p>}
      {error ? (
        <p role="alert">
          {t('product.linkError')}{' '}
          <button type="button" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {t('product.retry')}
          </button>
        </p>
      ) : data === undefined ? (
        <p>{t('product.loading')}</p>
      ) : links.length === 0 ? (
        <p>{t('product.noLinks')}</p>
      ) : (
        <ul className="admin-links">
          {links.map((link) => {
            const address = linkAddress(link.language, link.linkId);
            return (
              <li key={link.id}>
                <input
                  readOnly
                  value={address}
                  aria-label={t('product.links')}
                  className="admin-link-address"
                />
                <button
                  type="button"
                  onClick={async () => {
                    await navigator.clipboard.writeText(address);
                    setCopiedId(link.id);
                    showSnackbar(t('product.copied'));
                  }}
                >
                  {copiedId === link.id ? t('product.copied') : t('product.copy')}
                </button>
                {editable && (
                  <button type="button" onClick={() => setConfirming(link.id)}>
                    {t('product.deleteLink')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editable && (
        <button
          type="button"
          disabled={created.fetching}
          onClick={async () => {
            if (!failed(await create({ productId }))) reload();
          }}
        >
          {t('product.createLink')}
        </button>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={t('product.deleteLinkTitle')}
        message={t('product.deleteLinkBody')}
        confirmLabel={t('product.deleteLink')}
        isPending={deleted.fetching}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (confirming === null) return;
          const result = await remove({ id: confirming });
          setConfirming(null);
          if (!failed(result)) reload();
        }}
      />
    </section>
  );
}
