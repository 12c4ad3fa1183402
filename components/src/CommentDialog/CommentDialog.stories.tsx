import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CommentDialog } from './CommentDialog.js';

const meta = {
  title: 'Editor/CommentDialog',
  component: CommentDialog,
  args: {
    isOpen: true,
    title: 'South: 1NT',
    seat: 'S',
    viewpoint: 'S',
    dummy: 'N',
    onAdd: fn(),
    onDelete: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof CommentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'South: 1NT' });

/**
 * hands.md §3: the viewpoint seat has pre, post and hint; §9: the dialog is 720 high; §5: Add
 * waits for a character and there is no Delete for a new comment.
 */
export const ViewpointSeat: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    const form = dialog.querySelector('form');
    await expect(form?.style.height).toBe('720px');
    const canvas = within(dialog);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(3);
    const add = canvas.getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hint' }), 'Count SA-K');
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledWith({ hint: 'Count SA-K' });
  },
};

/** Markup alone is no character (§5 "markup stripped"). */
export const MarkupOnly: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(await dialogOf(canvasElement));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Before the choice' }), '<p> </p>');
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

/** The preview shows card codes as suit symbols as the author types (§5). */
export const Preview: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(await dialogOf(canvasElement));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hint' }), 'Lead SK');
    const preview = canvas.getByRole('region', { name: 'Preview: Hint' });
    await expect(preview.textContent).toContain('♠');
  },
};

/** Another seat: one comment field, 323 high; an existing comment can be deleted. */
export const OtherSeat: Story = {
  args: { seat: 'E', comments: { post: 'East shows hearts.' } },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.querySelector('form')?.style.height).toBe('323px');
    const canvas = within(dialog);
    await expect(canvas.getByRole('textbox', { name: 'Comment' })).toHaveValue(
      'East shows hearts.',
    );
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(await dialogOf(canvasElement));
    await expect(canvas.getByRole('textbox', { name: 'Vóór de keuze' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Toevoegen' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Annuleren' })).toBeEnabled();
  },
};
