import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BiddingBox } from './BiddingBox.js';

const meta = {
  title: 'Bridge/BiddingBox',
  component: BiddingBox,
  args: { dealer: 'N', calls: [], onCall: fn() },
} satisfies Meta<typeof BiddingBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first call: every bid and Pass are legal; there is nothing to double. */
export const OpeningCall: Story = {
  play: async ({ canvas }) => {
    const levels = canvas.getAllByRole('radio');
    await expect(levels.map((level) => level.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    // hands.md §4: the denominations in the box are NT, S, H, D, C in that order.
    const bids = canvas.getByRole('toolbar', { name: 'Bids' });
    await expect(
      [...bids.querySelectorAll('button')].map((button) => button.getAttribute('aria-label')),
    ).toEqual(['1 notrump, NT', '1 spade', '1 heart', '1 diamond', '1 club']);
    await expect(canvas.getByRole('button', { name: 'Pass' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Double, X' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Redouble, XX' })).toBeDisabled();
  },
};

/** After 1♥ by North, East may double but not bid 1♦ or 1♥. */
export const OverAnOpening: Story = {
  args: { calls: ['1H'] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: '1 diamond' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '1 heart' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '1 spade' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Redouble, XX' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Double, X' }));
    await expect(args.onCall).toHaveBeenCalledWith('X');
  },
};

/** After 1♥ X, the opener's partner may redouble; nobody may double again. */
export const AfterADouble: Story = {
  args: { calls: ['1H', 'X'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Redouble, XX' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Double, X' })).toBeDisabled();
  },
};

/** Choosing a level shows that level's bids; choosing a denomination reports the bid. */
export const BidWithTheMouse: Story = {
  args: { calls: ['1H', 'Pass'] },
  play: async ({ args, canvas, userEvent }) => {
    // The lowest open level is shown first: 1♠ and 1NT are still possible.
    await expect(canvas.getByRole('button', { name: '1 spade' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: '4' }));
    await expect(canvas.getByRole('radio', { name: '4' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '4 hearts' }));
    await expect(args.onCall).toHaveBeenCalledWith('4H');
  },
};

/** Every call can be made without a mouse: Tab between rows, arrows within a row. */
export const BidByKeyboard: Story = {
  args: { calls: ['1D'] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(canvas.getByRole('radio', { name: '3' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '3 notrump, NT' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '3 hearts' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCall).toHaveBeenLastCalledWith('3H');
    // The last row: Pass, then Double (1♦ was an opponent's bid).
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pass' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(args.onCall).toHaveBeenLastCalledWith('X');
  },
};

/** Levels below the last bid are closed: after 3NT the box opens at level 4. */
export const HighAuction: Story = {
  args: { calls: ['1C', 'Pass', '3NT', 'Pass'] },
  play: async ({ canvas }) => {
    for (const level of ['1', '2', '3']) {
      await expect(canvas.getByRole('radio', { name: level })).toBeDisabled();
    }
    await expect(canvas.getByRole('radio', { name: '4' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '4 clubs' })).toBeEnabled();
  },
};

/** After 7NT only Pass (and a double by the opponents) remain. */
export const SevenNotrump: Story = {
  args: { calls: ['7NT'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pass' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Double, X' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: '7' })).toBeDisabled();
  },
};

/** When the auction is over nothing can be called (the engine's legalCalls is empty). */
export const AuctionOver: Story = {
  args: { calls: ['1S', 'Pass', 'Pass', 'Pass'] },
  play: async ({ canvas }) => {
    const enabled = [...canvas.getAllByRole('button'), ...canvas.getAllByRole('radio')].filter(
      (control) => !control.hasAttribute('disabled'),
    );
    await expect(enabled).toEqual([]);
  },
};

export const NotYourTurn: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pass' }));
    await expect(args.onCall).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: 'Bidding box' })).toHaveAttribute(
      'data-disabled',
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { calls: ['1S'] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Biedbox' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '1 sans atout' }));
    await expect(args.onCall).toHaveBeenCalledWith('1NT');
    await expect(canvas.getByRole('button', { name: 'Pas' })).toHaveTextContent('Pas');
    await expect(canvas.getByRole('button', { name: 'Doublet, X' })).toHaveTextContent('X');
  },
};

/**
 * The learner lesson's reveal link points out the correct call: its level is shown and its
 * button marked.
 */
export const Highlighted: Story = {
  args: { calls: ['Pass', 'Pass'], highlight: '2H' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '2' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '2 hearts' })).toHaveAttribute(
      'data-highlighted',
    );
    await expect(canvas.getByRole('button', { name: '2 spades' })).not.toHaveAttribute(
      'data-highlighted',
    );
  },
};

/** The calls to enable can come from the caller (the lesson's `awaitCall` output). */
export const LegalCallsGiven: Story = {
  args: { calls: ['1H'], legal: ['Pass', 'X', '1S', '1NT'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '1 spade' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '1 notrump, NT' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: '2' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Double, X' })).toBeEnabled();
  },
};
