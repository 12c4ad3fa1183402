import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeckProvider } from '../deck/DeckProvider.js';
import { CardBack } from './CardBack.js';

const meta = {
  title: 'Bridge/CardBack',
  component: CardBack,
} satisfies Meta<typeof CardBack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Back: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'face-down card' })).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'gesloten kaart' })).toHaveAttribute(
      'data-face',
      'dutch',
    );
  },
};

export const SimplifiedSize: Story = {
  render: () => (
    <DeckProvider face="simplified">
      <CardBack />
    </DeckProvider>
  ),
  play: async ({ canvas }) => {
    // The simplified style's cards are smaller than the normal ones (theme sizes).
    const back = canvas.getByRole('img');
    await expect(back).toHaveAttribute('data-face', 'simplified');
    await expect(back.getBoundingClientRect().width).toBe(52);
  },
};
