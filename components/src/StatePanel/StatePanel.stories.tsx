import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatePanel } from './StatePanel.js';

const meta = {
  title: 'Store/States/StatePanel',
  component: StatePanel,
  args: { title: 'This product cannot be viewed', tone: 'error', level: 1 },
} satisfies Meta<typeof StatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §2, §8: the link page's 'This product cannot be viewed'. */
export const CannotView: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('This product cannot be viewed');
    await expect(heading.closest('section')).toHaveAttribute('data-tone', 'error');
  },
};

export const Neutral: Story = {
  args: { title: 'Nothing here yet', tone: 'neutral', level: 2, children: <p>Come back later.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Nothing here yet');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
