import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { HandList, type HandListRow } from './HandList.js';

const REVIEWER: HandListRow[] = [
  {
    id: 1,
    title: 'Open a weak no-trump',
    status: 'Approved',
    freeToPlay: true,
    actions: ['Edit', 'Preview', 'MakeDraft', 'Reorder'],
    editHref: '/admin/hands/1',
  },
  {
    id: 2,
    title: 'Four-card majors',
    status: 'Pending',
    freeToPlay: false,
    actions: ['Edit', 'Preview', 'Approve', 'Reject', 'Reorder'],
    editHref: '/admin/hands/2',
  },
  {
    id: 3,
    title: 'Club lesson – Board 3',
    status: 'Draft',
    freeToPlay: false,
    actions: ['Edit', 'Preview', 'SendForApproval', 'Delete', 'Reorder'],
    editHref: '/admin/hands/3',
  },
];

const meta = {
  title: 'Admin/HandList',
  component: HandList,
  args: {
    label: 'Hands',
    hands: REVIEWER,
    onMove: fn(),
    onStatus: fn(),
    onDelete: fn(),
    onFreeChange: fn(),
  },
} satisfies Meta<typeof HandList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hands.md §4, §6: each row offers what the server says; the ends cannot move past the ends. */
export const Reviewer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Hands' });
    await expect(within(table).getByRole('link', { name: 'Open a weak no-trump' })).toHaveAttribute(
      'href',
      '/admin/hands/1',
    );
    await expect(
      canvas.getByRole('button', { name: 'Move Open a weak no-trump up' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Move Club lesson – Board 3 down' }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Four-card majors up' }));
    await expect(args.onMove).toHaveBeenCalledWith(2, 'Up');

    await userEvent.click(canvas.getByRole('button', { name: 'Approve: Four-card majors' }));
    await expect(args.onStatus).toHaveBeenCalledWith(2, 'Approve');
    await userEvent.click(canvas.getByRole('button', { name: 'Make draft: Open a weak no-trump' }));
    await expect(args.onStatus).toHaveBeenCalledWith(1, 'MakeDraft');
    await expect(canvas.queryByRole('button', { name: 'Delete Four-card majors' })).toBeNull();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Free to play: Four-card majors' }));
    await expect(args.onFreeChange).toHaveBeenCalledWith(2, true);
  },
};

/** hands.md §4: "Only Draft hands may be deleted, after the confirmation". */
export const DeleteAsksFirst: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Club lesson – Board 3' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this hand?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Club lesson – Board 3' }));
    const again = await body.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(3);
  },
};

/** hands.md §6: a Publisher's hands past Draft show by their title only, Free greyed. */
export const PublisherPastDraft: Story = {
  args: {
    hands: [
      {
        id: 2,
        title: 'Four-card majors',
        status: 'Pending',
        freeToPlay: false,
        actions: ['Reorder'],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(
      canvas.getByRole('checkbox', { name: 'Free to play: Four-card majors' }),
    ).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Approve/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { hands: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hands yet.')).toBeVisible();
  },
};
