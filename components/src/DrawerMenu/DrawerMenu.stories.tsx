import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { navigate, withRouter } from '../store/story-router.testkit.js';
import { DrawerMenu } from './DrawerMenu.js';

const meta = {
  title: 'Store/DrawerMenu',
  component: DrawerMenu,
  decorators: [withRouter],
  args: { user: null, onSearch: fn() },
  render: (args) => (
    <div style={{ width: 343 }}>
      <DrawerMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof DrawerMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** storefront.md §2: search and the tabs; no account tabs for a visitor. */
export const Visitor: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(links(canvas, 'Main')).toEqual(['Products', 'Authors', 'Log in']);
    await expect(canvas.queryByRole('navigation', { name: 'Account' })).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox'), 'squeeze{enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('squeeze');
  },
};

/** A customer also gets the account tabs and Log out. */
export const Customer: Story = {
  args: { user: { firstName: 'Anna', type: 'Customer' }, currentTab: 'library' },
  play: async ({ canvas, userEvent }) => {
    await expect(links(canvas, 'Account')).toEqual([
      'Personal details',
      'Payment',
      'Purchases',
      'Password',
      'Log out',
    ]);
    await userEvent.click(canvas.getByRole('link', { name: 'Payment' }));
    await expect(navigate).toHaveBeenCalledWith('/account/payment', undefined);
  },
};

/** Staff get their area first; with the flag on, subscriptions appear. */
export const PublisherWithSubscriptions: Story = {
  args: { user: { firstName: 'Piet', type: 'Publisher' }, subscriptionsEnabled: true },
  play: async ({ canvas }) => {
    await expect(links(canvas, 'Main')).toEqual([
      'Products',
      'Authors',
      'Subscriptions',
      'My library',
    ]);
    await expect(links(canvas, 'Account')).toEqual([
      'My content',
      'Personal details',
      'Payment',
      'Purchases',
      'Password',
      'Subscriptions',
      'Log out',
    ]);
  },
};

/** The app's settings (its currency select) below the links, labelled in one row. */
export const WithSettings: Story = {
  args: {
    settings: (
      <>
        <label htmlFor="story-currency">Currency</label>
        <select id="story-currency" defaultValue="EUR">
          <option>USD</option>
          <option>EUR</option>
        </select>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { user: { firstName: 'Anna', type: 'Customer' } },
  play: async ({ canvas }) => {
    await expect(links(canvas, 'Account')).toContain('Persoonlijke gegevens');
  },
};
