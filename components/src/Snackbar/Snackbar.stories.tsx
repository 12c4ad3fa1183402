import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CartContents } from '../CartContents/CartContents.js';
import { Drawer } from '../Drawer/Drawer.js';
import { CART_LINES } from '../store/cart-lines.testkit.js';
import { SNACKBAR_AUTO_HIDE_MS, Snackbar } from './Snackbar.js';

const meta = {
  title: 'Store/Snackbar',
  component: Snackbar,
  args: { message: 'Saved successfully', onClose: fn() },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** storefront.md §2, §9: it asks to hide after 3000 ms, not before. */
export const AutoHides: Story = {
  play: async ({ args, canvas }) => {
    await expect(SNACKBAR_AUTO_HIDE_MS).toBe(3000);
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved successfully');
    await wait(2500);
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), { timeout: 2000 });
  },
};

/** It sits in the top right corner. */
export const TopRight: Story = {
  args: { message: 'Card added' },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('status').getBoundingClientRect();
    const view = canvasElement.ownerDocument.defaultView as Window;
    await expect(box.top).toBeLessThan(40);
    await expect(view.innerWidth - box.right).toBeLessThan(40);
  },
};

export const Dismiss: Story = {
  args: { message: 'Card deleted' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** An error is an alert, on red. */
export const ErrorMessage: Story = {
  args: { message: 'iDEAL payment failed', variant: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('iDEAL payment failed');
    await expect(canvas.getByRole('alert').firstElementChild).toHaveAttribute(
      'data-variant',
      'error',
    );
  },
};

/** Nothing to say: the live region stays, empty, ready for the next message. */
export const Hidden: Story = {
  args: { message: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await wait(100);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { message: 'Succesvol opgeslagen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sluiten' })).toBeVisible();
  },
};

/** A parent that re-renders with a new onClose does not restart the 3000 ms. */
export const ParentRerenders: Story = {
  render: function Render(args) {
    const [ticks, setTicks] = useState(0);
    useEffect(() => {
      const timer = setInterval(() => setTicks((tick) => tick + 1), 500);
      return () => clearInterval(timer);
    }, []);
    return (
      <div data-ticks={ticks}>
        <Snackbar {...args} onClose={() => args.onClose()} />
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), { timeout: 4000 });
    // The parent did re-render meanwhile.
    await expect(
      Number(canvasElement.querySelector('[data-ticks]')?.getAttribute('data-ticks')),
    ).toBeGreaterThan(4);
  },
};

/**
 * With the cart drawer open the snackbar still sits at the top, right beside the drawer, and
 * does not cover the drawer's close button (which stays clickable).
 */
export const WithTheDrawerOpen: Story = {
  args: { message: 'Added to your cart' },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <Drawer type={open ? 'cart' : null} onClose={() => setOpen(false)}>
          <CartContents items={CART_LINES} currency="GBP" total={21.23} onRemove={fn()} />
        </Drawer>
        <Snackbar {...args} />
      </>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Cart' });
    const close = within(drawer).getByRole('button', { name: 'Close' });
    const view = canvasElement.ownerDocument.defaultView as Window;
    // The drawer has slid in from the right.
    await waitFor(() => expect(drawer.getBoundingClientRect().right).toBe(view.innerWidth));
    const snack = canvas.getByRole('status').getBoundingClientRect();
    await expect(snack.right).toBeLessThanOrEqual(drawer.getBoundingClientRect().left);
    const button = close.getBoundingClientRect();
    const overlaps =
      snack.left < button.right &&
      button.left < snack.right &&
      snack.top < button.bottom &&
      button.top < snack.bottom;
    await expect(overlaps).toBe(false);
    await expect(snack.top).toBeLessThan(40);
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
