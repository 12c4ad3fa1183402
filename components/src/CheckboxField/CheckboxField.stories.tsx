import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxField, CheckboxGroupField } from './CheckboxField.js';

function Flag(props: { isDisabled?: boolean; onChange: (ticked: boolean) => void }) {
  const [ticked, setTicked] = useState(false);
  return (
    <CheckboxField
      isSelected={ticked}
      isDisabled={props.isDisabled ?? false}
      onChange={(next) => {
        setTicked(next);
        props.onChange(next);
      }}
    >
      On sale
    </CheckboxField>
  );
}

const TAGS = [
  { id: '1', label: 'Acol' },
  { id: '2', label: 'Standard American' },
  { id: '3', label: 'Precision' },
];

function Tags(props: { errorMessage?: string; onChange: (ids: string[]) => void }) {
  const [ticked, setTicked] = useState<string[]>(['2']);
  return (
    <CheckboxGroupField
      label="System"
      options={TAGS}
      value={ticked}
      isRequired
      {...(props.errorMessage !== undefined && { errorMessage: props.errorMessage })}
      onChange={(next) => {
        setTicked(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/CheckboxField',
  component: CheckboxField,
  args: { children: 'On sale', isSelected: false, onChange: fn() },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticked by a click and by Space from the keyboard. */
export const Single: Story = {
  render: (args) => <Flag onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'On sale' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** admin.md §6: a flag the role may not change shows disabled. */
export const Disabled: Story = {
  render: (args) => <Flag isDisabled onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'On sale' });
    expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A labelled group: the ticked ids change, and a problem is read with the group. */
export const Group: Story = {
  render: (args) => (
    <Tags
      errorMessage="A set needs a System, a Difficulty and a Type tag"
      onChange={args.onChange}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'System' });
    expect(canvas.getByRole('checkbox', { name: 'Standard American' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Acol' }));
    expect(args.onChange).toHaveBeenLastCalledWith(['2', '1']);
    expect(group).toHaveAccessibleDescription('A set needs a System, a Difficulty and a Type tag');
  },
};
