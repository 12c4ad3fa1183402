import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PlayHeader } from './PlayHeader.js';

const meta = {
  title: 'Bridge/PlayHeader',
  component: PlayHeader,
  args: {
    contract: { level: 4, denomination: 'H', risk: '', value: '4H' },
    declarer: 'S',
    vulnerable: 'EW',
    tricks: { northSouth: 5, eastWest: 2 },
    toPlay: 'W',
    bottom: 'S',
    onViewAuction: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof PlayHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MidPlay: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const viewAuction = canvas.getByRole('button', {
      name: 'View the auction, contract 4 hearts by South',
    });
    await userEvent.click(viewAuction);
    await expect(args.onViewAuction).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
    await expect(canvas.getAllByRole('term').map((side) => side.textContent)).toEqual([
      'N-S',
      'E-W',
    ]);
    await expect(canvas.getAllByRole('definition').map((count) => count.textContent)).toEqual([
      '5',
      '2',
    ]);
    await expect(canvas.getByRole('img', { name: /West to play/ })).toBeVisible();
    await expect(canvas.getByText('Vulnerable: East-West')).toBeVisible();
  },
};

/** In an embed or a preview there is no way back to the set (hands.md §6). */
export const Embedded: Story = {
  args: { onBack: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

/** Keyboard: Tab reaches Back, then the auction button; Enter opens the auction. */
export const ByKeyboard: Story = {
  args: {
    contract: { level: 3, denomination: 'NT', risk: 'XX', value: '3NT' },
    declarer: 'E',
    bottom: 'E',
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', {
        name: 'View the auction, contract 3 notrump redoubled by East',
      }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onViewAuction).toHaveBeenCalledTimes(1);
  },
};

export const PlayOver: Story = {
  args: { toPlay: undefined, tricks: { northSouth: 10, eastWest: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('compass-arrow')).toBeNull();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Bekijk de bieding, contract 4 harten door Zuid' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Terug' })).toBeVisible();
    await expect(canvas.getByTitle('Noord-Zuid')).toHaveTextContent('N-Z');
  },
};
