/** Rows for the staff components' stories: authors as the admin list shows them. */
import type { DataTableColumn } from './DataTable.js';

export interface AuthorRow {
  readonly id: number;
  readonly fullName: string;
  readonly language: string;
  readonly createdAt: string;
}

export const AUTHOR_ROWS: readonly AuthorRow[] = [
  { id: 1, fullName: 'Marion Michielsen', language: 'nl-nl', createdAt: '2026-01-12' },
  { id: 2, fullName: 'Barry Rigal', language: 'en-gb', createdAt: '2026-02-03' },
  { id: 3, fullName: 'Sally Brock', language: 'en-gb', createdAt: '2026-03-21' },
];

export const AUTHOR_COLUMNS: readonly DataTableColumn<AuthorRow>[] = [
  { id: 'lastName', label: 'Name', cell: (row) => row.fullName, allowsSorting: true },
  { id: 'language', label: 'Language', cell: (row) => row.language },
  { id: 'createdAt', label: 'Added', cell: (row) => row.createdAt, allowsSorting: true },
];
