/**
 * /admin/tags (admin.md §2, Admin only): the tag table over TagSearch, searchable with the
 * result-count chip, sortable by id, name, language, group and position, with page sizes 10, 25
 * and 50 from the list defaults of §9; Add tag and each row's Edit open the add/edit dialog,
 * Delete asks first (§4). Snackbars say how it went (§8: 'Saved successfully', 'Deleted
 * successfully', 'Error submitting form: {message}'; the in-use refusal says where).
 */
import {
  ActionButton,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  type DataTableState,
  Pagination,
  TableSearch,
} from '@tenace/components';
import type { Language } from '@tenace/model';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { formErrorText } from '../../forms/form-error-text.js';
import { normaliseError } from '../../lib/errors.js';
import { showSnackbarAtom } from '../../state/snackbar.js';
import { AdminDeleteTagDocument } from '../graphql/documents/AdminDeleteTag.generated.js';
import { AdminTagsDocument } from '../graphql/documents/AdminTags.generated.js';
import { AdminUpsertTagDocument } from '../graphql/documents/AdminUpsertTag.generated.js';
import type { AdminTagsQuery } from '../graphql/operations.generated.js';
import { TagDialog } from '../tags/TagDialog.js';
import { type EditedTag, type TagFormValues, tagInput } from '../tags/tag-form.js';
import { useAdminList } from '../use-admin-list.js';

type TagRow = NonNullable<AdminTagsQuery['tagSearch']>['tags'][number];

/** The dialog open: adding (tag null) or editing a row. */
type Editing = { readonly tag: EditedTag | null };

export default function TagsAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const list = useAdminList();
  const snackbar = useSetAtom(showSnackbarAtom);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<TagRow | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AdminTagsDocument,
    variables: list.variables,
  });
  const [, upsert] = useMutation(AdminUpsertTagDocument);
  const [{ fetching: removing }, remove] = useMutation(AdminDeleteTagDocument);
  const result = data?.tagSearch;
  const failed = (cause: Parameters<typeof normaliseError>[0]) =>
    snackbar(t('form.error', { message: formErrorText(i18n, normaliseError(cause)) }));

  const save = async (values: TagFormValues) => {
    const input = { ...tagInput(values), language: values.language as Language };
    const answer = await upsert({ input: { ...input, id: editing?.tag?.id ?? null } });
    if (answer.error) return failed(answer.error);
    snackbar(t('form.saved'));
    setEditing(null);
  };
  const confirmDelete = async () => {
    if (deleting === null) return;
    // The answer is a Boolean, so urql cannot tell which lists it touched: it names them.
    const answer = await remove({ id: deleting.id }, { additionalTypenames: ['Tag'] });
    setDeleting(null);
    if (answer.error) return failed(answer.error);
    snackbar(t('form.deleted'));
  };

  const columns: DataTableColumn<TagRow>[] = [
    { id: 'id', label: t('tags.id'), cell: (tag) => tag.id, allowsSorting: true },
    { id: 'name', label: t('tags.name'), cell: (tag) => tag.name, allowsSorting: true },
    {
      id: 'language',
      label: t('tags.language'),
      cell: (tag) => t(`language.${tag.language}`),
      allowsSorting: true,
    },
    {
      id: 'tagGroup',
      label: t('tags.group'),
      cell: (tag) => tag.tagGroup?.name ?? t('tags.noGroup'),
      allowsSorting: true,
    },
    { id: 'position', label: t('tags.position'), cell: (tag) => tag.position, allowsSorting: true },
    {
      id: 'variants',
      label: t('tags.variants'),
      cell: (tag) => tag.variants.map((variant) => variant.name).join(', '),
    },
    {
      id: 'actions',
      label: t('tags.actions'),
      cell: (tag) => (
        <span className="admin-row-actions">
          <ActionButton
            variant="secondary"
            aria-label={t('tags.editRow', { name: tag.name })}
            onPress={() => setEditing({ tag })}
          >
            {t('tags.edit')}
          </ActionButton>
          <ActionButton
            variant="secondary"
            aria-label={t('tags.deleteRow', { name: tag.name })}
            onPress={() => setDeleting(tag)}
          >
            {t('tags.delete')}
          </ActionButton>
        </span>
      ),
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
  return (
    <section className="admin-list">
      <div className="admin-list-heading">
        <h1>{t('tags.title')}</h1>
        <ActionButton variant="primary" onPress={() => setEditing({ tag: null })}>
          {t('tags.add')}
        </ActionButton>
      </div>
      <TableSearch
        term={list.term}
        count={fetching ? undefined : result?.count}
        onSearch={list.search}
        onClear={() => list.search(null)}
      />
      <DataTable
        label={t('tags.title')}
        columns={columns}
        items={result?.tags ?? []}
        state={state}
        emptyText={t('tags.empty')}
        sortDescriptor={list.sort}
        onSortChange={list.setSort}
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
      {editing !== null && (
        <TagDialog tag={editing.tag} onSubmit={save} onCancel={() => setEditing(null)} />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('tags.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('tags.deleteMessage')}
        confirmLabel={t('tags.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        isPending={removing}
      />
    </section>
  );
}
