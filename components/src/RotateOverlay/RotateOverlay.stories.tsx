import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RotateOverlay } from './RotateOverlay.js';

const meta = {
  title: 'Player/RotateOverlay',
  component: RotateOverlay,
  args: { isVisible: true },
} satisfies Meta<typeof RotateOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone on its side (hands.md §2): the overlay covers the player and asks to turn it. */
export const PhoneOnItsSide: Story = {
  play: async ({ canvasElement }) => {
    const overlay = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Please turn your phone upright',
    });
    await expect(overlay).toHaveTextContent('portrait orientation');
  },
};

export const Upright: Story = {
  args: { isVisible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
        name: 'Houd je telefoon rechtop',
      }),
    ).toBeVisible();
  },
};
