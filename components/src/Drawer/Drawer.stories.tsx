import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CartContents } from '../CartContents/CartContents.js';
import { DrawerMenu } from '../DrawerMenu/DrawerMenu.js';
import { ForgottenPasswordForm } from '../ForgottenPasswordForm/ForgottenPasswordForm.js';
import { GiftForm } from '../GiftForm/GiftForm.js';
import { LoginForm } from '../LoginForm/LoginForm.js';
import { CART_LINES } from '../store/cart-lines.testkit.js';
import { withRouter } from '../store/story-router.testkit.js';
import { Drawer } from './Drawer.js';

const meta = {
  title: 'Store/Drawer',
  component: Drawer,
  decorators: [withRouter],
  args: { type: 'cart', onClose: fn(), children: null },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** storefront.md §2: the cart drawer, on the right, 375 px wide; Escape closes it. */
export const Cart: Story = {
  args: {
    children: <CartContents items={CART_LINES} currency="GBP" total={21.23} onRemove={fn()} />,
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await drawer(canvasElement, 'Cart');
    const panel = dialog.closest('[data-type]') as HTMLElement;
    await expect(panel).toHaveAttribute('data-type', 'cart');
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(375));
    // Against the right edge once it has slid in.
    await waitFor(() =>
      expect(panel.getBoundingClientRect().right).toBe(
        canvasElement.ownerDocument.defaultView?.innerWidth,
      ),
    );
    await expect(within(dialog).getByText('Total')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The close button closes it too. */
export const Gift: Story = {
  args: {
    type: 'gift',
    children: <GiftForm productTitle="Weak two bids" onSubmit={fn()} />,
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await drawer(canvasElement, 'Send as a gift');
    await expect(
      within(dialog).getByRole('textbox', { name: /Recipient's first name/ }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Login: Story = {
  args: { type: 'login', children: <LoginForm onSubmit={fn()} onForgotten={fn()} /> },
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement, 'Log in');
    await expect(within(dialog).getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Forgotten your password?' }),
    ).toBeVisible();
  },
};

export const Forgotten: Story = {
  args: { type: 'forgotten', children: <ForgottenPasswordForm onSubmit={fn()} /> },
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement, 'Forgotten password');
    await expect(within(dialog).getByRole('button', { name: 'Send reset e-mail' })).toBeDisabled();
  },
};

export const Menu: Story = {
  args: {
    type: 'menu',
    children: <DrawerMenu user={{ firstName: 'Anna', type: 'Customer' }} onSearch={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement, 'Menu');
    await expect(within(dialog).getByRole('searchbox')).toBeVisible();
  },
};

export const Closed: Story = {
  args: { type: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: {
    children: <CartContents items={[]} currency="EUR" total={0} onRemove={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement, 'Winkelwagen');
    await expect(dialog).toHaveTextContent('Je winkelwagen is leeg');
    await expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeVisible();
  },
};
