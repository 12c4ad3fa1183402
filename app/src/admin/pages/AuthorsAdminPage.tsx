/**
 * /admin/authors (admin.md §2, Admin only): the authors list over authorSearch, searchable with
 * the result-count chip, sortable by the columns the query sorts by (id, first and last name),
 * with page sizes 10, 25 and 50 from the list defaults of §9. Read-only: the add/edit dialog
 * comes with upsertAuthor.
 */
import {
  DataTable,
  type DataTableColumn,
  type DataTableState,
  Pagination,
  TableSearch,
} from '@tenace/components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formErrorText } from '../../forms/form-error-text.js';
import { normaliseError } from '../../lib/errors.js';
import { AdminAuthorsDocument } from '../graphql/documents/AdminAuthors.generated.js';
import type { AdminAuthorsQuery } from '../graphql/operations.generated.js';
import { useAdminList } from '../use-admin-list.js';

type AuthorRow = NonNullable<AdminAuthorsQuery['authorSearch']>['authors'][number];

export default function AuthorsAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const list = useAdminList();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AdminAuthorsDocument,
    variables: list.variables,
  });
  const result = data?.authorSearch;
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
      <h1>{t('authors.title')}</h1>
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
    </section>
  );
}
