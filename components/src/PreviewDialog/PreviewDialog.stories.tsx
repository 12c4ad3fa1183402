import type { Meta, StoryObj } from '@storybook/react-vite';
import { DECLARER_HAND } from '@tenace/engine/testkit';
import { expect, fn, waitFor, within } from 'storybook/test';
import { STORY_AUTHOR } from '../fixtures/story-author.testkit.js';
import { PATIENTLY } from '../HandPlayer/play-helpers.testkit.js';
import { createScheduler } from '../HandPlayer/scheduler.js';
import { PreviewDialog } from './PreviewDialog.js';

const FAST = createScheduler({ speed: 50 });

const meta = {
  title: 'Player/PreviewDialog',
  component: PreviewDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    hand: DECLARER_HAND,
    author: STORY_AUTHOR,
    seed: 7,
    layout: 'wide',
  },
  render: (args) => <PreviewDialog {...args} scheduler={FAST} />,
} satisfies Meta<typeof PreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * hands.md §2: the editor's per-trick preview, from the ninth trick (eight tricks replayed: six to
 * North-South), closed with 'Close Preview'.
 */
export const FromTheNinthTrick: Story = {
  args: { fromTrick: 9 },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Preview',
    });
    const header = await within(dialog).findByRole(
      'region',
      { name: 'Game information' },
      PATIENTLY,
    );
    await expect(within(header).queryByRole('button', { name: 'Back' })).toBeNull();
    await waitFor(() =>
      expect(within(header).getByLabelText('Tricks')).toHaveTextContent('N-S6E-W2'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Preview' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The whole hand from the start. */
export const FromTheStart: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Preview',
    });
    await expect(within(dialog).getByRole('group', { name: 'Bidding box' })).toBeVisible();
  },
};
