import type { Meta, StoryObj } from '@storybook/react-vite';
import { DECLARER_HAND } from '@tenace/engine/testkit';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AuctionPopup } from './AuctionPopup.js';

const meta = {
  title: 'Player/AuctionPopup',
  component: AuctionPopup,
  args: {
    isOpen: true,
    onClose: fn(),
    dealer: 'N',
    vulnerable: 'NS',
    calls: DECLARER_HAND.auction.map((call) => call.value),
    contract: DECLARER_HAND.contract,
    declarer: 'S',
  },
} satisfies Meta<typeof AuctionPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const popup = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Auction' });

/** The full auction (hands.md §2), closed with its button or Escape. */
export const FullAuction: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await popup(canvasElement);
    const table = within(dialog).getByRole('table', { name: 'Auction' });
    await expect(within(table).getAllByRole('cell').length).toBeGreaterThanOrEqual(8);
    await expect(table).not.toHaveTextContent('?');
    await expect(dialog).toHaveTextContent(/3NT.* by South/);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A play-only hand has no auction to show. */
export const PlayOnly: Story = {
  args: { calls: [], dealer: 'E', declarer: 'E', vulnerable: 'None' },
  play: async ({ canvasElement }) => {
    const dialog = await popup(canvasElement);
    await expect(dialog).toHaveTextContent('This hand starts at the play');
    await expect(within(dialog).queryByRole('table')).toBeNull();
  },
};
