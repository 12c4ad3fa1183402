/**
 * The whole player resting at a given moment of a lesson (hands.md §4 "Learner player"): a
 * wrong choice, the hint, the reveal, a touching card, a phone's popup card, and a phone on its
 * side. Each moment is the engine's own lesson run to it (`lessonAt`), and the player's clock
 * stands still there, so the moment stays to be looked at.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { LessonOptions } from '@tenace/engine';
import { DECLARER_HAND } from '@tenace/engine/testkit';
import { type ReactNode, useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { STORY_AUTHOR } from '../fixtures/story-author.testkit.js';
import { HandPlayer } from './HandPlayer.js';
import { authorsMoves, type LearnerMove, lessonAt } from './lesson-at.testkit.js';
import { handToPlay, messages, PATIENTLY } from './play-helpers.testkit.js';
import type { LessonScheduler } from './scheduler.js';

/** The lesson's options, the player's and `lessonAt`'s alike. */
const OPTIONS: LessonOptions = { seed: 7, recordProgress: false };

/** A clock that stands still: the lesson waits at its moment. */
const STILL: LessonScheduler = { schedule: () => () => undefined };

/** The moment after the learner's `moves` in the declarer's hand. */
const at = (moves: readonly LearnerMove[]) => lessonAt(DECLARER_HAND, OPTIONS, moves);

/** South's opening 2NT: wrong, the author's call is 1NT (its comment has a hint). */
const WRONG_OPENING: LearnerMove = { type: 'call', call: '2NT' };

const meta = {
  title: 'Player/HandPlayer/Moments',
  component: HandPlayer,
  args: {
    hand: DECLARER_HAND,
    author: STORY_AUTHOR,
    seed: OPTIONS.seed,
    layout: 'wide',
    underway: at([WRONG_OPENING]),
  },
  render: (args) => <HandPlayer {...args} scheduler={STILL} />,
} satisfies Meta<typeof HandPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's three encouragements (hands.md §4), shown after a 1st or 2nd wrong choice. */
const ENCOURAGEMENT = /try again|try a different card or bid|choose a different card or bid/;

/** A wrong call (hands.md §4): an encouragement and, the call having a hint, the hint link. */
export const WrongChoice: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(messages(canvas)).toHaveTextContent(ENCOURAGEMENT), PATIENTLY);
    await expect(canvas.getByRole('button', { name: 'click here for a hint' })).toBeEnabled();
    await expect(canvas.getByRole('table', { name: 'Auction' })).not.toHaveTextContent('2NT');
  },
};

/** The hint link followed: the author's hint, at once. */
export const Hint: Story = {
  args: { underway: at([WRONG_OPENING, { type: 'hint' }]) },
  play: async ({ canvas }) => {
    await waitFor(
      () => expect(messages(canvas)).toHaveTextContent('Balanced hands open'),
      PATIENTLY,
    );
  },
};

/**
 * The third wrong card shows the answer with its reveal link; followed, the link marks the
 * author's card in the hand (the ♠3) and the live region says which it is.
 */
export const Reveal: Story = {
  args: {
    underway: at([
      { type: 'call', call: '1NT' },
      { type: 'call', call: 'Pass' },
      { type: 'card', card: { suit: 'S', rank: '4' } },
      ...(['A', '8', 'A'] as const).map(
        (rank): LearnerMove => ({
          type: 'card',
          card: { suit: 'S', rank },
        }),
      ),
      { type: 'reveal' },
    ]),
  },
  play: async ({ canvas }) => {
    await expect(messages(canvas)).toHaveTextContent(/The correct answer is .*3 of spades/);
    const south = await handToPlay(canvas, 'South');
    await expect(south.querySelector('[aria-label="3 of spades"]')).toHaveAttribute(
      'data-highlighted',
    );
    await expect(canvas.getByTestId('player-announcer')).toHaveTextContent(
      'The correct answer is highlighted: 3 of spades',
    );
  },
};

/**
 * A touching card (hands.md §4): at the tenth trick the learner plays the ♣Q for the author's
 * ♣10, accepted with a message.
 */
export const TouchingCard: Story = {
  args: {
    underway: at([
      ...authorsMoves(DECLARER_HAND, 37),
      { type: 'card', card: { suit: 'C', rank: 'Q' } },
    ]),
  },
  play: async ({ canvas }) => {
    await waitFor(
      () => expect(messages(canvas)).toHaveTextContent('are equal cards, so yours is accepted'),
      PATIENTLY,
    );
  },
};

/** On a phone, the wrong call's encouragement pops up as a card, with its hint link. */
export const PhonePopup: Story = {
  args: { layout: 'compact' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const card = await page.findByRole('dialog', { name: 'Message from Anna de Vries' });
    await expect(card).toHaveTextContent(ENCOURAGEMENT);
    await expect(within(card).getByRole('button', { name: 'click here for a hint' })).toBeEnabled();
    await expect(within(card).getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** What the browser reports of the window's width, as it was before a story turned the phone. */
const realWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth');

/** Reports the screen of a phone on its side, 740 px wide: turned by 90 degrees. */
function turnThePhone() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 740 });
  Object.defineProperty(window.screen, 'orientation', {
    configurable: true,
    value: Object.assign(new EventTarget(), { angle: 90, type: 'landscape-primary' }),
  });
}

/** Reports the browser's own window and screen again. */
function putThePhoneBack() {
  if (realWidth) Object.defineProperty(window, 'innerWidth', realWidth);
  else Reflect.deleteProperty(window, 'innerWidth');
  Reflect.deleteProperty(window.screen, 'orientation');
  window.dispatchEvent(new Event('resize'));
}

function PhoneTurned({ children }: { readonly children: ReactNode }) {
  useEffect(() => putThePhoneBack, []);
  return children;
}

/**
 * A phone turned on its side (hands.md §2, §9: an orientation of 90 and a width of 900 px or
 * less), for the story's while: the player's own check of the screen sees it.
 */
const phoneOnItsSide: Decorator = (Story) => {
  turnThePhone();
  return (
    <PhoneTurned>
      <Story />
    </PhoneTurned>
  );
};

/** A phone on its side: the overlay asks the learner to turn it upright. */
export const RotateOverlay: Story = {
  args: { layout: 'compact' },
  decorators: [phoneOnItsSide],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Please turn your phone upright')).toBeVisible();
  },
};
