import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { ReorderableItem } from '../ReorderableList/ReorderableList.js';
import { CollectionSetsEditor, type CollectionSetsEditorProps } from './CollectionSetsEditor.js';

const SETS: readonly ReorderableItem[] = [
  { id: 1, title: 'Opening leads', href: '/admin/products/set/1/opening-leads' },
  { id: 2, title: 'Counting tricks', href: '/admin/products/set/2/counting-tricks' },
];
const OTHERS = [
  { id: 3, title: 'Endplays' },
  { id: 4, title: 'Slam bidding' },
];

const meta = {
  title: 'Staff/CollectionSetsEditor',
  component: CollectionSetsEditor,
  args: { sets: SETS },
} satisfies Meta<typeof CollectionSetsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the collection panel holds it: the calls answer at once with the new sets. */
function Collection(props: CollectionSetsEditorProps) {
  const [sets, setSets] = useState(props.sets);
  const [text, setText] = useState('');
  const titled = (id: Key) => OTHERS.find((set) => set.id === id);
  return (
    <CollectionSetsEditor
      {...props}
      sets={sets}
      options={OTHERS.filter((set) => set.title.toLowerCase().includes(text.toLowerCase()))}
      onSearch={setText}
      onAdd={(id) => {
        const set = titled(id);
        if (set) setSets([...sets, { ...set, href: `/admin/products/set/${set.id}/x` }]);
        props.onAdd?.(id);
      }}
      onRemove={(id) => {
        setSets(sets.filter((set) => set.id !== id));
        props.onRemove?.(id);
      }}
    />
  );
}

const titles = (canvas: HTMLElement) =>
  within(canvas)
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

/** admin.md §4: removing asks first; Cancel keeps the set, Remove takes it out. */
export const RemoveAfterConfirmation: Story = {
  args: { editable: true, onRemove: fn() },
  render: (args) => <Collection {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Opening leads' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove Opening leads from this collection?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(titles(canvasElement)).toEqual(['Opening leads', 'Counting tricks']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Opening leads' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Counting tricks']));
  },
};

/** The picker searches the sets and adds the one chosen at the end. */
export const AddASet: Story = {
  args: { editable: true, onAdd: fn() },
  render: (args) => <Collection {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Add set' }));
    await userEvent.keyboard('slam');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.click(screen.getByRole('option', { name: 'Slam bidding' }));
    await expect(args.onAdd).toHaveBeenCalledWith(4);
    // The options close after the pick (until then the page behind is hidden from the tree).
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual(['Opening leads', 'Counting tricks', 'Slam bidding']),
    );
  },
};

/** Not editable: the sets and their links only. */
export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { sets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This collection has no sets yet.')).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { editable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Set toevoegen' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Sets in deze collectie' })).toBeVisible();
  },
};
