import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { navigate, withRouter } from '../store/story-router.testkit.js';
import { SearchNoResults } from './SearchNoResults.js';

const meta = {
  title: 'Store/States/SearchNoResults',
  component: SearchNoResults,
  decorators: [withRouter],
  args: {
    tags: {
      System: ['Acol', '2/1'],
      Difficulty: ['Beginner', 'Intermediate'],
      Type: ['Declarer play'],
    },
  },
} satisfies Meta<typeof SearchNoResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §2: the message, the tips and the tag lists linking to their search. */
export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: "Your search didn't return results" }),
    ).toBeVisible();
    await expect(canvas.getByText('Check the spelling')).toBeVisible();
    const systems = canvas.getByRole('list', { name: 'System' });
    await expect(
      within(systems)
        .getAllByRole('link')
        .map((tag) => tag.textContent),
    ).toEqual(['Acol', '2/1']);
    await userEvent.click(within(systems).getByRole('link', { name: '2/1' }));
    await expect(navigate).toHaveBeenCalledWith('/search?search=2%2F1', undefined);
    await expect(canvas.getByRole('list', { name: 'Difficulty' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Type' })).toBeVisible();
  },
};

/** A group without tags is left out. */
export const FewTags: Story = {
  args: { tags: { Difficulty: ['Beginner'] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'System' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Beginner' })).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Je zoekopdracht leverde geen resultaten op' }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Systeem' })).toBeVisible();
  },
};
