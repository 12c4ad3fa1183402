/**
 * /admin/products/set/add, /admin/products/collection/add and /admin/products/{type}/{id}/{title}
 * (admin.md §2; also the destinations .../set/{id}/duplicate and
 * .../collection/{id}/New+collection+from+selected+sets): a set's or collection's form, its hands
 * or sets, its links and its history. Save, Delete and Duplicate answer in the snackbar (§8).
 */
import { ActionButton, ConfirmDialog } from '@tenace/components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { serverText } from '../../i18n/i18n.js';
import { normaliseError } from '../../lib/errors.js';
import { localeAtom } from '../../state/locale.js';
import { showSnackbarAtom } from '../../state/snackbar.js';
import { ADMIN_ROOT, adminDuplicatedSetPath, adminProductPath } from '../admin-routes.js';
import { AdminProductDocument } from '../graphql/documents/AdminProduct.generated.js';
import { AdminProductChoicesDocument } from '../graphql/documents/AdminProductChoices.generated.js';
import { DeleteProductDocument } from '../graphql/documents/DeleteProduct.generated.js';
import { DuplicateProductDocument } from '../graphql/documents/DuplicateProduct.generated.js';
import { UpsertProductDocument } from '../graphql/documents/UpsertProduct.generated.js';
import { HandListPanel } from '../hands/HandListPanel.js';
import { CollectionSetsPanel } from '../products/CollectionSetsPanel.js';
import { PbnUploadPanel } from '../products/PbnUploadPanel.js';
import { ProductForm } from '../products/ProductForm.js';
import { ProductHistory } from '../products/ProductHistory.js';
import { ProductLinksPanel } from '../products/ProductLinksPanel.js';
import {
  EMPTY_PRODUCT,
  inputOf,
  type ProductFormValues,
  type ProductKind,
  productProblems,
  valuesOf,
} from '../products/product-form-values.js';

const PRODUCTS_PATH = `${ADMIN_ROOT}/products`;

/**
 * The kind and id in the address: an id for a product's page, none for an add page; undefined
 * for another kind (an article's page is the subscriptions' area, admin.md §2).
 */
function addressed(pathname: string): { kind: ProductKind; id: number | undefined } | undefined {
  const [, kind, id] = /\/products\/(set|collection)\/(add|\d+)(\/|$)/.exec(pathname) ?? [];
  if (kind === undefined || id === undefined) return undefined;
  return {
    kind: kind === 'collection' ? 'Collection' : 'Set',
    id: id === 'add' ? undefined : Number(id),
  };
}

export default function ProductAdminPage() {
  const { t } = useTranslation('admin');
  const address = addressed(useLocation().pathname);
  if (address === undefined)
    return (
      <section className="admin-product">
        <p>
          <Link to={PRODUCTS_PATH}>{t('product.back')}</Link>
        </p>
        <p>{t('product.notFound')}</p>
      </section>
    );
  return <ProductPage key={`${address.kind}-${address.id ?? 'add'}`} {...address} />;
}

/** The page of one product, or of a new one (`id` undefined). */
function ProductPage({ kind, id }: { kind: ProductKind; id: number | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const { currency } = useAtomValue(localeAtom);
  const [choices] = useQuery({ query: AdminProductChoicesDocument });
  const [loaded, reload] = useQuery({
    query: AdminProductDocument,
    variables: { id: id ?? 0 },
    pause: id === undefined,
    requestPolicy: 'cache-and-network',
  });
  const product = id === undefined ? undefined : loaded.data?.productByIdAdmin;
  const [values, setValues] = useState<ProductFormValues>(EMPTY_PRODUCT);
  /** Problems show once a save was tried (admin.md §5), then follow the values. */
  const [attempted, setAttempted] = useState(false);
  const [writes, setWrites] = useState(0);
  const [handsRevision, setHandsRevision] = useState(0);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [saving, save] = useMutation(UpsertProductDocument);
  const [deleting, remove] = useMutation(DeleteProductDocument);
  const [duplicating, duplicate] = useMutation(DuplicateProductDocument);

  // A product loaded (or another one opened) fills the form; an add page starts empty.
  useEffect(() => {
    setValues(product ? valuesOf(product) : EMPTY_PRODUCT);
    setAttempted(false);
  }, [product]);

  const tags = choices.data?.tags ?? [];
  const groupOf = (tagId: number) =>
    tags.find((tag) => tag.id === tagId)?.tagGroup?.nameEnGB ?? null;
  const errorText = (error: Parameters<typeof normaliseError>[0]) => {
    const { message, template } = normaliseError(error);
    return serverText(i18n, message, template);
  };

  const onSave = async () => {
    const found = productProblems(values, kind, groupOf);
    setAttempted(true);
    if (Object.keys(found).length > 0) return;
    const result = await save({ input: inputOf(values, kind, id) });
    const saved = result.data?.upsertProduct;
    if (result.error || !saved) {
      showSnackbar(t('product.saveError', { message: errorText(result.error ?? {}) }));
      return;
    }
    showSnackbar(t('product.saved'));
    setWrites((count) => count + 1);
    if (id === undefined)
      navigate(adminProductPath(kind === 'Set' ? 'set' : 'collection', saved.id, saved.title));
  };

  const onDelete = async () => {
    if (id === undefined) return;
    const result = await remove({ id });
    setConfirmingDelete(false);
    if (result.error) {
      showSnackbar(t('product.saveError', { message: errorText(result.error) }));
      return;
    }
    showSnackbar(t('product.deleted'));
    navigate(PRODUCTS_PATH);
  };

  const onDuplicate = async () => {
    if (id === undefined) return;
    const result = await duplicate({ id });
    const copy = result.data?.duplicateProduct;
    if (result.error || !copy) {
      showSnackbar(t('product.saveError', { message: errorText(result.error ?? {}) }));
      return;
    }
    showSnackbar(t('product.duplicated'));
    navigate(adminDuplicatedSetPath(copy.id));
  };

  const header = (
    <p>
      <Link to={PRODUCTS_PATH}>{t('product.back')}</Link>
    </p>
  );
  const failed = choices.error ?? (id === undefined ? undefined : loaded.error);
  if (failed)
    return (
      <section className="admin-product">
        {header}
        <p role="alert">{errorText(failed)}</p>
        <button type="button" onClick={() => reload({ requestPolicy: 'network-only' })}>
          {t('product.retry')}
        </button>
      </section>
    );
  if (choices.data === undefined || (id !== undefined && loaded.data === undefined))
    return (
      <section className="admin-product" aria-busy="true">
        {header}
        <p>{t('product.loading')}</p>
      </section>
    );
  if (id !== undefined && product == null)
    return (
      <section className="admin-product">
        {header}
        <p>{t('product.notFound')}</p>
      </section>
    );

  const editable = product?.editable ?? true;
  const capabilities = new Set(choices.data.myCapabilities);
  const title = product?.title ?? t(kind === 'Set' ? 'product.addSet' : 'product.addCollection');
  return (
    <section className="admin-product">
      {header}
      <h1>{title}</h1>
      {!editable && <p className="admin-note">{t('product.readOnly')}</p>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
        noValidate
      >
        <ProductForm
          kind={kind}
          values={values}
          onChange={setValues}
          choices={choices.data}
          currency={currency}
          problems={attempted ? productProblems(values, kind, groupOf) : {}}
          isReadOnly={!editable}
        />
        {editable && (
          <div className="admin-actions">
            <ActionButton onPress={() => void onSave()} isDisabled={saving.fetching}>
              {saving.fetching ? t('product.saving') : t('product.save')}
            </ActionButton>
            {id !== undefined && (
              <ActionButton onPress={() => setConfirmingDelete(true)}>
                {t('product.delete')}
              </ActionButton>
            )}
            {id !== undefined && kind === 'Set' && capabilities.has('duplicateSet') && (
              <ActionButton onPress={() => void onDuplicate()} isDisabled={duplicating.fetching}>
                {t('product.duplicate')}
              </ActionButton>
            )}
          </div>
        )}
      </form>
      {product && kind === 'Set' && (
        <HandListPanel
          setId={product.id}
          setTitle={product.title}
          canAdd={editable}
          revision={handsRevision}
          onChanged={() => setWrites((count) => count + 1)}
        />
      )}
      {product && kind === 'Set' && editable && (
        <PbnUploadPanel
          setId={product.id}
          onConverted={() => setHandsRevision((revision) => revision + 1)}
        />
      )}
      {product && kind === 'Collection' && (
        <CollectionSetsPanel
          collectionId={product.id}
          editable={editable}
          onChanged={() => setWrites((count) => count + 1)}
        />
      )}
      {/* The links and the history are the product's owners' (the ownership rule of
          DESIGN.md "Decisions"): a read-only product shows neither. */}
      {product && editable && (
        <ProductLinksPanel
          productId={product.id}
          linksEnabled={product.productLinksEnabled}
          editable={editable}
          onChanged={() => setWrites((count) => count + 1)}
        />
      )}
      {product && editable && <ProductHistory key={writes} productId={product.id} />}
      <ConfirmDialog
        isOpen={confirmingDelete}
        title={t('product.deleteTitle')}
        message={t('product.deleteBody')}
        confirmLabel={t('product.delete')}
        isPending={deleting.fetching}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void onDelete()}
      />
    </section>
  );
}
