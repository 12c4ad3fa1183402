import type { Meta, StoryObj } from '@storybook/react-vite';
import { LEARNER_TIMINGS } from '@tenace/engine';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ENCOURAGEMENT, INTRO, TRICK } from '../Conversation/messages.testkit.js';
import { createManualScheduler } from '../HandPlayer/scheduler.js';
import { PopupCard } from './PopupCard.js';

/** The Continue button's timer, run by hand. */
const clock = createManualScheduler();

const meta = {
  title: 'Player/PopupCard',
  component: PopupCard,
  args: { author: { name: 'Anna de Vries' }, message: INTRO, onContinue: fn(), onLink: fn() },
  render: (args) => <PopupCard {...args} scheduler={clock} />,
} satisfies Meta<typeof PopupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Message from Anna de Vries',
  });

/**
 * An author's comment: Continue is enabled after 1 s (hands.md §9), here when the story runs the
 * timer.
 */
export const Comment: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const card = await dialog(canvasElement);
    await expect(card).toHaveTextContent('South deals the cards');
    const next = within(card).getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await expect(clock.pending()).toEqual([LEARNER_TIMINGS.continueAfterCommentMs]);
    clock.runNext();
    await waitFor(() => expect(next).toBeEnabled());
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** Any other message: Continue is enabled at once (hands.md §9: "0 for other messages"). */
export const OtherMessage: Story = {
  args: { message: TRICK },
  play: async ({ canvasElement }) => {
    const card = await dialog(canvasElement);
    await expect(card).toHaveTextContent('West wins the 1st trick');
    await expect(within(card).getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** A wrong choice: the encouragement with its hint link. */
export const WithHintLink: Story = {
  args: { message: ENCOURAGEMENT, linkEnabled: true },
  play: async ({ args, canvasElement, userEvent }) => {
    const card = await dialog(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: 'click here for a hint' }));
    await expect(args.onLink).toHaveBeenCalledWith('hint');
  },
};

export const Closed: Story = {
  args: { message: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
