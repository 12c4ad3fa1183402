/**
 * /admin/products (admin.md §2, all staff): the products list over productSearchAdmin, sortable
 * by every column §7 sorts by, searchable with the result-count chip (§4 "Tables"), with page
 * sizes 10, 25 and 50 from the list defaults of §9. A row (click, or Enter) opens a set's or a
 * collection's page. Add set and Add collection lead to the add pages of their capability
 * holders (§6); the holders of buildCollectionFromSets tick sets and make a new collection of
 * them (§4 "Collection building"), which then opens (§2).
 */
import {
  ActionButton,
  DataTable,
  type DataTableColumn,
  type DataTableState,
  Pagination,
  TableSearch,
} from '@tenace/components';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formErrorText } from '../../forms/form-error-text.js';
import { serverText } from '../../i18n/i18n.js';
import { normaliseError } from '../../lib/errors.js';
import { showSnackbarAtom } from '../../state/snackbar.js';
import { adminNewCollectionPath, adminProductAddPath, adminProductPath } from '../admin-routes.js';
import { AdminAddSetsToCollectionDocument } from '../graphql/documents/AdminAddSetsToCollection.generated.js';
import { AdminProductsDocument } from '../graphql/documents/AdminProducts.generated.js';
import type { AdminProductsQuery } from '../graphql/operations.generated.js';
import { nextTicks, productKind, untickableIds } from '../products/product-rows.js';
import { useCapabilities } from '../products/use-capabilities.js';
import { useAdminList } from '../use-admin-list.js';

type ProductRow = NonNullable<AdminProductsQuery['productSearchAdmin']>['products'][number];

export default function ProductsAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const holds = useCapabilities();
  const list = useAdminList();
  const [ticked, setTicked] = useState<number[]>([]);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AdminProductsDocument,
    variables: list.variables,
  });
  const [building, build] = useMutation(AdminAddSetsToCollectionDocument);
  const result = data?.productSearchAdmin;
  const rows = result?.products ?? [];
  const canBuild = holds('buildCollectionFromSets');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const yesNo = (value: boolean) => t(value ? 'products.yes' : 'products.no');
  const columns: DataTableColumn<ProductRow>[] = [
    { id: 'title', label: t('products.name'), cell: (row) => row.title, allowsSorting: true },
    // The id, by which the list starts (admin.md §9) and the Collection column names collections.
    { id: 'id', label: t('products.id'), cell: (row) => row.id, allowsSorting: true },
    {
      id: 'type',
      label: t('products.type'),
      cell: (row) => t(`products.types.${row.type}`),
      allowsSorting: true,
    },
    {
      id: 'collectionSets.collection_id',
      label: t('products.collection'),
      cell: (row) => row.collectionIds.join(', '),
      allowsSorting: true,
    },
    {
      id: 'author.last_name',
      label: t('products.author'),
      cell: (row) => row.author?.fullName ?? '',
      allowsSorting: true,
    },
    {
      id: 'createdAt',
      label: t('products.created'),
      cell: (row) => date.format(new Date(row.createdAt)),
      allowsSorting: true,
    },
    {
      id: 'onSale',
      label: t('products.onSale'),
      cell: (row) => yesNo(row.onSale),
      allowsSorting: true,
    },
    {
      id: 'promoted',
      label: t('products.promoted'),
      cell: (row) => yesNo(row.promoted),
      allowsSorting: true,
    },
  ];
  const state: DataTableState = error
    ? {
        status: 'error',
        error: formErrorText(i18n, normaliseError(error)),
        onRetry: () => refetch({ requestPolicy: 'network-only' }),
      }
    : fetching && result === undefined
      ? { status: 'loading' }
      : { status: 'ready' };

  const open = (id: number) => {
    const row = rows.find((product) => product.id === id);
    const kind = row && productKind(row);
    if (row && kind) navigate(adminProductPath(kind, row.id, row.title));
  };
  const buildCollection = async () => {
    const made = await build({ setIds: ticked });
    const id = made.data?.addSetsToCollection?.id;
    if (id !== undefined) {
      navigate(adminNewCollectionPath(id));
      return;
    }
    showSnackbar(serverText(i18n, normaliseError(made.error ?? {}).message), 'error');
  };

  return (
    <section className="admin-list">
      <h1>{t('products.title')}</h1>
      <div className="admin-toolbar">
        {holds('addSet') && (
          <ActionButton onPress={() => navigate(adminProductAddPath('set'))}>
            {t('products.addSet')}
          </ActionButton>
        )}
        {holds('addCollection') && (
          <ActionButton onPress={() => navigate(adminProductAddPath('collection'))}>
            {t('products.addCollection')}
          </ActionButton>
        )}
        {canBuild && (
          <ActionButton
            variant="primary"
            isDisabled={ticked.length === 0 || building.fetching}
            onPress={() => void buildCollection()}
          >
            {t('products.buildCollection', { count: ticked.length })}
          </ActionButton>
        )}
      </div>
      <TableSearch
        term={list.term}
        count={fetching ? undefined : result?.count}
        onSearch={list.search}
        onClear={() => list.search(null)}
      />
      <DataTable
        label={t('products.title')}
        columns={columns}
        items={rows}
        state={state}
        emptyText={t('products.empty')}
        sortDescriptor={list.sort}
        onSortChange={list.setSort}
        selectionMode={canBuild ? 'multiple' : 'none'}
        selectedKeys={new Set(ticked)}
        onSelectionChange={(selection) => setTicked(nextTicks(ticked, selection, rows))}
        disabledKeys={untickableIds(rows)}
        onRowAction={(id) => open(Number(id))}
      />
      {result !== undefined && result !== null && (
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          count={result.count}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
        />
      )}
    </section>
  );
}
