import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { navigate, withRouter } from '../store/story-router.testkit.js';
import { AccountMenu } from './AccountMenu.js';

const meta = {
  title: 'Store/AccountMenu',
  component: AccountMenu,
  decorators: [withRouter],
  args: { user: { firstName: 'Anna', type: 'Customer' } },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuItems = async (canvasElement: HTMLElement) => {
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
  return within(menu).getAllByRole('menuitem');
};

/** storefront.md §2: everyone logged in sees my account, help, logout. */
export const Customer: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Anna' }));
    const items = await menuItems(canvasElement);
    await expect(items.map((item) => item.textContent)).toEqual(['My account', 'Help', 'Log out']);
    await userEvent.click(items[0] as HTMLElement);
    await expect(navigate).toHaveBeenCalledWith('/account', undefined);
  },
};

/** storefront.md §2: "Admin sees Admin area … (all go to /admin)". */
export const Admin: Story = {
  args: { user: { firstName: 'Ada', type: 'Admin' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Ada' }));
    const items = await menuItems(canvasElement);
    await expect(items.map((item) => item.textContent)).toEqual([
      'Admin area',
      'My account',
      'Help',
      'Log out',
    ]);
    await userEvent.click(items[0] as HTMLElement);
    await expect(navigate).toHaveBeenCalledWith('/admin', undefined);
  },
};

/** "Publisher sees My content", with the keyboard. */
export const Publisher: Story = {
  args: { user: { firstName: 'Piet', type: 'Publisher' } },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const items = await menuItems(canvasElement);
    await expect(items[0]).toHaveTextContent('My content');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/logout', undefined);
  },
};

/** "Editor sees Edit content". */
export const Editor: Story = {
  args: { user: { firstName: 'Eva', type: 'Editor' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Eva' }));
    const items = await menuItems(canvasElement);
    await expect(items[0]).toHaveTextContent('Edit content');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { user: { firstName: 'Ada', type: 'Admin' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Ada' }));
    const items = await menuItems(canvasElement);
    await expect(items.map((item) => item.textContent)).toEqual([
      'Beheer',
      'Mijn account',
      'Help',
      'Uitloggen',
    ]);
  },
};
