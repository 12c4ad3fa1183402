import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AccountMenu } from '../AccountMenu/AccountMenu.js';
import { AccountMenuPlaceholder } from '../AccountMenu/AccountMenuPlaceholder.js';
import { CartContents } from '../CartContents/CartContents.js';
import { Drawer, type DrawerType } from '../Drawer/Drawer.js';
import { DrawerMenu } from '../DrawerMenu/DrawerMenu.js';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector.js';
import { LanguageSelectorPlaceholder } from '../LanguageSelector/LanguageSelectorPlaceholder.js';
import { CART_LINES } from '../store/cart-lines.testkit.js';
import { navigate, withRouter } from '../store/story-router.testkit.js';
import { preloadStoreHeader, StoreHeader } from './StoreHeader.js';

const meta = {
  title: 'Store/StoreHeader',
  component: StoreHeader,
  decorators: [withRouter],
  // The search box and menus load after the header is drawn: fetched first, so each story
  // starts with them.
  loaders: [preloadStoreHeader],
  parameters: { layout: 'fullscreen' },
  args: {
    user: null,
    cartCount: 0,
    onCartPress: fn(),
    onSearch: fn(),
    language: 'enGB',
    onLanguageChange: fn(),
    onMenuPress: fn(),
    currentTab: 'products',
  },
} satisfies Meta<typeof StoreHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = (canvas: ReturnType<typeof within>, label = 'Main') =>
  within(canvas.getByRole('navigation', { name: label }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** storefront.md §2: a visitor sees products, authors and login; no account menu. */
export const Visitor: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(tabNames(canvas)).toEqual(['Products', 'Authors', 'Log in']);
    await expect(canvas.getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: /^Account/ })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Log in' }));
    await expect(navigate).toHaveBeenCalledWith('/login', undefined);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Stayman{enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('Stayman');
  },
};

/** A customer: my library instead of login, the cart count, the account menu. */
export const Customer: Story = {
  args: { user: { firstName: 'Anna', type: 'Customer' }, cartCount: 2, currentTab: 'library' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(tabNames(canvas)).toEqual(['Products', 'Authors', 'My library']);
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 2 items' }));
    await expect(args.onCartPress).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Account: Anna' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** With the subscriptions feature flag on (storefront.md §1: currently off). */
export const SubscriptionsOn: Story = {
  args: { user: { firstName: 'Ada', type: 'Admin' }, subscriptionsEnabled: true },
  play: async ({ canvas }) => {
    await expect(tabNames(canvas)).toEqual(['Products', 'Authors', 'Subscriptions', 'My library']);
  },
};

/** storefront.md §2: the red banner when the user's inTheRed flag is set. */
export const InTheRed: Story = {
  args: { user: { firstName: 'Anna', type: 'Customer', inTheRed: true }, cartCount: 1 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const banner = canvasElement.querySelector('[data-in-the-red]');
    await expect(banner).toHaveTextContent('You need to update your card.');
    await userEvent.click(canvas.getByRole('link', { name: 'Update your payment method' }));
    await expect(navigate).toHaveBeenCalledWith('/account/payment', undefined);
  },
};

/** Choosing a language from the header. */
export const ChangeLanguage: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /English/ }));
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Nederlands' }));
    await expect(args.onLanguageChange).toHaveBeenCalledOnce();
    await expect(args.onLanguageChange).toHaveBeenCalledWith('nlNL');
  },
};

/** In 390 px (a phone) the tabs and the search box are in the menu drawer, opened by Menu. */
export const Phone: Story = {
  args: { user: { firstName: 'Anna', type: 'Customer' }, cartCount: 3 },
  render: (args) => (
    <div style={{ width: 390 }}>
      <StoreHeader {...args} />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.queryByRole('search')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(args.onMenuPress).toHaveBeenCalledOnce();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: {
    user: { firstName: 'Anna', type: 'Customer', inTheRed: true },
    cartCount: 1,
    language: 'nlNL',
  },
  play: async ({ canvas }) => {
    await expect(tabNames(canvas, 'Hoofdmenu')).toEqual([
      'Producten',
      'Auteurs',
      'Mijn bibliotheek',
    ]);
    await expect(canvas.getByRole('button', { name: 'Winkelwagen, 1 artikel' })).toBeVisible();
    await expect(canvas.getByText('Je moet je kaart bijwerken.')).toBeVisible();
  },
};

/**
 * The header with the drawer, as the app composes them: the cart badge opens the cart drawer,
 * Escape closes it and focus returns to the badge. (On a narrow screen, Menu opens the menu
 * drawer.)
 */
export const WithTheDrawer: Story = {
  args: { user: { firstName: 'Anna', type: 'Customer' }, cartCount: 2 },
  render: function Render(args) {
    const [drawer, setDrawer] = useState<DrawerType | null>(null);
    return (
      <>
        <StoreHeader
          {...args}
          onCartPress={() => setDrawer('cart')}
          onMenuPress={() => setDrawer('menu')}
        />
        <Drawer type={drawer} onClose={() => setDrawer(null)}>
          {drawer === 'menu' ? (
            <DrawerMenu user={args.user} onSearch={args.onSearch} />
          ) : (
            <CartContents items={CART_LINES} currency="GBP" total={21.23} onRemove={fn()} />
          )}
        </Drawer>
      </>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const badge = canvas.getByRole('button', { name: 'Cart, 2 items' });
    await userEvent.click(badge);
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Cart' });
    await expect(within(drawer).getByText('Weak two bids')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(badge).toHaveFocus());
  },
};

/** The text width of the search box's placeholder against the room inside its input. */
const placeholderFit = (canvas: ReturnType<typeof within>, name: string) => {
  const input = canvas.getByRole('searchbox', { name });
  if (!(input instanceof HTMLInputElement)) throw new Error('the search box is not an input');
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d');
  if (context === null) throw new Error('no 2D canvas');
  context.font = style.font;
  const text = context.measureText(input.placeholder).width;
  const room =
    input.clientWidth -
    Number.parseFloat(style.paddingLeft) -
    Number.parseFloat(style.paddingRight);
  return { text, room };
};

/** A header 1280 px wide (a desktop window; the app's screenshots are taken at that width). */
const at1280: Story['render'] = (args) => (
  <div style={{ width: 1280 }}>
    <StoreHeader {...args} />
  </div>
);

/** At 1280 px the whole placeholder fits in the search box, in English and in Dutch. */
export const PlaceholderFitsAt1280: Story = {
  render: at1280,
  play: async ({ canvas }) => {
    const { text, room } = placeholderFit(canvas, 'Search');
    await expect(text).toBeGreaterThan(0);
    await expect(room).toBeGreaterThanOrEqual(text);
  },
};

export const DutchPlaceholderFitsAt1280: Story = {
  globals: { locale: 'nl' },
  args: { language: 'nlNL' },
  render: at1280,
  play: async ({ canvas }) => {
    const { text, room } = placeholderFit(canvas, 'Zoeken');
    await expect(text).toBeGreaterThan(0);
    await expect(room).toBeGreaterThanOrEqual(text);
  },
};

/**
 * The app's extra locale control (its currency selector) sits in the header's own row, right
 * after the language selector, not on a row of its own.
 */
export const WithACurrencySelector: Story = {
  args: {
    localeControls: (
      <select aria-label="Currency" defaultValue="USD">
        <option>USD</option>
        <option>EUR</option>
      </select>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const currency = canvas.getByRole('combobox', { name: 'Currency' });
    const language = canvas.getByRole('button', { name: /English/ });
    await expect(canvasElement.querySelector('header')).toContainElement(currency);
    await expect(language.parentElement?.nextElementSibling).toContainElement(currency);
    const [a, b] = [currency.getBoundingClientRect(), language.getBoundingClientRect()];
    // On one row: the two controls overlap vertically.
    await expect(a.top).toBeLessThan(b.bottom);
    await expect(b.top).toBeLessThan(a.bottom);
  },
};

/** On a phone there is no room for it in the header (the app puts it in the menu drawer). */
export const PhoneWithACurrencySelector: Story = {
  args: {
    localeControls: <select aria-label="Currency" defaultValue="USD" />,
  },
  render: (args) => (
    <div style={{ width: 375 }}>
      <StoreHeader {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A 375 px wide phone (the app's smallest width), set as the page's viewport. */
const phoneViewport = {
  parameters: {
    viewport: {
      options: { phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' } } },
    },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

/**
 * The page never grows wider than a 375 px phone for a signed-in user (storefront.md §9): the
 * account button shows the user's icon (the name stays its accessible name) and the language
 * selector the language's code.
 */
const fitsThePhone: Story['play'] = async ({ canvas, canvasElement }) => {
  await expect(canvas.getByRole('button', { name: 'Account: Noor' })).toBeVisible();
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(375);
};

export const SignedInFitsAPhone: Story = {
  ...phoneViewport,
  args: { user: { firstName: 'Noor', type: 'Customer' }, cartCount: 2 },
  play: async (context) => {
    await expect(context.canvas.getByRole('button', { name: /English/ })).toBeVisible();
    await fitsThePhone(context);
    await expect(context.canvas.getByText('EN')).toBeVisible();
  },
};

export const DutchSignedInFitsAPhone: Story = {
  ...phoneViewport,
  globals: { ...phoneViewport.globals, locale: 'nl' },
  args: { user: { firstName: 'Noor', type: 'Customer' }, cartCount: 2, language: 'nlNL' },
  play: async (context) => {
    await expect(context.canvas.getByRole('button', { name: /Nederlands/ })).toBeVisible();
    await fitsThePhone(context);
    await expect(context.canvas.getByText('NL')).toBeVisible();
  },
};

/**
 * The language and account menus and their look-alikes drawn while their code loads, side by
 * side in a 375 px header-like container: each placeholder has its part's size, so nothing moves
 * when the real part replaces it.
 */
const placeholdersMatch: Pick<Story, 'render' | 'play'> = {
  render: (args) => {
    const user = args.user ?? { firstName: 'Noor', type: 'Customer' };
    const row = { display: 'flex', alignItems: 'center', gap: 8 } as const;
    const part = { display: 'inline-flex' } as const;
    return (
      <div style={{ containerType: 'inline-size', width: 375 }}>
        <div style={row} data-row="real">
          <span style={part}>
            <LanguageSelector language={args.language} onChange={args.onLanguageChange} />
          </span>
          <span style={part}>
            <AccountMenu user={user} />
          </span>
        </div>
        <div style={row} data-row="placeholder">
          <span style={part}>
            <LanguageSelectorPlaceholder
              language={args.language}
              onChange={args.onLanguageChange}
            />
          </span>
          <span style={part}>
            <AccountMenuPlaceholder user={user} />
          </span>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const sizes = (row: string) =>
      [...canvasElement.querySelectorAll(`[data-row="${row}"] > span`)].map((el) => {
        const { width, height } = el.getBoundingClientRect();
        return { width: Math.round(width), height: Math.round(height) };
      });
    const real = sizes('real');
    await expect(real).toHaveLength(2);
    await expect(sizes('placeholder')).toEqual(real);
  },
};

export const PlaceholdersMatchOnAPhone: Story = {
  ...placeholdersMatch,
  args: { user: { firstName: 'Noor', type: 'Customer' } },
};

export const DutchPlaceholdersMatchOnAPhone: Story = {
  ...placeholdersMatch,
  globals: { locale: 'nl' },
  args: { user: { firstName: 'Noor', type: 'Customer' }, language: 'nlNL' },
};

/** On a results page the box shows the term searched for. */
export const OnTheResultsPage: Story = {
  args: { searchTerm: 'Stayman', currentTab: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('Stayman');
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
  },
};
