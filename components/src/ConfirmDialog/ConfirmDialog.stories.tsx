import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.js';

const meta = {
  title: 'Staff/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: 'Delete the tag Beginner?',
    message: 'Products keep their other tags. This cannot be undone.',
    confirmLabel: 'Delete',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
    name: 'Delete the tag Beginner?',
  });

/** An alert dialog that says what will happen; Cancel has the focus, so Enter alone deletes nothing. */
export const AsksFirst: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Products keep their other tags. This cannot be undone.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Confirms: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** While the deletion runs, neither button can be pressed again. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { title: 'Delete the tag Beginner?', confirmLabel: 'Verwijderen' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeVisible();
  },
};
