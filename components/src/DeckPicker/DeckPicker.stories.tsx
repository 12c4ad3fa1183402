import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createRng,
  type DealBuilder,
  dealBuilderFrom,
  emptyDeal,
  randomDeal,
} from '@tenace/engine';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { DeckPicker, type DeckPickerProps } from './DeckPicker.js';

/** The picker with its builder kept, as the editor keeps it. */
function Kept(props: DeckPickerProps) {
  const [builder, setBuilder] = useState(props.builder);
  return (
    <DeckPicker
      {...props}
      builder={builder}
      onChange={(next) => {
        setBuilder(next);
        props.onChange(next);
      }}
    />
  );
}

/** Three seats dealt from a random deal, South's thirteen still in the deck. */
const threeSeats = (): DealBuilder => {
  const deal = randomDeal(createRng('deck picker')).filter((card) => card.seat !== 'S');
  const built = dealBuilderFrom(deal);
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
};

const meta = {
  title: 'Admin/DeckPicker',
  component: DeckPicker,
  args: { builder: emptyDeal(), onChange: fn() },
  render: (args) => <Kept {...args} />,
} satisfies Meta<typeof DeckPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hands.md §4: a deck card goes to the active seat; a dealt card goes back to the deck. */
export const GiveAndReturn: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ace of spades: give to North' }));
    await expect(canvas.getByRole('radio', { name: 'North 1/13' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'East 0/13' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ace of hearts: give to East' }));
    await expect(canvas.getByRole('radio', { name: 'East 1/13' })).toBeChecked();
    await userEvent.click(
      canvas.getByRole('button', { name: 'ace of spades: North holds it; return it to the deck' }),
    );
    await expect(canvas.getByRole('radio', { name: 'North 0/13' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ace of spades: give to East' })).toBeVisible();
  },
};

/** hands.md §4: "When only one seat is short of 13 … that seat takes all the rest." */
export const LastSeatTakesTheRest: Story = {
  args: { builder: threeSeats() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'South 0/13' })).toBeChecked();
    const deck = within(canvas.getByRole('group', { name: 'The deck' }));
    const first = deck.getAllByRole('button', { name: /give to South/ })[0];
    if (first === undefined) throw new Error('no card left in the deck');
    await userEvent.click(first);
    await expect(canvas.getByRole('radio', { name: 'South 13/13' })).toBeVisible();
    await expect(deck.queryAllByRole('button', { name: /give to/ })).toHaveLength(0);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
