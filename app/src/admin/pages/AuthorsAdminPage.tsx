/**
 * /admin/authors (admin.md §2, Admin only): the authors list over authorSearch, searchable with
 * the result-count chip, sortable by the columns the query sorts by (id, first and last name),
 * with page sizes 10, 25 and 50 from the list defaults of §9. Add author and each row's Edit open
 * the add/edit dialog (upsertAuthor); snackbars say how it went (§8 'Saved successfully',
 * 'Error submitting form: {message}').
 */
import {
  ActionButton,
  DataTable,
  type DataTableColumn,
  type DataTableState,
  Pagination,
  TableSearch,
} from '@tenace/components';
import type { AuthorLinkType, Language } from '@tenace/model';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { formErrorText } from '../../forms/form-error-text.js';
import { normaliseError } from '../../lib/errors.js';
import { showSnackbarAtom } from '../../state/snackbar.js';
import { AuthorDialog } from '../authors/AuthorDialog.js';
import { type AuthorFormValues, authorInput } from '../authors/author-form.js';
import { AdminAuthorDocument } from '../graphql/documents/AdminAuthor.generated.js';
import { AdminAuthorsDocument } from '../graphql/documents/AdminAuthors.generated.js';
import { AdminUpsertAuthorDocument } from '../graphql/documents/AdminUpsertAuthor.generated.js';
import type { AdminAuthorsQuery } from '../graphql/operations.generated.js';
import { useAdminList } from '../use-admin-list.js';

type AuthorRow = NonNullable<AdminAuthorsQuery['authorSearch']>['authors'][number];

/** The dialog open: adding (id null) or editing the author with that id. */
type Editing = { readonly id: number | null };

export default function AuthorsAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const list = useAdminList();
  const snackbar = useSetAtom(showSnackbarAtom);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AdminAuthorsDocument,
    variables: list.variables,
  });
  const [, upsert] = useMutation(AdminUpsertAuthorDocument);
  const result = data?.authorSearch;

  const save = async (values: AuthorFormValues) => {
    const input = authorInput(values);
    const answer = await upsert({
      input: {
        ...input,
        id: editing?.id ?? null,
        language: input.language as Language,
        links: input.links.map((link) => ({ ...link, linkType: link.linkType as AuthorLinkType })),
      },
    });
    if (answer.error) {
      snackbar(t('form.error', { message: formErrorText(i18n, normaliseError(answer.error)) }));
      return;
    }
    snackbar(t('form.saved'));
    setEditing(null);
  };

  const columns: DataTableColumn<AuthorRow>[] = [
    { id: 'id', label: t('authors.id'), cell: (author) => author.id, allowsSorting: true },
    {
      id: 'lastName',
      label: t('authors.lastName'),
      cell: (author) => author.lastName,
      allowsSorting: true,
    },
    {
      id: 'firstName',
      label: t('authors.firstName'),
      cell: (author) => author.firstName,
      allowsSorting: true,
    },
    {
      id: 'language',
      label: t('authors.language'),
      cell: (author) => t(`language.${author.language}`),
    },
    {
      id: 'royalty',
      label: t('authors.royalty'),
      cell: (author) =>
        author.royaltyPercentage === null
          ? ''
          : t('authors.royaltyValue', { percentage: author.royaltyPercentage }),
    },
    {
      id: 'actions',
      label: t('authors.actions'),
      cell: (author) => (
        <ActionButton
          variant="secondary"
          aria-label={t('authors.editRow', { name: `${author.firstName} ${author.lastName}` })}
          onPress={() => setEditing({ id: author.id })}
        >
          {t('authors.edit')}
        </ActionButton>
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
        <h1>{t('authors.title')}</h1>
        <ActionButton variant="primary" onPress={() => setEditing({ id: null })}>
          {t('authors.add')}
        </ActionButton>
      </div>
      <TableSearch
        term={list.term}
        count={fetching ? undefined : result?.count}
        onSearch={list.search}
        onClear={() => list.search(null)}
      />
      <DataTable
        label={t('authors.title')}
        columns={columns}
        items={result?.authors ?? []}
        state={state}
        emptyText={t('authors.empty')}
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
      {editing?.id === null && (
        <AuthorDialog author={null} onSubmit={save} onCancel={() => setEditing(null)} />
      )}
      {editing !== null && editing.id !== null && (
        <EditedAuthorDialog id={editing.id} onSubmit={save} onCancel={() => setEditing(null)} />
      )}
    </section>
  );
}

/** The dialog of an author once authorById has answered with all the form shows. */
function EditedAuthorDialog({
  id,
  onSubmit,
  onCancel,
}: {
  readonly id: number;
  readonly onSubmit: (values: AuthorFormValues) => Promise<void>;
  readonly onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const snackbar = useSetAtom(showSnackbarAtom);
  const [{ data, error }] = useQuery({
    query: AdminAuthorDocument,
    variables: { id },
    requestPolicy: 'network-only',
  });
  // An author that cannot be read closes the dialog with the reason.
  useEffect(() => {
    if (error === undefined) return;
    snackbar(t('form.error', { message: formErrorText(i18n, normaliseError(error)) }));
    onCancel();
  }, [error, snackbar, t, i18n, onCancel]);
  const author = error === undefined ? data?.authorById : undefined;
  return author ? <AuthorDialog author={author} onSubmit={onSubmit} onCancel={onCancel} /> : null;
}
