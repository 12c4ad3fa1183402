import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { navigate, withRouter } from '../store/story-router.testkit.js';
import { SessionExpired } from './SessionExpired.js';

const meta = {
  title: 'Store/States/SessionExpired',
  component: SessionExpired,
  decorators: [withRouter],
} satisfies Meta<typeof SessionExpired>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §8: "401 page: session expired, log in again". */
export const Expired: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Session expired' })).toBeVisible();
    await expect(canvas.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Log in again' }));
    await expect(navigate).toHaveBeenCalledWith('/login', undefined);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Opnieuw inloggen' })).toBeVisible();
  },
};
