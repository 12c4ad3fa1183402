import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NewVersionBanner } from './NewVersionBanner.js';

const meta = {
  title: 'Store/NewVersionBanner',
  component: NewVersionBanner,
  args: { onRefresh: fn() },
} satisfies Meta<typeof NewVersionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §2: a bottom banner with a refresh link. */
export const Refresh: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('A new version of Tenace is available.');
    const view = canvasElement.ownerDocument.defaultView as Window;
    await expect(banner.getBoundingClientRect().bottom).toBe(view.innerHeight);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Vernieuwen' })).toHaveFocus();
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};
