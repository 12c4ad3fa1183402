import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  type MoveDirection,
  type ReorderableItem,
  ReorderableList,
  type ReorderableListProps,
} from './ReorderableList.js';

const SETS: readonly ReorderableItem[] = [
  { id: 1, title: 'Opening leads', href: '/admin/products/set/1/opening-leads' },
  { id: 2, title: 'Counting tricks', href: '/admin/products/set/2/counting-tricks' },
  { id: 3, title: 'Endplays', href: '/admin/products/set/3/endplays' },
];

const meta = {
  title: 'Staff/ReorderableList',
  component: ReorderableList,
  args: { label: 'Sets in this collection', items: SETS },
} satisfies Meta<typeof ReorderableList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as a page holds it: the order is the page's state. */
function Controlled(props: ReorderableListProps) {
  const [items, setItems] = useState(props.items);
  const move = (id: unknown, direction: MoveDirection) => {
    const from = items.findIndex((item) => item.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    const next = [...items];
    [next[from], next[to]] = [next[to] as ReorderableItem, next[from] as ReorderableItem];
    setItems(next);
    props.onMove?.(id as number, direction);
  };
  return <ReorderableList {...props} items={items} onMove={move} />;
}

const titles = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

/** Each entry moves a place with its named buttons; the ends cannot go further. */
export const Reordering: Story = {
  args: { editable: true, onMove: fn(), onRemove: fn() },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Sets in this collection' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move Opening leads up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Endplays down' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Opening leads down' }));
    await expect(args.onMove).toHaveBeenLastCalledWith(1, 'down');
    await expect(titles(canvasElement)).toEqual(['Counting tricks', 'Opening leads', 'Endplays']);
    // By keyboard: the focused button presses with Enter.
    canvas.getByRole('button', { name: 'Move Endplays up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(titles(canvasElement)).toEqual(['Counting tricks', 'Endplays', 'Opening leads']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Endplays' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(3);
  },
};

/** Not editable: the entries and their links, no buttons. */
export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Endplays' })).toHaveAttribute(
      'href',
      '/admin/products/set/3/endplays',
    );
  },
};

/** While a change is on its way the buttons wait. */
export const Pending: Story = {
  args: { editable: true, isPending: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'This collection has no sets yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This collection has no sets yet.')).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { editable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Endplays omhoog' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Endplays verwijderen' })).toBeEnabled();
  },
};
