import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { navigate, withRouter } from '../store/story-router.testkit.js';
import { AccountTabs } from './AccountTabs.js';

const meta = {
  title: 'Store/AccountTabs',
  component: AccountTabs,
  decorators: [withRouter],
  args: { current: 'details', children: <p>The personal details form</p> },
} satisfies Meta<typeof AccountTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §2: personal details (the index), payment, purchases, password. */
export const PersonalDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'Account' });
    const tabs = within(list).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Personal details',
      'Payment',
      'Purchases',
      'Password',
    ]);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The personal details form');
    await userEvent.click(within(list).getByRole('tab', { name: 'Purchases' }));
    await expect(navigate).toHaveBeenCalledWith('/account/purchases', undefined);
  },
};

/** With the flag on, a subscriptions tab; the keyboard moves along the tabs. */
export const Subscriptions: Story = {
  args: { current: 'subscriptions', subscriptionsEnabled: true, children: <p>Subscriptions</p> },
  play: async ({ canvas, userEvent }) => {
    const tab = canvas.getByRole('tab', { name: 'Subscriptions' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(tab).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Password' })).toHaveFocus();
  },
};

/** storefront.md §2: "Tabs scroll on narrow screens". */
export const Narrow: Story = {
  args: { current: 'password' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <AccountTabs {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Persoonlijke gegevens' })).toBeVisible();
  },
};
