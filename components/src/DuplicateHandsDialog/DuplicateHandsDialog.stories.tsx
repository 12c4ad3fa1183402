import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  type DuplicableProduct,
  DuplicateHandsDialog,
  type DuplicateHandsDialogProps,
} from './DuplicateHandsDialog.js';

const FOUND: DuplicableProduct[] = [
  {
    id: 2,
    title: 'Squeezes for improvers',
    hands: [
      { id: 21, title: 'The simple squeeze' },
      { id: 22, title: 'The Vienna coup' },
    ],
  },
  { id: 1, title: 'Acol opening bids', hands: [] },
];

/** The dialog with its search answered, as the page answers it. */
function Searching(props: DuplicateHandsDialogProps) {
  const [products, setProducts] = useState<readonly DuplicableProduct[] | undefined>(undefined);
  return (
    <DuplicateHandsDialog
      {...props}
      products={products}
      onSearch={(term) => {
        props.onSearch(term);
        setProducts(term === 'nothing' ? [] : FOUND);
      }}
    />
  );
}

const meta = {
  title: 'Admin/DuplicateHandsDialog',
  component: DuplicateHandsDialog,
  args: {
    isOpen: true,
    products: undefined,
    onSearch: fn(),
    onDuplicate: fn(),
    onClose: fn(),
  },
  render: (args) => <Searching {...args} />,
} satisfies Meta<typeof DuplicateHandsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));

/** hands.md §2: search by title, tick hands in the tree, copy them in the order shown. */
export const SearchAndCopy: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    const copy = dialog.getByRole('button', { name: /Copy/ });
    await expect(copy).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Search' })).toBeDisabled();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Type a product title...' }),
      'squeeze',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('squeeze');
    await expect(dialog.getByText('This set has no hands.')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'The Vienna coup' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'The simple squeeze' }));
    await expect(dialog.getByRole('button', { name: 'Copy 2 hands' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy 2 hands' }));
    await expect(args.onDuplicate).toHaveBeenCalledWith([21, 22]);
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Type a product title...' }),
      'nothing',
    );
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('No set matches.')).toBeVisible();
  },
};
