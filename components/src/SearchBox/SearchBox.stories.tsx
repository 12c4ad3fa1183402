import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchBox } from './SearchBox.js';

const meta = {
  title: 'Store/SearchBox',
  component: SearchBox,
  args: { onSearch: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter searches for the sanitised term. */
export const SearchWithEnter: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, '  weak   two <b>bids  {enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('weak two b bids');
  },
};

/** The search button searches too. */
export const SearchWithTheButton: Story = {
  args: { defaultValue: 'Stayman' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('Stayman');
  },
};

/** storefront.md §5: "Search box ignores empty or blank input". */
export const BlankIsIgnored: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), '    {enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Escape clears the box. */
export const EscapeClears: Story = {
  args: { defaultValue: 'squeeze' },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox');
    await userEvent.click(box);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Zoeken' })).toHaveAttribute(
      'placeholder',
      'Zoek producten en auteurs',
    );
  },
};
