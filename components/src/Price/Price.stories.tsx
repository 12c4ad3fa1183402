import type { Meta, StoryObj } from '@storybook/react-vite';
import { CURRENCIES } from '@tenace/model';
import { expect } from 'storybook/test';
import { Price } from './Price.js';

const meta = {
  title: 'Store/Price',
  component: Price,
  args: { amount: 12.5, currency: 'GBP' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §9: the currency symbol and two decimals. */
export const Pounds: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('£12.50');
  },
};

/** Every currency of the store, with its symbol. */
export const EveryCurrency: Story = {
  render: (args) => (
    <ul>
      {CURRENCIES.map((currency) => (
        <li key={currency}>
          {currency}: <Price {...args} currency={currency} />
        </li>
      ))}
    </ul>
  ),
  args: { amount: 9 },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual([
      'USD: $9.00',
      'GBP: £9.00',
      'EUR: €9.00',
      'CAD: $9.00',
      'AUD: $9.00',
      'NZD: $9.00',
    ]);
  },
};

/** After a discount: the old price struck through, read as "was … now …". */
export const Discounted: Story = {
  args: { amount: 8.99, originalAmount: 11.99, currency: 'EUR', size: 'l' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toHaveTextContent('was €11.99');
    await expect(canvasElement.querySelector('ins')).toHaveTextContent('now €8.99');
    await expect(canvasElement.querySelector('[data-discounted]')).not.toBeNull();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { amount: 8.99, originalAmount: 11.99, currency: 'EUR' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ins')).toHaveTextContent('nu €8.99');
  },
};
