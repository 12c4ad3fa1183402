import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Pagination, TABLE_PAGE_SIZES } from './Pagination.js';

const meta = {
  title: 'Staff/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 25, count: 120, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The position in the whole, and the previous and next pages. */
export const Position: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('26–50 of 120')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
  },
};

/** admin.md §9: page sizes 10, 25 and 50. */
export const PageSizes: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(TABLE_PAGE_SIZES).toEqual([10, 25, 50]);
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50']);
    await userEvent.click(options[2] as HTMLElement);
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  },
};

export const FirstPage: Story = {
  args: { page: 0, count: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1–7 of 7')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const LastPage: Story = {
  args: { page: 4, pageSize: 25, count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('101–120 of 120')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const NoRows: Story = {
  args: { page: 0, count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('26–50 van 120')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagina’s' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Volgende pagina' })).toBeVisible();
  },
};
