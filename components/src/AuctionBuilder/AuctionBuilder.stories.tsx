import type { Meta, StoryObj } from '@storybook/react-vite';
import { startAuction } from '@tenace/engine';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { AuctionBuilder, type AuctionBuilderProps } from './AuctionBuilder.js';

/** As the auction step holds it: each change becomes the new builder. */
function Builder(props: AuctionBuilderProps) {
  const [builder, setBuilder] = useState(props.builder);
  return (
    <AuctionBuilder
      {...props}
      builder={builder}
      onChange={(next) => {
        props.onChange(next);
        setBuilder(next);
      }}
    />
  );
}

const meta = {
  title: 'Editor/AuctionBuilder',
  component: AuctionBuilder,
  args: { builder: startAuction('N'), vulnerable: 'None', onChange: fn(), onComment: fn() },
  render: (args) => <Builder {...args} />,
} satisfies Meta<typeof AuctionBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hands.md §4: X only against an opponent's bid; undo moves a call to redo, redo restores it. */
export const BidsUndoesRedoes: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Redo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Double, X' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '1' }));
    await userEvent.click(canvas.getByRole('button', { name: '1 notrump, NT' }));
    await expect(canvas.getByRole('button', { name: 'Double, X' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(canvas.getByRole('button', { name: 'Double, X' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
    await expect(canvas.getByRole('button', { name: 'Redo' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** hands.md §2: clicking a call in the table opens its comment. */
export const CommentsOnACall: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pass' }));
    const table = canvas.getByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Pass' }));
    await expect(args.onComment).toHaveBeenCalledWith(0);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ongedaan maken' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Opnieuw' })).toBeDisabled();
  },
};
