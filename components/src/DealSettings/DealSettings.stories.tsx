import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyHand } from '@tenace/engine';
import { expect, fn, within } from 'storybook/test';
import { DealSettings } from './DealSettings.js';

const meta = {
  title: 'Editor/DealSettings',
  component: DealSettings,
  args: { hand: { ...emptyHand(), vulnerable: 'NS' }, onEdit: fn(), onRandomDeal: fn() },
} satisfies Meta<typeof DealSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hands.md §2: the dealer picker hands over the hand with the new dealer. */
export const PicksDealer: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const dealer = canvas.getByRole('radiogroup', { name: 'Dealer' });
    await expect(within(dealer).getByRole('radio', { name: 'North' })).toBeChecked();
    await userEvent.click(within(dealer).getByRole('radio', { name: 'West' }));
    await expect(args.onEdit).toHaveBeenCalledWith(
      expect.objectContaining({ dealer: 'W' }),
      'dealer',
    );
  },
};

/** One toggle per pair, NV or V; flipping East-West with North-South vulnerable gives Both. */
export const TogglesVulnerability: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Vulnerability' });
    const northSouth = within(group).getByRole('button', { name: 'North-South V' });
    await expect(northSouth).toHaveAttribute('aria-pressed', 'true');
    const eastWest = within(group).getByRole('button', { name: 'East-West NV' });
    await expect(eastWest).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(eastWest);
    await expect(args.onEdit).toHaveBeenCalledWith(
      expect.objectContaining({ vulnerable: 'Both' }),
      'vulnerable',
    );
  },
};

/** hands.md §4: the viewpoint rotates S to E; the keyboard reaches the button. */
export const RotatesViewpoint: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const rotate = within(canvasElement).getByRole('button', { name: 'Rotate the viewpoint' });
    await expect(rotate).toHaveAccessibleDescription('Viewpoint: South');
    rotate.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(
      expect.objectContaining({ viewpoint: 'E' }),
      'viewpoint',
    );
  },
};

export const RandomDeal: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Random Deal' }));
    await expect(args.onRandomDeal).toHaveBeenCalledOnce();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Gever' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gezichtspunt draaien' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Willekeurige verdeling' })).toBeVisible();
  },
};
