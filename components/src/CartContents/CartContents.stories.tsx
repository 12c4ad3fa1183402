import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CART_LINES } from '../store/cart-lines.testkit.js';
import { navigate, withRouter } from '../store/story-router.testkit.js';
import { CartContents } from './CartContents.js';

const meta = {
  title: 'Store/CartContents',
  component: CartContents,
  decorators: [withRouter],
  args: { items: CART_LINES, currency: 'GBP', total: 21.23, onRemove: fn(), onFollowLink: fn() },
  render: (args) => (
    <div style={{ width: 343 }}>
      <CartContents {...args} />
    </div>
  ),
} satisfies Meta<typeof CartContents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §2: items, total, checkout button. */
export const WithItems: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Items in your cart' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Weak two bids');
    await expect(items[0]).toHaveTextContent('by Anne Jansen');
    await expect(items[0]).toHaveTextContent('£9.99');
    await expect(items[1]).toHaveTextContent('Gift for Bo Lee');
    await expect(items[1]).toHaveTextContent('was £14.99');
    await expect(items[1]).toHaveTextContent('now £11.24');
    await expect(canvas.getByText('Total').parentElement).toHaveTextContent('Total£21.23');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Defence against 1NT' }));
    await expect(args.onRemove).toHaveBeenCalledWith(CART_LINES[1]);
    await userEvent.click(canvas.getByRole('link', { name: 'Checkout' }));
    await expect(navigate).toHaveBeenCalledWith('/checkout', undefined);
    await expect(args.onFollowLink).toHaveBeenCalledOnce();
  },
};

/** An item bought for oneself that the user owns already (they logged in): flagged. */
export const OwnedItem: Story = {
  args: { items: CART_LINES.map((line, index) => (index === 0 ? { ...line, owned: true } : line)) },
  play: async ({ canvas }) => {
    const [owned, gift] = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(owned).toHaveAttribute('data-owned', 'true');
    await expect(owned).toHaveTextContent('You already own this: remove it or give it as a gift');
    await expect(gift).not.toHaveAttribute('data-owned');
  },
};

/** storefront.md §2: the empty message and a way to the products, no checkout. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Checkout' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Browse the lessons' }));
    await expect(navigate).toHaveBeenCalledWith('/products', undefined);
    await expect(args.onFollowLink).toHaveBeenCalledOnce();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { currency: 'EUR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Afrekenen' })).toBeVisible();
    await expect(canvas.getByText('Totaal')).toBeVisible();
    await expect(canvas.getByText('Cadeau voor Bo Lee')).toBeVisible();
  },
};
