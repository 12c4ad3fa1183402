/**
 * Accepted alternatives (docs/decisions.md, "Accepted alternatives"): a call or card the author
 * also accepts is met with "also right", the alternative's comment, and the author's own call or
 * card, in English and in Dutch.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { addAlternative, type HandJSON, type LessonOptions } from '@tenace/engine';
import { DECLARER_HAND } from '@tenace/engine/testkit';
import { expect, waitFor } from 'storybook/test';
import { STORY_AUTHOR } from '../fixtures/story-author.testkit.js';
import { HandPlayer } from './HandPlayer.js';
import { authorsMoves, lessonAt } from './lesson-at.testkit.js';
import {
  bidWithMouse,
  messages,
  PATIENTLY,
  playWithMouse,
  waitForMessage,
} from './play-helpers.testkit.js';
import { createScheduler } from './scheduler.js';

/** The declarer's hand, with a club opening and dummy's ♦6 for the ♦2 also accepted. */
function withAlternatives(): HandJSON {
  const call = addAlternative(
    DECLARER_HAND,
    { kind: 'call', index: 2 },
    { call: '1C', comment: 'A club works too, with a notrump rebid to come.' },
  );
  if (!call.ok) throw new Error(call.error.message);
  // Trick 4: dummy leads a low diamond from Q 8 6 2; the ♦6 and ♦2 do the same job here.
  const card = addAlternative(
    call.value,
    { kind: 'card', step: 12 },
    { card: { suit: 'D', rank: '6' }, comment: 'Any low diamond will do.' },
  );
  if (!card.ok) throw new Error(card.error.message);
  return card.value;
}

const HAND = withAlternatives();
const OPTIONS: LessonOptions = { seed: 7, recordProgress: false };
/** Dummy's lead to the fourth trick, the ♦2 in the author's line. */
const BEFORE_DUMMY_LEADS = authorsMoves(HAND, 12);

/** Fifty times the spec's pace. */
const FAST = createScheduler({ speed: 50 });

const meta = {
  title: 'Player/HandPlayer/Alternatives',
  component: HandPlayer,
  args: { hand: HAND, author: STORY_AUTHOR, seed: OPTIONS.seed, layout: 'wide' },
  render: (args) => <HandPlayer {...args} scheduler={FAST} />,
} satisfies Meta<typeof HandPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The learner opens 1♣ where the author bid 1NT: also right, and the auction shows 1NT. */
export const AlternativeCall: Story = {
  play: async ({ canvas, userEvent }) => {
    await bidWithMouse(canvas, userEvent, '1 club');
    await waitForMessage(canvas, 'is also right; the hand goes on with');
    await waitForMessage(canvas, 'A club works too, with a notrump rebid to come.');
  },
};

/** Dummy leads the ♦6 where the author led the ♦2: also right, and the ♦2 is played. */
export const AlternativeCard: Story = {
  args: { underway: lessonAt(HAND, OPTIONS, BEFORE_DUMMY_LEADS) },
  play: async ({ canvas, userEvent }) => {
    await playWithMouse(canvas, userEvent, 'North', '6 of diamonds');
    await waitForMessage(canvas, 'is also right; the hand goes on with');
    await waitForMessage(canvas, 'Any low diamond will do.');
    await expect(messages(canvas)).not.toHaveTextContent('try again');
  },
};

/** The same moment in Dutch. */
export const AlternativeCardDutch: Story = {
  globals: { locale: 'nl' },
  args: {
    underway: lessonAt(HAND, OPTIONS, [
      ...BEFORE_DUMMY_LEADS,
      { type: 'card', card: { suit: 'D', rank: '6' } },
    ]),
  },
  play: async ({ canvas }) => {
    const said = () => canvas.getByRole('region', { name: 'Berichten' });
    await waitFor(
      () => expect(said()).toHaveTextContent('is ook goed; het spel gaat verder met'),
      PATIENTLY,
    );
    await waitFor(() => expect(said()).toHaveTextContent('Any low diamond will do.'), PATIENTLY);
  },
};
