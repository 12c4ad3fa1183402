import type { Meta, StoryObj } from '@storybook/react-vite';
import { dealBuilderFrom, emptyDeal } from '@tenace/engine';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { SAMPLE_DEAL } from '../fixtures/deals.testkit.js';
import { DeckPicker, type DeckPickerProps } from './DeckPicker.js';

/** As the deal step holds it: each change becomes the new builder. */
function Picker(props: DeckPickerProps) {
  const [builder, setBuilder] = useState(props.builder);
  return (
    <DeckPicker
      builder={builder}
      onChange={(next) => {
        props.onChange(next);
        setBuilder(next);
      }}
    />
  );
}

const complete = dealBuilderFrom(SAMPLE_DEAL);
if (!complete.ok) throw new Error(complete.error.message);

const meta = {
  title: 'Editor/DeckPicker',
  component: DeckPicker,
  args: { builder: emptyDeal(), onChange: fn() },
  render: (args) => <Picker {...args} />,
} satisfies Meta<typeof DeckPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hands.md §4: a deck card goes to the active seat; clicking it again returns it. */
export const GivesAndReturns: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const seats = canvas.getByRole('radiogroup', { name: 'Deal to' });
    await expect(
      within(seats).getByRole('radio', { name: /^North ?, 0 of 13 cards$/ }),
    ).toBeChecked();
    const deck = canvas.getByRole('group', { name: 'Deck' });
    await expect(within(deck).getAllByRole('button')).toHaveLength(52);
    await userEvent.click(within(deck).getByRole('button', { name: 'ace of spades' }));
    const dealt = within(deck).getByRole('button', { name: 'ace of spades, dealt to North' });
    await expect(
      within(seats).getByRole('radio', { name: /^North ?, 1 of 13 cards$/ }),
    ).toBeChecked();
    await userEvent.click(dealt);
    await expect(within(deck).getByRole('button', { name: 'ace of spades' })).toBeVisible();
    await expect(
      within(seats).getByRole('radio', { name: /^North ?, 0 of 13 cards$/ }),
    ).toBeChecked();
  },
};

/** Another seat chosen from the keyboard receives the next card. */
export const ChoosesSeat: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const seats = canvas.getByRole('radiogroup', { name: 'Deal to' });
    within(seats)
      .getByRole('radio', { name: /^North/ })
      .focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(seats).getByRole('radio', { name: /^West/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '2 of clubs' }));
    await expect(canvas.getByRole('button', { name: '2 of clubs, dealt to West' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** A complete deal: every card taken, every seat at 13; any card can still go back. */
export const Complete: Story = {
  args: { builder: complete.value },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const seat of ['North', 'East', 'South', 'West']) {
      await expect(
        canvas.getByRole('radio', { name: new RegExp(`^${seat} ?, 13 of 13 cards$`) }),
      ).toBeVisible();
    }
    for (const card of within(canvas.getByRole('group', { name: 'Deck' })).getAllByRole('button')) {
      await expect(card).toHaveAccessibleName(/, dealt to /);
      await expect(card).toBeEnabled();
    }
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Delen aan' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Kaartspel' })).toBeVisible();
  },
};
