/**
 * The staff tables (admin.md §2, §4 "Tables"): react-aria's Table with sortable columns (the
 * header says how with aria-sort), optional row selection by checkboxes (the products list's
 * "tick sets", §4 "Collection building"), and a row action (a click, or Enter on a focused row,
 * opens the row). Loading, empty and error states take the body's place; below 600 px of its
 * own width the table stacks each row as a card, each value under its column's name, so it fits
 * a 375 px phone.
 */
import type { ReactNode } from 'react';
import {
  Cell,
  Checkbox,
  Column,
  type Key,
  Row,
  type Selection,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../ErrorPanel/ErrorPanel.js';
import * as styles from './DataTable.css.js';

export interface DataTableColumn<Item> {
  /** The column's key: the sort descriptor's `column` when it sorts. */
  readonly id: string;
  readonly label: string;
  readonly cell: (item: Item) => ReactNode;
  /** @default false */
  readonly allowsSorting?: boolean;
}

/** Where the table's data is: on its way, in, or failed with the error's text. */
export type DataTableState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready' }
  | { readonly status: 'error'; readonly error: string; readonly onRetry?: () => void };

export interface DataTableProps<Item extends { readonly id: Key }> {
  /** The table's accessible name. */
  readonly label: string;
  /** The first column names the row (its row header). */
  readonly columns: readonly DataTableColumn<Item>[];
  readonly items: readonly Item[];
  /** @default { status: 'ready' } */
  readonly state?: DataTableState;
  /** Shown when ready with no rows. @default the kit's 'Nothing to show.' */
  readonly emptyText?: string;
  readonly sortDescriptor?: SortDescriptor;
  readonly onSortChange?: (descriptor: SortDescriptor) => void;
  /** Ticking rows with checkboxes. @default 'none' */
  readonly selectionMode?: 'none' | 'multiple';
  readonly selectedKeys?: Selection;
  readonly onSelectionChange?: (keys: Selection) => void;
  /**
   * Rows that cannot be ticked (the products list ticks sets only): their checkbox is disabled,
   * but they still open with the row action.
   */
  readonly disabledKeys?: Iterable<Key>;
  /** Opens a row: a click on it, or Enter when it has the focus. */
  readonly onRowAction?: (id: Key) => void;
}

/**
 * @example
 * <DataTable label="Authors" columns={columns} items={authors} sortDescriptor={sort}
 *   onSortChange={setSort} onRowAction={(id) => navigate(`/admin/authors/${id}`)} />
 */
export function DataTable<Item extends { readonly id: Key }>(props: DataTableProps<Item>) {
  const { columns, items, state = { status: 'ready' }, selectionMode = 'none' } = props;
  const { t } = useTranslation('staff');
  if (state.status === 'error') {
    return <ErrorPanel error={`${t('table.error')} ${state.error}`} onRetry={state.onRetry} />;
  }
  const selecting = selectionMode === 'multiple';
  const loading = state.status === 'loading';
  return (
    <div
      className={styles.frame}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
    >
      <Table
        className={styles.table}
        aria-label={props.label}
        sortDescriptor={props.sortDescriptor}
        onSortChange={props.onSortChange}
        selectionMode={selectionMode}
        selectionBehavior="toggle"
        selectedKeys={props.selectedKeys}
        onSelectionChange={props.onSelectionChange}
        disabledKeys={props.disabledKeys}
        disabledBehavior="selection"
        onRowAction={props.onRowAction}
      >
        <TableHeader className={styles.header}>
          {selecting && (
            <Column className={styles.checkColumn} aria-label={t('table.select')}>
              <SelectionBox />
            </Column>
          )}
          {columns.map((column, index) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={index === 0}
              allowsSorting={column.allowsSorting ?? false}
              className={styles.column}
            >
              {({ sortDirection, allowsSorting }) => (
                <span className={styles.columnLabel}>
                  {column.label}
                  {allowsSorting && (
                    <span aria-hidden="true" className={styles.sortMark} data-sort={sortDirection}>
                      {sortDirection === 'descending' ? '▼' : '▲'}
                    </span>
                  )}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          items={loading ? [] : items}
          dependencies={[columns, selecting]}
          renderEmptyState={() => (
            <p className={styles.state} role={loading ? 'status' : undefined}>
              {loading ? t('table.loading') : (props.emptyText ?? t('table.empty'))}
            </p>
          )}
        >
          {(item) => (
            <Row id={item.id} className={props.onRowAction ? styles.actionRow : styles.row}>
              {selecting && (
                <Cell className={styles.checkCell}>
                  <SelectionBox />
                </Cell>
              )}
              {columns.map((column) => (
                <Cell key={column.id} className={styles.cell}>
                  <span className={styles.cellLabel} aria-hidden="true">
                    {column.label}
                  </span>
                  <span className={styles.cellValue}>{column.cell(item)}</span>
                </Cell>
              ))}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/** A row's (or, in the header, every row's) checkbox; react-aria names it and ticks it. */
function SelectionBox() {
  return (
    <Checkbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.box} aria-hidden="true">
          {isIndeterminate ? '–' : isSelected ? '✓' : ''}
        </span>
      )}
    </Checkbox>
  );
}
