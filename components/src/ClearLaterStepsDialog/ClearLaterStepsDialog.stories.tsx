import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ClearLaterStepsDialog } from './ClearLaterStepsDialog.js';

const meta = {
  title: 'Editor/ClearLaterStepsDialog',
  component: ClearLaterStepsDialog,
  args: { isOpen: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ClearLaterStepsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** hands.md §4: the spec's two sentences, word for word; Cancel has the focus. */
export const Asks: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Changing this data will clear data from all later steps',
    });
    await expect(dialog).toHaveAccessibleDescription('Are you sure?');
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
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, clear them' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Als je deze gegevens wijzigt, worden de gegevens van alle volgende stappen gewist',
    });
    await expect(dialog).toHaveAccessibleDescription('Weet je het zeker?');
    await expect(within(dialog).getByRole('button', { name: 'Ja, wissen' })).toBeVisible();
  },
};
