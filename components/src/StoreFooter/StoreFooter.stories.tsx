import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { navigate, withRouter } from '../store/story-router.testkit.js';
import { StoreFooter } from './StoreFooter.js';

const meta = {
  title: 'Store/StoreFooter',
  component: StoreFooter,
  decorators: [withRouter],
  args: {
    loggedIn: false,
    companyName: 'Tenace Ltd',
    companyNumber: '01234567',
    version: '4.0.4',
  },
} satisfies Meta<typeof StoreFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (canvas: ReturnType<typeof within>, label = 'Footer') =>
  within(canvas.getByRole('navigation', { name: label }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** storefront.md §2: contact, help, login/register, the company line and the app version. */
export const LoggedOut: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(linkNames(canvas)).toEqual(['Contact us', 'Help', 'Log in', 'Register']);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      'Tenace Ltd, company registration number 01234567, registered in England and Wales',
    );
    await expect(canvas.getByText('Version 4.0.4')).toBeVisible();
    await expect(canvasElement.querySelector('[data-mobile-os]')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Register' }));
    await expect(navigate).toHaveBeenCalledWith('/register', undefined);
  },
};

/** Logged in: logout instead of login and register; on a phone, its OS. */
export const LoggedInOnAPhone: Story = {
  args: { loggedIn: true, mobileOs: 'iOS 17.2' },
  play: async ({ canvas, userEvent }) => {
    await expect(linkNames(canvas)).toEqual(['Contact us', 'Help', 'Log out']);
    await expect(canvas.getByText('Your device: iOS 17.2')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Log out' }));
    await expect(navigate).toHaveBeenCalledWith('/logout', undefined);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(linkNames(canvas, 'Voettekst')).toEqual([
      'Contact',
      'Help',
      'Inloggen',
      'Registreren',
    ]);
    await expect(canvas.getByText('Versie 4.0.4')).toBeVisible();
  },
};
