import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PRODUCTS } from '../store/products.testkit.js';
import { withRouter } from '../store/story-router.testkit.js';
import { ProductList } from './ProductList.js';
import { searchPlaceholderCount } from './placeholders.js';

const meta = {
  title: 'Store/ProductList',
  component: ProductList,
  decorators: [withRouter],
  args: { products: PRODUCTS },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <ProductList {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(list).toHaveAttribute('aria-busy', 'false');
  },
};

/** storefront.md §2: while a search loads, 5 minus the number found placeholder rows. */
export const LoadingSearch: Story = {
  args: {
    products: PRODUCTS.slice(0, 2),
    isLoading: true,
    placeholderCount: searchPlaceholderCount(2),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Products' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
  },
};

/** Loading from nothing: only placeholders. */
export const LoadingFirstPage: Story = {
  args: { products: [], isLoading: true, placeholderCount: searchPlaceholderCount(0) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(5);
  },
};

/** storefront.md §2, §8: "no matching products found". */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('no matching products found')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Infinite scrolling: the end of the list in view asks for the next page. */
export const EndReached: Story = {
  args: { onEndReached: fn() },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalled());
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('geen passende producten gevonden')).toBeVisible();
  },
};

/** Where the list has room (a wide screen): a grid of upright cards, the cover on top. */
export const Grid: Story = {
  render: (args) => (
    <div style={{ maxWidth: 960 }}>
      <ProductList {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(getComputedStyle(list).display).toBe('grid');
    const [card] = within(list).getAllByRole('article');
    await expect(card && getComputedStyle(card).flexDirection).toBe('column');
  },
};

/** On a phone: rows, the cover beside the text. */
export const Phone: Story = {
  render: (args) => (
    <div style={{ maxWidth: 343 }}>
      <ProductList {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(getComputedStyle(list).display).toBe('flex');
    const [card] = within(list).getAllByRole('article');
    await expect(card && getComputedStyle(card).flexDirection).toBe('row');
  },
};

const bought = fn();

/** Each card with the app's buy control, which takes its own clicks above the card's link. */
export const WithBuy: Story = {
  args: {
    renderAction: (product) => (
      <button type="button" onClick={() => bought(product.id)}>
        Buy
      </button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const [first] = canvas.getAllByRole('button', { name: 'Buy' });
    if (first === undefined) throw new Error('No Buy button');
    await userEvent.click(first);
    await expect(bought).toHaveBeenCalledWith(PRODUCTS[0]?.id);
  },
};
