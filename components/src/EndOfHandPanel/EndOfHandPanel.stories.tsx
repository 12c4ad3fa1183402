import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUCTION_ONLY_HAND, DECLARER_HAND, PLAY_ONLY_HAND } from '@tenace/engine/testkit';
import { expect, fn, within } from 'storybook/test';
import { EndOfHandPanel } from './EndOfHandPanel.js';

const calls = DECLARER_HAND.auction.map((call) => call.value);

const meta = {
  title: 'Player/EndOfHandPanel',
  component: EndOfHandPanel,
  args: {
    deal: DECLARER_HAND.deal,
    dealer: 'N',
    vulnerable: 'NS',
    bottom: 'S',
    calls,
    contract: DECLARER_HAND.contract,
    declarer: 'S',
    tricks: { northSouth: 9, eastWest: 4 },
    summary: DECLARER_HAND.summary,
  },
} satisfies Meta<typeof EndOfHandPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An owner's panel (hands.md §2): the deal, the auction, the result, the summary, Replay and Next hand. */
export const Owner: Story = {
  args: { onReplay: fn(), onNextHand: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const panel = canvas.getByRole('region', { name: 'End of hand' });
    await expect(within(panel).getByRole('region', { name: 'The deal' })).toBeVisible();
    await expect(within(panel).getByRole('table', { name: 'Auction' })).toBeVisible();
    await expect(panel).toHaveTextContent('North-South: 9');
    await expect(panel).toHaveTextContent('East-West: 4');
    await expect(panel).toHaveTextContent('Hold up, run the long suit');
    await userEvent.click(canvas.getByRole('button', { name: 'Replay hand' }));
    await expect(args.onReplay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Next hand' }));
    await expect(args.onNextHand).toHaveBeenCalledOnce();
  },
};

/** Not the owner (a free or linked hand): no actions. */
export const NotOwner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A play-only hand has no auction: the contract the author set stands instead. */
export const PlayOnly: Story = {
  args: {
    deal: PLAY_ONLY_HAND.deal,
    dealer: 'E',
    vulnerable: 'None',
    bottom: 'E',
    calls: [],
    contract: PLAY_ONLY_HAND.contract,
    declarer: 'E',
    tricks: { northSouth: 3, eastWest: 10 },
    summary: PLAY_ONLY_HAND.summary,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table', { name: 'Auction' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'End of hand' })).toHaveTextContent(
      /4.*4 spades by East/,
    );
  },
};

/** An auction-only hand: no tricks. */
export const AuctionOnly: Story = {
  args: {
    deal: AUCTION_ONLY_HAND.deal,
    dealer: 'E',
    vulnerable: 'Both',
    bottom: 'W',
    calls: AUCTION_ONLY_HAND.auction.map((call) => call.value),
    contract: AUCTION_ONLY_HAND.contract,
    declarer: 'E',
    tricks: undefined,
    summary: AUCTION_ONLY_HAND.summary,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'End of hand' })).not.toHaveTextContent(
      'Tricks',
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { onReplay: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Einde van het spel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Opnieuw spelen' })).toBeVisible();
  },
};
