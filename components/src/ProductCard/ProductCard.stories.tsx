import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PRODUCTS, VOUCHER } from '../store/products.testkit.js';
import { navigate, withRouter } from '../store/story-router.testkit.js';
import { ProductCard } from './ProductCard.js';
import { ProductCardSkeleton } from './ProductCardSkeleton.js';

const [SET, COLLECTION, OWNED] = PRODUCTS as [
  (typeof PRODUCTS)[number],
  (typeof PRODUCTS)[number],
  (typeof PRODUCTS)[number],
];

const meta = {
  title: 'Store/ProductCard',
  component: ProductCard,
  decorators: [withRouter],
  args: { product: SET },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <ProductCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A set: cover, type, title link, author, tags, price. */
export const ASet: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('Set');
    await expect(card).toHaveTextContent('by Anne Jansen');
    await expect(card).toHaveTextContent('£9.99');
    await expect(canvas.getByRole('img', { name: 'Cover of Weak two bids' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Tags' })).toHaveTextContent('BeginnerAcol');
    await userEvent.click(canvas.getByRole('link', { name: 'Weak two bids' }));
    await expect(navigate).toHaveBeenCalledWith('/products/7/weak-two-bids', undefined);
  },
};

/** A discounted collection without a cover. */
export const Discounted: Story = {
  args: { product: COLLECTION },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('data-type', 'Collection');
    await expect(card).toHaveTextContent('was £14.99');
    await expect(card).toHaveTextContent('now £11.24');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Bought already: no price, "Owned" and a link to play it in the library. */
export const Purchased: Story = {
  args: { product: OWNED },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('data-purchased', 'true');
    await expect(card).toHaveTextContent('Owned');
    await expect(canvas.getByRole('link', { name: 'Play in your library' })).toHaveAttribute(
      'href',
      '/library',
    );
    await expect(card).not.toHaveTextContent('£12.50');
  },
};

export const Subscribed: Story = {
  args: {
    product: { ...SET, id: 40, type: 'Subscription', title: 'Monthly articles', subscribed: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Subscribed');
  },
};

/** A gift voucher has no author. */
export const GiftVoucher: Story = {
  args: { product: VOUCHER },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('Gift voucher');
    await expect(card).not.toHaveTextContent('by ');
    await expect(card).toHaveTextContent('£25.00');
  },
};

/** The loading placeholder, hidden from screen readers. */
export const Skeleton: Story = {
  render: () => (
    <div style={{ maxWidth: 560 }}>
      <ProductCardSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-skeleton]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { product: { ...COLLECTION, currency: 'EUR' } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('Collectie');
    await expect(card).toHaveTextContent('door Piet de Vries');
    await expect(card).toHaveTextContent('nu €11.24');
  },
};
