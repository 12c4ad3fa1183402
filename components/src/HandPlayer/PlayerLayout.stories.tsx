/**
 * The player's layout at the sizes a learner meets it (hands.md §2 "Learner hand player"): a
 * 375 px phone held upright at each seat (declarer with dummy opposite, a defender with dummy on
 * the left or the right), the smallest embed frame (320 by 480), and a desktop with dummy at the
 * side. Each resumes after the opening lead, dummy down, and checks that every card of the
 * learner's hand and of dummy lies whole inside the screen.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Seat } from '@tenace/engine';
import { DECLARER_HAND } from '@tenace/engine/testkit';
import { expect, fn, waitFor } from 'storybook/test';
import { STORY_AUTHOR } from '../fixtures/story-author.testkit.js';
import { HandPlayer } from './HandPlayer.js';
import { PATIENTLY } from './play-helpers.testkit.js';
import { createScheduler } from './scheduler.js';

/** Fifty times the spec's pace. */
const FAST = createScheduler({ speed: 50 });

const meta = {
  title: 'Player/HandPlayer/Layout',
  component: HandPlayer,
  // South declares 3NT, North is dummy; the learner's seat varies by story.
  args: {
    hand: DECLARER_HAND,
    author: STORY_AUTHOR,
    seed: 7,
    start: 'play_1',
    layout: 'compact',
    onProgress: fn(),
  },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 x 740', styles: { width: '375px', height: '740px' } },
        frame320: {
          name: 'Smallest embed, 320 x 480',
          styles: { width: '320px', height: '480px' },
        },
        desktop: { name: 'Desktop, 1280 x 900', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
  render: (args) => <HandPlayer {...args} scheduler={FAST} />,
} satisfies Meta<typeof HandPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const viewport = (value: string) => ({ viewport: { value, isRotated: false } });

/** Every face-up card of `seat` lies whole inside the screen. */
async function expectHandInView(root: HTMLElement, seat: Seat) {
  const hand = await waitFor(() => {
    const found = root.querySelector(
      `[data-testid="play-table"] [data-hand-layout][data-seat="${seat}"]`,
    );
    if (!found) throw new Error(`${seat}'s cards are not face up yet`);
    return found;
  }, PATIENTLY);
  const view = root.ownerDocument.defaultView as Window;
  const outside = [...hand.querySelectorAll('svg[data-rank]')]
    .map((card) => card.getBoundingClientRect())
    .filter(
      (box) =>
        box.left < 0 || box.top < 0 || box.right > view.innerWidth || box.bottom > view.innerHeight,
    );
  await expect(outside).toEqual([]);
}

const learnerAndDummyInView =
  (learner: Seat): Story['play'] =>
  async ({ canvasElement }) => {
    await expectHandInView(canvasElement, learner);
    await expectHandInView(canvasElement, 'N');
  };

/** Declarer on a phone: dummy opposite, above the trick; the learner's hand above the menu. */
export const PhoneDeclarer: Story = {
  globals: viewport('phone375'),
  play: learnerAndDummyInView('S'),
};

/** West defending on a phone: dummy (North) on the left, its top cards clear of the trick. */
export const PhoneDefenderDummyLeft: Story = {
  args: { viewpoint: 'W' },
  globals: viewport('phone375'),
  play: learnerAndDummyInView('W'),
};

/** East defending on a phone: dummy (North) on the right, inside the table's edge. */
export const PhoneDefenderDummyRight: Story = {
  args: { viewpoint: 'E' },
  globals: viewport('phone375'),
  play: learnerAndDummyInView('E'),
};

/** The smallest embed frame: cards shrink with the frame, the compass gives way. */
export const SmallestEmbedFrame: Story = {
  args: { viewpoint: 'E' },
  globals: viewport('frame320'),
  play: learnerAndDummyInView('E'),
};

/** A desktop with dummy at the side: each card of dummy's suit rows shows its index whole. */
export const DesktopDummyAtSide: Story = {
  args: { viewpoint: 'W', layout: 'wide' },
  globals: viewport('desktop'),
  play: learnerAndDummyInView('W'),
};
