import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import * as styles from './SortControl.css.js';
import { SortControl } from './SortControl.js';
import { SortControlPlaceholder } from './SortControlPlaceholder.js';
import { productListSorts, SEARCH_SORTS } from './sorts.js';

const meta = {
  title: 'Store/SortControl',
  component: SortControl,
  args: { options: productListSorts(true), value: 'newest', onChange: fn() },
} satisfies Meta<typeof SortControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const openOptions = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  return within(list).getAllByRole('option');
};

/**
 * storefront.md §2: newest first, title A-Z, author surname A-Z, price low to high. The list it
 * orders keeps a space below it.
 */
export const ProductListSorts: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const control = canvasElement.querySelector(`.${styles.container}`) as HTMLElement;
    await expect(Number.parseFloat(getComputedStyle(control).marginBottom)).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: /Newest first/ }));
    const options = await openOptions(canvasElement);
    await expect(options.map((option) => option.textContent)).toEqual([
      'Newest first',
      'Title A-Z',
      'Author surname A-Z',
      'Price low to high',
    ]);
    await userEvent.click(options[3] as HTMLElement);
    await expect(args.onChange).toHaveBeenCalledWith('price');
  },
};

/** Without authors there is no author surname order. */
export const NoAuthors: Story = {
  args: { options: productListSorts(false) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Newest first/ }));
    const options = await openOptions(canvasElement);
    await expect(options.map((option) => option.textContent)).not.toContain('Author surname A-Z');
  },
};

/** Search results: title first, the default. */
export const Search: Story = {
  args: { options: SEARCH_SORTS, value: 'title' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Title A-Z/ }));
    const options = await openOptions(canvasElement);
    await expect(options[1]).toHaveTextContent('Date created');
    await userEvent.click(options[1] as HTMLElement);
    await expect(args.onChange).toHaveBeenCalledWith('createdAt');
  },
};

/** Below 770 px the label sits above the dropdown. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <SortControl {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const label = canvas.getByText('Sort by').getBoundingClientRect();
    const button = canvas.getByRole('button').getBoundingClientRect();
    await expect(button.top).toBeGreaterThanOrEqual(label.bottom);
  },
};

export const Wide: Story = {
  render: (args) => (
    <div style={{ width: 900 }}>
      <SortControl {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const label = canvas.getByText('Sort by').getBoundingClientRect();
    const button = canvas.getByRole('button').getBoundingClientRect();
    await expect(button.left).toBeGreaterThanOrEqual(label.right);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Nieuwste eerst/ })).toBeVisible();
    await expect(canvas.getByText('Sorteren op')).toBeVisible();
  },
};

/**
 * The placeholder the product list draws while the dropdown's code loads (LazySortControl.ts):
 * the same size and texts, so nothing moves when the dropdown replaces it; inert, so neither
 * focused nor read out.
 */
export const Placeholder: Story = {
  args: { value: 'title' },
  render: (args) => (
    <>
      <div data-testid="real">
        <SortControl {...args} />
      </div>
      <div data-testid="placeholder">
        <SortControlPlaceholder {...args} />
      </div>
    </>
  ),
  play: async ({ canvas }) => {
    const real = canvas.getByTestId('real').getBoundingClientRect();
    const placeholder = canvas.getByTestId('placeholder');
    const drawn = placeholder.getBoundingClientRect();
    await expect([drawn.width, drawn.height]).toEqual([real.width, real.height]);
    await expect(placeholder).toHaveTextContent('Sort byTitle A-Z');
    await expect(placeholder.querySelector(`.${styles.select}`)).toHaveAttribute('inert');
    const button = placeholder.querySelector('button') as HTMLButtonElement;
    button.focus();
    await expect(button).not.toHaveFocus();
  },
};
