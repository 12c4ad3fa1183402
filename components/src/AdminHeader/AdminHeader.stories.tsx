import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ADMIN_SECTIONS, AdminHeader } from './AdminHeader.js';

const everySection = ADMIN_SECTIONS.map((section) => ({ section, href: `/admin/${section}` }));

const meta = {
  title: 'Staff/AdminHeader',
  component: AdminHeader,
  args: {
    firstName: 'Ann',
    navigation: everySection,
    current: 'authors',
    externalLinks: [
      { name: 'Payments', url: 'https://dashboard.stripe.com' },
      { name: 'Error reporting', url: 'https://errors.tenace.example' },
    ],
    homeHref: '/admin',
    customerAreaHref: '/library',
    logoutHref: '/logout',
  },
} satisfies Meta<typeof AdminHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** admin.md §2, §6: the Admin's sections, the current one marked, and the External links. */
export const Admin: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Admin areas' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Sales',
      'Products',
      'Subscriptions',
      'Users',
      'Authors',
      'Royalties',
      'Tags',
      'Vouchers',
    ]);
    await expect(nav.getByRole('link', { name: 'Authors' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'External links' }));
    const menu = await bodyOf(canvasElement).findByRole('menu', { name: 'External links' });
    const payments = within(menu).getByRole('menuitem', { name: 'Payments' });
    await expect(payments).toHaveAttribute('href', 'https://dashboard.stripe.com');
    await expect(payments).toHaveAttribute('target', '_blank');
  },
};

/** admin.md §6: an Editor or a Publisher has no External links menu. */
export const Editor: Story = {
  args: {
    navigation: everySection.filter(({ section }) =>
      ['products', 'subscriptions'].includes(section),
    ),
    current: 'products',
    externalLinks: undefined,
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Admin areas' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Products',
      'Subscriptions',
    ]);
    await expect(canvas.queryByRole('button', { name: 'External links' })).toBeNull();
  },
};

/** No dashboards configured: the menu says so. */
export const NoExternalLinks: Story = {
  args: { externalLinks: [] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'External links' }));
    await expect(
      await bodyOf(canvasElement).findByText('No dashboards are configured'),
    ).toBeVisible();
  },
};

/** The account menu opens from the keyboard; the arrows move through Customer area and Log out. */
export const AccountMenuByKeyboard: Story = {
  args: { navigation: [], externalLinks: undefined },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Account menu for Ann' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await bodyOf(canvasElement).findByRole('menu');
    const customer = within(menu).getByRole('menuitem', { name: 'Customer area' });
    await waitFor(() => expect(customer).toHaveFocus());
    await expect(customer).toHaveAttribute('href', '/library');
    await userEvent.keyboard('{ArrowDown}');
    const logout = within(menu).getByRole('menuitem', { name: 'Log out' });
    await expect(logout).toHaveFocus();
    await expect(logout).toHaveAttribute('href', '/logout');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Account menu for Ann' })).toHaveFocus(),
    );
  },
};

/** On a 375 px phone the navigation wraps under the title and nothing sticks out. */
export const Phone: Story = {
  render: (args) => (
    <div style={{ width: 375 }}>
      <AdminHeader {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Beheeronderdelen' }));
    await expect(nav.getByRole('link', { name: 'Auteurs' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Externe links' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accountmenu van Ann' })).toBeVisible();
  },
};
