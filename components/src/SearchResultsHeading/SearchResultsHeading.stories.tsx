import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SearchResultsHeading } from './SearchResultsHeading.js';

const meta = {
  title: 'Store/SearchResultsHeading',
  component: SearchResultsHeading,
  args: { count: 12, term: 'Stayman' },
} satisfies Meta<typeof SearchResultsHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §2: the count and the term. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      '12 results for "Stayman"',
    );
  },
};

export const OneResult: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('1 result for "Stayman"');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('12 resultaten voor "Stayman"');
  },
};
