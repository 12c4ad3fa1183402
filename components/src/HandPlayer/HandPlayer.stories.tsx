import type { Meta, StoryObj } from '@storybook/react-vite';
import { LEARNER_TIMINGS } from '@tenace/engine';
import {
  AUCTION_ONLY_HAND,
  DECLARER_HAND,
  DEFENDER_HAND,
  PLAY_ONLY_HAND,
} from '@tenace/engine/testkit';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { STORY_AUTHOR } from '../fixtures/story-author.testkit.js';
import { HandPlayer, type HandPlayerProps } from './HandPlayer.js';
import {
  bidByKeyboard,
  bidWithMouse,
  handToPlay,
  learnerCards,
  messages,
  PATIENTLY,
  playByKeyboard,
  playWithMouse,
  waitForMessage,
} from './play-helpers.testkit.js';
import { createManualScheduler, createScheduler } from './scheduler.js';

/** The spec's three encouragements (hands.md §4), shown after a 1st or 2nd wrong choice. */
const ENCOURAGEMENT = /try again|try a different card or bid|choose a different card or bid/g;

/** Fifty times the spec's pace: the 5 s auction start takes 100 ms. */
const FAST = createScheduler({ speed: 50 });

const meta = {
  title: 'Player/HandPlayer',
  component: HandPlayer,
  args: {
    hand: DECLARER_HAND,
    author: STORY_AUTHOR,
    seed: 7,
    layout: 'wide',
    onProgress: fn(),
    onReload: fn(),
  },
  argTypes: { layout: { control: 'inline-radio', options: ['auto', 'wide', 'compact'] } },
  render: (args) => <HandPlayer {...args} scheduler={FAST} />,
} satisfies Meta<typeof HandPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const announcer = (canvas: ReturnType<typeof within>) => canvas.getByTestId('player-announcer');

/**
 * The auction (hands.md §2): the auction table, the bidding box and the learner's cards. North
 * and East pass automatically; the box then enables the legal calls for South only.
 */
export const Auction: Story = {
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('group', { name: 'Bidding box' }, PATIENTLY);
    await waitFor(
      () => expect(within(box).getByRole('button', { name: '1 notrump, NT' })).toBeEnabled(),
      PATIENTLY,
    );
    await expect(within(box).getByRole('button', { name: 'Double, X' })).toBeDisabled();
    await expect(canvas.getByRole('table', { name: 'Auction' })).toHaveTextContent(/Pass.*Pass/);
    await expect(canvas.getByRole('list', { name: "South's hand" })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Contract' })).toHaveTextContent(
      'No contract yet',
    );
    // The author's introduction and comments, with the author's name and avatar.
    const drawer = canvas.getByRole('region', { name: 'Conversation with Anna de Vries' });
    await expect(within(drawer).getByRole('heading', { name: 'Anna de Vries' })).toBeVisible();
    await waitForMessage(canvas, 'You have 14 points and a balanced hand.');
    await waitFor(() => expect(announcer(canvas)).toHaveTextContent('Your call'), PATIENTLY);
  },
};

/**
 * Issue 4's "Done when": a whole hand in one story. A wrong call, the hint, the right call; three
 * wrong cards, the answer and its reveal link; a touching card accepted with a message; then Skip
 * to summary and the end-of-hand panel.
 */
export const LessonToTheSummary: Story = {
  args: { recordProgress: true, owner: true },
  play: async ({ args, canvas, userEvent }) => {
    // hands.md §4: the 1st and 2nd wrong choice show an encouragement and the hint link.
    await bidWithMouse(canvas, userEvent, '2 notrump, NT');
    await waitForMessage(canvas, new RegExp(ENCOURAGEMENT.source));
    await userEvent.click(canvas.getByRole('button', { name: 'click here for a hint' }));
    await waitForMessage(canvas, 'Balanced hands open');
    await bidWithMouse(canvas, userEvent, '1 notrump, NT');
    await waitForMessage(canvas, 'A slightly light');
    await expect(args.onProgress).toHaveBeenCalledWith({ status: 'PartPlayed', step: 'auction_3' });
    await bidWithMouse(canvas, userEvent, 'Pass');

    // The play: dummy's spade, then South's. The 1st and 2nd wrong card each get an
    // encouragement and a hint link (the card has a hint); the 3rd shows the answer (hands.md §4).
    await playWithMouse(canvas, userEvent, 'North', '4 of spades');
    const hintLinks = () => canvas.queryAllByRole('button', { name: 'click here for a hint' });
    const encouragements = () => messages(canvas).textContent?.match(ENCOURAGEMENT)?.length ?? 0;
    const before = { links: hintLinks().length, encouragements: encouragements() };
    await playWithMouse(canvas, userEvent, 'South', 'ace of spades');
    await waitFor(() => expect(hintLinks()).toHaveLength(before.links + 1), PATIENTLY);
    await playWithMouse(canvas, userEvent, 'South', '8 of spades');
    await waitFor(() => expect(hintLinks()).toHaveLength(before.links + 2), PATIENTLY);
    await expect(encouragements()).toBe(before.encouragements + 2);
    await userEvent.click(hintLinks().at(-1) as HTMLElement);
    await waitForMessage(canvas, 'Keep the ace for the second round.');
    await playWithMouse(canvas, userEvent, 'South', 'ace of spades');
    await waitForMessage(canvas, /The correct answer is .*3 of spades/);
    await expect(hintLinks()).toHaveLength(before.links + 2);
    await userEvent.click(canvas.getByRole('button', { name: 'show me' }));
    const south = await handToPlay(canvas, 'South');
    await waitFor(() =>
      expect(south.querySelector('[aria-label="3 of spades"]')).toHaveAttribute('data-highlighted'),
    );
    await expect(announcer(canvas)).toHaveTextContent(
      'The correct answer is highlighted: 3 of spades',
    );
    await playWithMouse(canvas, userEvent, 'South', '3 of spades');

    // On to the tenth trick, where the learner plays the ♣Q for the author's ♣10.
    const cards = learnerCards(DECLARER_HAND, ['N', 'S']).filter(
      (played) => played.step > 3 && played.step < 37,
    );
    for (const { seat, card } of cards) await playWithMouse(canvas, userEvent, seat, card);
    await playWithMouse(canvas, userEvent, 'South', 'queen of clubs');
    await waitForMessage(canvas, 'are equal cards, so yours is accepted');

    // Skip to summary replays the comments, adds the trick messages (ordinals 1st, 2nd, 3rd, then
    // nth), then completes with the summary message and the end-of-hand panel (hands.md §4).
    await userEvent.click(canvas.getByRole('button', { name: 'Skip to summary' }));
    const panel = await canvas.findByRole('region', { name: 'End of hand' }, PATIENTLY);
    const said = messages(canvas);
    await expect(said).toHaveTextContent(/wins the 10th trick\. North-South \d+, East-West \d+/);
    await expect(said).toHaveTextContent(/wins the 13th trick\. North-South 9, East-West 4/);
    await expect(said).toHaveTextContent('Clubs next.');
    await expect(said).toHaveTextContent(/Summary\s*Hold up, run the long suit/);
    await expect(panel).toHaveTextContent('Hold up, run the long suit');
    await expect(panel).toHaveTextContent('North-South: 9');
    await expect(within(panel).getByRole('region', { name: 'The deal' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Replay hand' })).toBeVisible();
    await expect(args.onProgress).toHaveBeenLastCalledWith({ status: 'Played', step: 'auction_0' });
  },
};

/**
 * The whole hand without a mouse: every call and card by keyboard, focus moved to the bidding
 * box or the hand to play from at each turn, to the end-of-hand panel.
 */
export const WholeHandByKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await bidByKeyboard(canvas, userEvent, '1 notrump, NT');
    await bidByKeyboard(canvas, userEvent, 'Pass');
    for (const { seat, card } of learnerCards(DECLARER_HAND, ['N', 'S'])) {
      await playByKeyboard(canvas, userEvent, seat, card);
    }
    const heading = await canvas.findByRole('heading', { name: 'End of hand' }, PATIENTLY);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('region', { name: 'End of hand' })).toHaveTextContent(
      'East-West: 4',
    );
    // Progress is recorded only for a logged-in learner (`recordProgress`).
    await expect(args.onProgress).not.toHaveBeenCalled();
  },
};

/**
 * Progress recording (hands.md §4, logged-in learners): each step records PartPlayed with its
 * step name, auction_{n} after the nth call and play_{n} after the nth card, so a later visit
 * resumes there (see Resumed).
 */
export const ProgressRecording: Story = {
  args: { recordProgress: true },
  play: async ({ args, canvas, userEvent }) => {
    await bidWithMouse(canvas, userEvent, '1 notrump, NT');
    await bidWithMouse(canvas, userEvent, 'Pass');
    await playWithMouse(canvas, userEvent, 'North', '4 of spades');
    // West's lead, dummy's card, East's; then the lesson waits for South.
    const steps = [
      ...Array.from({ length: 8 }, (_, index) => `auction_${index + 1}`),
      'play_1',
      'play_2',
      'play_3',
    ];
    await waitFor(() => expect(args.onProgress).toHaveBeenCalledTimes(steps.length), PATIENTLY);
    for (const [index, step] of steps.entries()) {
      await expect(args.onProgress).toHaveBeenNthCalledWith(index + 1, {
        status: 'PartPlayed',
        step,
      });
    }
  },
};

/**
 * The learner defends (West): the lesson waits for the opening lead. Declarer's and partner's
 * hands are face down; dummy is spread once the lead is made (Law 41D).
 */
export const Defending: Story = {
  args: { hand: DEFENDER_HAND },
  play: async ({ canvas, userEvent }) => {
    await bidWithMouse(canvas, userEvent, 'Pass');
    await bidWithMouse(canvas, userEvent, 'Pass');
    await handToPlay(canvas, 'West');
    await expect(
      canvas.getByRole('img', { name: "East's hand, 13 cards face down" }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: "South's hand, 13 cards face down" }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: "North's hand, 13 cards face down" }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Game information' })).toHaveTextContent(
      /3NT.* by South/,
    );
    await playWithMouse(canvas, userEvent, 'West', 'queen of spades');
    await waitFor(
      () => expect(canvas.getByRole('list', { name: "North's hand" })).toBeVisible(),
      PATIENTLY,
    );
    await expect(
      canvas.getByRole('img', { name: "South's hand, 13 cards face down" }),
    ).toBeVisible();
  },
};

/**
 * A play-only hand starts at the play with the contract the author set; the view-auction
 * button opens the auction popup, which says so.
 */
export const PlayOnly: Story = {
  args: { hand: PLAY_ONLY_HAND },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForMessage(canvas, /The contract is 4.*by East/);
    // East declares: the learner plays dummy's (West's) cards too.
    await handToPlay(canvas, 'West');
    await userEvent.click(
      canvas.getByRole('button', { name: 'View the auction, contract 4 spades by East' }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Auction',
    });
    await expect(dialog).toHaveTextContent('This hand starts at the play');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** An auction-only hand: the learner's calls, then the end-of-hand panel with the auction. */
export const AuctionOnly: Story = {
  args: { hand: AUCTION_ONLY_HAND, owner: true, onNextHand: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await bidWithMouse(canvas, userEvent, 'Double, X');
    await bidWithMouse(canvas, userEvent, '4 spades');
    const panel = await canvas.findByRole('region', { name: 'End of hand' }, PATIENTLY);
    await expect(within(panel).getByRole('table', { name: 'Auction' })).toBeVisible();
    await expect(panel).toHaveTextContent('Double first, then raise partner to game.');
    await expect(panel).not.toHaveTextContent('Tricks');
    await userEvent.click(within(panel).getByRole('button', { name: 'Next hand' }));
    await expect(args.onNextHand).toHaveBeenCalledOnce();
  },
};

/**
 * Resumed at `play_20` (hands.md §4: "Start steps of the form auction_{n} or play_{n} resume
 * mid-hand"): five tricks are replayed at once, and the back button leads to the set.
 */
export const Resumed: Story = {
  args: { start: 'play_20', onBack: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const header = await canvas.findByRole('region', { name: 'Game information' }, PATIENTLY);
    // Tricks 1 to 5: West, South, North, South, North.
    await expect(within(header).getByLabelText('Tricks')).toHaveTextContent('N-S4E-W1');
    await waitForMessage(canvas, /South wins the 4th trick/);
    await userEvent.click(within(header).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/**
 * A page that records progress as the store's hand page does (hands.md §4 "Progress recording"):
 * each save comes back as the hand's saved step (PartPlayed) or none (Played), with the hand
 * fetched and parsed again, a new object with the same content.
 */
function ProgressSavingPage(props: HandPlayerProps) {
  const { hand, start, onProgress } = props;
  const [saved, setSaved] = useState({ hand, step: start });
  return (
    <HandPlayer
      {...props}
      hand={saved.hand}
      {...(saved.step === undefined ? {} : { start: saved.step })}
      scheduler={FAST}
      onProgress={(progress) => {
        onProgress?.(progress);
        const step = progress.status === 'PartPlayed' ? progress.step : undefined;
        setSaved({ hand: structuredClone(hand), step });
      }}
    />
  );
}

/**
 * A returning learner on a page that hands every saved step back: resumed after their double,
 * they finish the hand and see the end-of-hand panel, replay it and see it again. The saves do
 * not restart the lesson, so the automatic calls are read out as they come (hands.md §4).
 */
export const ResumedOnAPageThatSavesProgress: Story = {
  args: { hand: AUCTION_ONLY_HAND, start: 'auction_3', recordProgress: true, owner: true },
  render: (args) => <ProgressSavingPage {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const said = recordAnnouncements(announcer(canvas));
    // North's redouble, East's 2S and South's pass follow the resumed double, each read out,
    // then the learner's turn.
    const automaticCalls =
      /North: Redouble\. North redoubles.*East: 2 spades.*South: Pass.*Your call/;
    const finish = async (from: number) => {
      await waitFor(() => expect(said.slice(from).join(' ')).toMatch(automaticCalls), PATIENTLY);
      await bidWithMouse(canvas, userEvent, '4 spades');
      const panel = await canvas.findByRole('region', { name: 'End of hand' }, PATIENTLY);
      await expect(panel).toHaveTextContent('Double first, then raise partner to game.');
      await expect(args.onProgress).toHaveBeenLastCalledWith({
        status: 'Played',
        step: 'auction_0',
      });
      // The last automatic calls, and that the hand is over.
      const end = [
        'North: Pass',
        'East: Pass',
        'South: Pass. The auction is over.',
        'The hand is over',
      ];
      await waitFor(() => expect(said.slice(from)).toEqual(expect.arrayContaining(end)), PATIENTLY);
      return panel;
    };
    const panel = await finish(0);

    const replayFrom = said.length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Replay hand' }));
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await bidWithMouse(canvas, userEvent, 'Double, X');
    await finish(replayFrom);
  },
};

/** Everything a live region says from now on, in order. */
function recordAnnouncements(region: HTMLElement): string[] {
  const said: string[] = [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) said.push(node.textContent ?? '');
    }
  }).observe(region, { childList: true });
  return said;
}

/**
 * A preview from the fifth trick (hands.md §2 "Preview dialog"): no back button even when the
 * page offers one, and no progress recorded.
 */
export const PreviewFromTrick: Story = {
  args: { preview: { fromTrick: 5 }, onBack: fn(), recordProgress: true },
  play: async ({ args, canvas, userEvent }) => {
    const header = await canvas.findByRole('region', { name: 'Game information' }, PATIENTLY);
    await expect(within(header).queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(within(header).getByLabelText('Tricks')).toHaveTextContent('N-S3E-W1');
    // South won the fourth trick and leads.
    await playWithMouse(canvas, userEvent, 'South', '7 of diamonds');
    await expect(args.onProgress).not.toHaveBeenCalled();
  },
};

/**
 * Restart hand (hands.md §4: "restart records completion and then reloads the page"): Played at
 * auction_0 is recorded, the reload reported, and the lesson starts again from the beginning.
 */
export const Restart: Story = {
  args: { recordProgress: true },
  play: async ({ args, canvas, userEvent }) => {
    await bidWithMouse(canvas, userEvent, '1 notrump, NT');
    await waitForMessage(canvas, 'North has enough for game.');
    await userEvent.click(canvas.getByRole('button', { name: 'Restart hand' }));
    await expect(args.onProgress).toHaveBeenLastCalledWith({ status: 'Played', step: 'auction_0' });
    await expect(args.onReload).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: 'Auction' })).not.toHaveTextContent('1NT'),
    );
    await expect(canvas.getByRole('region', { name: 'Messages' })).not.toHaveTextContent(
      'North has enough',
    );
  },
};

/**
 * The portrait and phone layout (hands.md §2): messages pop up as cards with a Continue button,
 * and the bottom menu offers Show Menu, Hide Menu, Restart, Summary and Guidance.
 */
export const Compact: Story = {
  args: { layout: 'compact', onBack: fn() },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    // Three messages pop up before the learner's call: the introduction, North's comment and
    // the comment before South's call.
    for (const text of ['South deals the cards', 'North has 11 points', 'You have 14 points']) {
      const card = await page.findByRole(
        'dialog',
        { name: 'Message from Anna de Vries' },
        PATIENTLY,
      );
      await expect(card).toHaveTextContent(text);
      const next = within(card).getByRole('button', { name: 'Continue' });
      await waitFor(() => expect(next).toBeEnabled());
      await userEvent.click(next);
      await waitFor(() => expect(card).not.toBeInTheDocument());
    }
    const box = canvas.getByRole('group', { name: 'Bidding box' });
    await waitFor(() => expect(box).not.toHaveAttribute('data-disabled'), PATIENTLY);
    // With the last popup gone, focus is where the learner's turn is.
    await waitFor(() => expect(box.contains(box.ownerDocument.activeElement)).toBe(true));
    const menu = canvas.getByRole('navigation', { name: 'Player menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Show Menu' }));
    await expect(within(menu).getByRole('button', { name: 'Back to Set' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('button', { name: 'Guidance' }));
    const guidance = await page.findByRole('dialog', { name: 'Conversation with Anna de Vries' });
    await expect(guidance).toHaveTextContent('You have 14 points');
    await userEvent.click(within(guidance).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Show Menu' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Summary' }));
    await canvas.findByRole('region', { name: 'End of hand' }, PATIENTLY);
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

/** What the player's first commit put on the page, read before anything else runs. */
let firstCommit = '';

/** Reads its children's text at their first commit (a parent's layout effect runs after them). */
function FirstCommit(props: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    firstCommit = box.current?.textContent ?? '';
  }, []);
  return <div ref={box}>{props.children}</div>;
}

/**
 * The player's first draw is the started table (the bidding box, the hand's introduction), not
 * an empty table that an effect fills at once: that second render of the whole player came
 * before the hand page's first paint.
 */
export const FirstDraw: Story = {
  render: (args) => (
    <FirstCommit>
      <HandPlayer {...args} scheduler={STEPPED_FIRST_DRAW} />
    </FirstCommit>
  ),
  play: async () => {
    await expect(firstCommit).toContain('South deals the cards for a notrump game.');
    await expect(firstCommit).toContain('Pass');
  },
};

/** The first draw's clock: nothing runs. */
const STEPPED_FIRST_DRAW = createManualScheduler();

/** The hand cannot be played as a lesson (here, its play stops after three tricks). */
export const CannotBePlayed: Story = {
  args: { hand: { ...DECLARER_HAND, play: DECLARER_HAND.play.slice(0, 3) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This hand cannot be played: The play must be 13 tricks of 4 cards',
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Gesprek met Anna de Vries' })).toBeVisible();
    await waitFor(() => expect(announcer(canvas)).toHaveTextContent('Jouw bieding'), PATIENTLY);
    await expect(canvas.getByRole('button', { name: 'Naar de samenvatting' })).toBeEnabled();
  },
};

/** The lesson's clock for the step-by-step story: timers wait for its button. */
const STEPPED = createManualScheduler();

/**
 * The lesson stepped by hand (a manual scheduler): the hand's introduction opens the
 * conversation at once and the auction waits its 5 s from it; the play's introduction comes
 * after the author's typing dots, and the play waits its 5 s once it is shown (hands.md §9
 * timings).
 */
export const StepByStep: Story = {
  render: (args) => (
    <>
      <button type="button" onClick={() => STEPPED.runNext()}>
        Run the next timer
      </button>
      <HandPlayer {...args} scheduler={STEPPED} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Run the next timer' });
    await waitForMessage(canvas, 'South deals the cards');
    await expect(canvas.queryByTestId('typing')).toBeNull();
    await waitFor(() => expect(STEPPED.pending()).toEqual([LEARNER_TIMINGS.auctionStartMs]));
    await expect(canvas.getByRole('table', { name: 'Auction' })).not.toHaveTextContent('Pass');
    await userEvent.click(next);
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: 'Auction' })).toHaveTextContent('Pass'),
    );

    // Timer by timer through the auction (South calls 1NT, then passes) to the play, which
    // waits its own 5 s before West's lead (hands.md §9 "play start 5 s").
    const box = canvas.getByRole('group', { name: 'Bidding box' });
    // Whether the author was typing when the last timer ran: the one that brought what `done`
    // waited for. (The dots' timer and a call's are both 1 s, so the delay cannot tell them apart.)
    let typingAtLastRun = false;
    const stepUntil = async (done: () => boolean) => {
      for (let step = 0; step < 60; step++) {
        // A render may still be on its way: wait for the next timer, or for `done`.
        await waitFor(() => expect(done() || STEPPED.pending().length > 0).toBe(true));
        if (done()) break;
        typingAtLastRun = canvas.queryByTestId('typing') !== null;
        STEPPED.runNext();
      }
      await expect(done()).toBe(true);
    };
    for (const call of ['1 notrump, NT', 'Pass']) {
      await stepUntil(() => !box.hasAttribute('data-disabled'));
      await bidWithMouse(canvas, userEvent, call);
      await waitFor(() => expect(box).toHaveAttribute('data-disabled'));
    }
    const lead = () => canvas.queryAllByLabelText('queen of spades');
    await stepUntil(() => messages(canvas).textContent?.includes('West leads the queen') ?? false);
    await expect(typingAtLastRun).toBe(true);
    await waitFor(() => expect(STEPPED.pending()).toEqual([LEARNER_TIMINGS.playStartMs]));
    await expect(lead()).toHaveLength(0);
    await userEvent.click(next);
    await waitFor(() => expect(lead()).toHaveLength(1));
  },
};
