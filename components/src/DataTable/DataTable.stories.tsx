import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import { DataTable, type DataTableProps } from './DataTable.js';
import { AUTHOR_COLUMNS, AUTHOR_ROWS, type AuthorRow } from './staff-rows.testkit.js';

const meta = {
  title: 'Staff/DataTable',
  component: DataTable<AuthorRow>,
  args: { label: 'Authors', columns: AUTHOR_COLUMNS, items: AUTHOR_ROWS },
} satisfies Meta<typeof DataTable<AuthorRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table as a page holds it: the sort and the ticks are the page's state. */
function Controlled(props: DataTableProps<AuthorRow>) {
  const [sortDescriptor, setSort] = useState<SortDescriptor>({
    column: 'lastName',
    direction: 'ascending',
  });
  const [selectedKeys, setSelected] = useState<Selection>(new Set());
  return (
    <DataTable
      {...props}
      sortDescriptor={sortDescriptor}
      onSortChange={(descriptor) => {
        setSort(descriptor);
        props.onSortChange?.(descriptor);
      }}
      selectedKeys={selectedKeys}
      onSelectionChange={(keys) => {
        setSelected(keys);
        props.onSelectionChange?.(keys);
      }}
    />
  );
}

/** admin.md §4 "Tables": a sortable column says how it sorts (aria-sort) and turns on a click. */
export const Sorting: Story = {
  args: { onSortChange: fn() },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const name = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Language' })).not.toHaveAttribute(
      'aria-sort',
    );
    await userEvent.click(name);
    await expect(args.onSortChange).toHaveBeenCalledWith({
      column: 'lastName',
      direction: 'descending',
    });
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('columnheader', { name: /Added/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'createdAt',
      direction: 'ascending',
    });
  },
};

/** admin.md §4 "Collection building": rows are ticked with checkboxes, all at once or one by one. */
export const Selection_: Story = {
  name: 'Selection',
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(AUTHOR_ROWS.length + 1);
    await userEvent.click(boxes[2] as HTMLElement);
    const change = args.onSelectionChange as ReturnType<typeof fn>;
    await expect([...(change.mock.lastCall?.[0] ?? [])]).toEqual([2]);
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(boxes[0] as HTMLElement);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
  },
};

/** Rows that cannot be ticked keep a disabled checkbox, and still open. */
export const SomeRowsNotTickable: Story = {
  args: { selectionMode: 'multiple', disabledKeys: [2], onRowAction: fn() },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes[2]).toBeDisabled();
    await expect(boxes[1]).toBeEnabled();
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Barry Rigal' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(2);
  },
};

/** A click on a row, or Enter on the focused row, opens it. */
export const RowAction: Story = {
  args: { onRowAction: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Sally Brock' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(2);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid').parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('rowheader', { name: 'Sally Brock' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to show.')).toBeVisible();
  },
};

/** A failed list says so, with the error, and offers to try again. */
export const Failed: Story = {
  args: { state: { status: 'error', error: 'Network error', onRetry: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The list could not be loaded. Network error',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const state = args.state as { onRetry: () => void };
    await expect(state.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a 375 px phone every row is a card, each value under its column's name. */
export const Phone: Story = {
  args: { selectionMode: 'multiple' },
  render: (args) => (
    <div style={{ width: 375 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    await expect(grid.scrollWidth).toBeLessThanOrEqual(375);
    const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstRow).getByText('Language')).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Niets te tonen.')).toBeVisible();
  },
};
