import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CartBadge } from './CartBadge.js';

const meta = {
  title: 'Store/CartBadge',
  component: CartBadge,
  args: { count: 2, onPress: fn() },
} satisfies Meta<typeof CartBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §2: the cart badge shows the item count and opens the cart. */
export const WithItems: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Cart, 2 items' });
    await expect(button).toHaveTextContent('2');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const OneItem: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cart, 0 items' });
    await expect(button).toHaveAttribute('data-empty', 'true');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { count: 3 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Winkelwagen, 3 artikelen' })).toHaveFocus();
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
