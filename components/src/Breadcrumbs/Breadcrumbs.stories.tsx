import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { navigate, withRouter } from '../store/story-router.testkit.js';
import { Breadcrumbs } from './Breadcrumbs.js';

const meta = {
  title: 'Store/Breadcrumbs',
  component: Breadcrumbs,
  decorators: [withRouter],
  args: { items: [{ label: 'Search results', href: '/search?search=Stayman' }] },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §2: "/search shows search-results". The current page is the last crumb. */
export const SearchResults: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Home', 'Search results']);
    await expect(within(items[1] as HTMLElement).getByText('Search results')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    await expect(navigate).toHaveBeenCalledWith('/', undefined);
  },
};

/**
 * A deeper trail: the products, then a product, the current one bold (admin.md: "the last crumb
 * is bold").
 */
export const Product: Story = {
  args: {
    items: [
      { label: 'Products', href: '/products' },
      { label: 'Weak two bids', href: '/products/7/weak-two-bids' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Products' }));
    await expect(navigate).toHaveBeenCalledWith('/products', undefined);
    await expect(canvas.getByText('Weak two bids')).toHaveAttribute('aria-current', 'page');
    const weight = (text: string) => Number(getComputedStyle(canvas.getByText(text)).fontWeight);
    await expect(weight('Weak two bids')).toBeGreaterThanOrEqual(700);
    await expect(weight('Products')).toBeLessThan(700);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { items: [{ label: 'Zoekresultaten', href: '/search?search=Stayman' }] },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(within(nav).getByRole('link', { name: 'Start' })).toBeVisible();
  },
};
