/**
 * The state of an admin list (admin.md §3 "Admin list search parameters", §4 "Tables", §9): the
 * search term, the page, the page size and the order, starting from the list defaults of §9
 * (limit 25, page 0, offset 0, order by id ascending), as the variables of its search query.
 * A new term, page size or order goes back to the first page. §9's date range (the last 30
 * days) belongs to the lists with a date filter; the others send none (docs/decisions.md).
 */
import type { TablePageSize } from '@tenace/components';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';

/** admin.md §9: "Admin list defaults: limit 25, page 0, offset 0, order by id ascending". */
export const ADMIN_LIST_DEFAULTS = {
  limit: 25,
  page: 0,
  sort: { column: 'id', direction: 'ascending' },
} as const satisfies { limit: TablePageSize; page: number; sort: SortDescriptor };

/** The search variables every admin list query takes (authorSearch, TagSearch…). */
export interface AdminListVariables {
  readonly searchTerm: string | null;
  readonly limit: number;
  readonly offset: number;
  readonly orderBy: string;
  readonly orderByDirection: 'ASC' | 'DESC';
}

export function useAdminList() {
  const [term, setTerm] = useState<string | null>(null);
  const [page, setPage] = useState<number>(ADMIN_LIST_DEFAULTS.page);
  const [pageSize, setPageSize] = useState<TablePageSize>(ADMIN_LIST_DEFAULTS.limit);
  const [sort, setSort] = useState<SortDescriptor>(ADMIN_LIST_DEFAULTS.sort);
  const variables: AdminListVariables = {
    searchTerm: term,
    limit: pageSize,
    offset: page * pageSize,
    orderBy: String(sort.column),
    orderByDirection: sort.direction === 'descending' ? 'DESC' : 'ASC',
  };
  return {
    term,
    page,
    pageSize,
    sort,
    variables,
    search: (next: string | null) => {
      setTerm(next);
      setPage(0);
    },
    setPage,
    setPageSize: (size: TablePageSize) => {
      setPageSize(size);
      setPage(0);
    },
    setSort: (next: SortDescriptor) => {
      setSort(next);
      setPage(0);
    },
  };
}
