import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { TABLE_SEARCH_MAX_LENGTH, TableSearch, type TableSearchProps } from './TableSearch.js';

const meta = {
  title: 'Staff/TableSearch',
  component: TableSearch,
  args: { term: null, onSearch: fn(), onClear: fn() },
} satisfies Meta<typeof TableSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search as a table page holds it: a submitted term finds 7 rows. */
function Searching(props: TableSearchProps) {
  const [term, setTerm] = useState<string | null>(props.term);
  return (
    <TableSearch
      {...props}
      term={term}
      count={term === null ? undefined : 7}
      onSearch={(next) => {
        setTerm(next);
        props.onSearch(next);
      }}
      onClear={() => {
        setTerm(null);
        props.onClear();
      }}
    />
  );
}

/** admin.md §5: the submit is disabled while the field is empty (or only spaces). */
export const SubmitNeedsText: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Search' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), '   ');
    await expect(submit).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** admin.md §5: at most 100 characters. */
export const AtMost100Characters: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(TABLE_SEARCH_MAX_LENGTH).toBe(100);
    const field = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(120));
    await expect(field).toHaveValue('x'.repeat(100));
  },
};

/**
 * admin.md §4 "Tables": a search shows as a chip with the result count; removing the chip
 * clears the term and the field.
 */
export const ChipWithCount: Story = {
  render: (args) => <Searching {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(field, '  Brock ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('Brock');
    const chip = canvas.getByRole('row', { name: '7 results for “Brock”' });
    await expect(chip).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Clear the search/ }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('row')).toBeNull();
    await expect(field).toHaveValue('');
  },
};

/** The chip is removed from the keyboard too: Delete on the focused chip. */
export const ChipByKeyboard: Story = {
  args: { term: 'Rigal', count: 1 },
  play: async ({ args, canvas, userEvent }) => {
    const chip = canvas.getByRole('row', { name: '1 result for “Rigal”' });
    await userEvent.click(chip);
    await userEvent.keyboard('{Delete}');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { term: 'Brock', count: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Zoeken' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: '2 resultaten voor “Brock”' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Zoekopdracht wissen/ })).toBeVisible();
  },
};
