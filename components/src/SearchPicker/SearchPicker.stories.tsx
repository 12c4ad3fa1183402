import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SearchPicker, type SearchPickerOption, type SearchPickerProps } from './SearchPicker.js';

const SETS: readonly SearchPickerOption[] = [
  { id: 1, title: 'Opening leads' },
  { id: 2, title: 'Counting tricks' },
  { id: 3, title: 'Endplays' },
];

const meta = {
  title: 'Staff/SearchPicker',
  component: SearchPicker,
  args: {
    label: 'Set to add',
    placeholder: 'Search the sets by title',
    options: SETS,
    onInputChange: fn(),
    onPick: fn(),
  },
} satisfies Meta<typeof SearchPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner searches: here, the titles holding the text typed. */
function Searching(props: SearchPickerProps) {
  const [text, setText] = useState('');
  const options = props.options.filter((option) =>
    option.title.toLowerCase().includes(text.toLowerCase()),
  );
  return (
    <SearchPicker
      {...props}
      options={options}
      onInputChange={(next) => {
        setText(next);
        props.onInputChange(next);
      }}
    />
  );
}

/** Typing narrows the options; the arrow keys and Enter pick one, and the box empties. */
export const PickByKeyboard: Story = {
  render: (args) => <Searching {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Set to add' }));
    await userEvent.keyboard('tricks');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('tricks');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(2);
    // A new, empty box, closed, with the focus for the next pick.
    const next = canvas.getByRole('combobox', { name: 'Set to add' });
    await expect(next).toHaveValue('');
    await expect(next).toHaveFocus();
    await expect(screen.queryByRole('option')).toBeNull();
  },
};

/** Nothing matches: the list says so. */
export const NoMatches: Story = {
  args: { options: [], emptyText: 'No sets match.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Set to add' }));
    await userEvent.keyboard('zzz');
    await waitFor(() => expect(screen.getByText('No sets match.')).toBeVisible());
  },
};
