import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorPanel } from './ErrorPanel.js';

const meta = {
  title: 'Store/States/ErrorPanel',
  component: ErrorPanel,
  args: { error: "TypeError: Cannot read properties of undefined (reading 'title')" },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §8: 'Something went wrong' with the error text. */
export const SomethingWentWrong: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('alert');
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(panel).toHaveTextContent("Cannot read properties of undefined (reading 'title')");
    await expect(panel).toHaveAttribute('data-tone', 'error');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Trying again cannot help (the app's new version replaced the page's code): the app's own way out. */
export const WithOtherAction: Story = {
  args: {
    error: 'TypeError: Failed to fetch dynamically imported module',
    onRetry: fn(),
    action: { label: 'Reload the page', onPress: fn() },
    children: <p>A new version of Tenace is out. Reload the page to use it.</p>,
  },
  play: async ({ args, canvas, userEvent }) => {
    const panel = canvas.getByRole('alert');
    await expect(panel).toHaveTextContent('A new version of Tenace is out.');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
    await expect(args.action?.onPress).toHaveBeenCalledOnce();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Er ging iets mis' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  },
};
