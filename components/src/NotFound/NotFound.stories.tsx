import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { navigate, withRouter } from '../store/story-router.testkit.js';
import { NotFound } from './NotFound.js';

const meta = {
  title: 'Store/States/NotFound',
  component: NotFound,
  decorators: [withRouter],
  args: { path: '/no/such/page' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §2, §8: "no route found matching the path". */
export const PageNotFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('No route found matching the path /no/such/page.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the home page' }));
    await expect(navigate).toHaveBeenCalledWith('/', undefined);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  },
};
