import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Card, playableCards } from '@tenace/engine';
import { expect, fn, waitFor } from 'storybook/test';
import { DeckProvider } from '../deck/DeckProvider.js';
import { handOf, SAMPLE_DEAL, SHAPELY_HAND } from '../fixtures/deals.testkit.js';
import { Hand } from './Hand.js';

const south = handOf(SAMPLE_DEAL, 'S');
const heartLed: Card[] = [{ suit: 'H', rank: 'K' }];

const meta = {
  title: 'Bridge/Hand',
  component: Hand,
  args: { seat: 'S', cards: south, layout: 'fan' },
  argTypes: { layout: { control: 'inline-radio', options: ['fan', 'rows'] } },
} satisfies Meta<typeof Hand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fanned: Story = {
  play: async ({ canvas }) => {
    const hand = canvas.getByRole('list', { name: "South's hand" });
    const cards = canvas.getAllByRole('img');
    await expect(hand).toHaveAttribute('data-hand-layout', 'fan');
    await expect(cards).toHaveLength(13);
    // Suits alternate black and red (spades, hearts, clubs, diamonds), each from the ace down:
    // South holds T763 QJ8 Q542 A2.
    await expect(cards[0]).toHaveAccessibleName('10 of spades');
    await expect(cards[7]).toHaveAccessibleName('ace of clubs');
    await expect(cards[12]).toHaveAccessibleName('2 of diamonds');
  },
};

export const InRows: Story = {
  args: { cards: SHAPELY_HAND, seat: 'N', layout: 'rows' },
  play: async ({ canvas }) => {
    // One row per suit held: spades, hearts and clubs (the diamond void has no row).
    await expect(canvas.getByRole('list', { name: 'spades' }).children).toHaveLength(7);
    await expect(canvas.getByRole('list', { name: 'hearts' }).children).toHaveLength(5);
    await expect(canvas.queryByRole('list', { name: 'diamonds' })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'clubs' }).children).toHaveLength(1);
  },
};

export const FaceDown: Story = {
  args: { seat: 'W', cards: handOf(SAMPLE_DEAL, 'W'), faceDown: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: "West's hand, 13 cards face down" }),
    ).toBeVisible();
  },
};

export const PlayByKeyboard: Story = {
  args: { onPlay: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const hand = canvas.getByRole('listbox', { name: "South's hand" });
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: '10 of spades' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('option', { name: '6 of spades' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledWith({ suit: 'S', rank: '6' });
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onPlay).toHaveBeenLastCalledWith({ suit: 'D', rank: '2' });
    await expect(hand).toHaveAttribute('data-interactive');
  },
};

/** A heart was led: South must follow suit, so only the hearts can be chosen (engine rule). */
export const MustFollowSuit: Story = {
  args: { onPlay: fn(), playable: playableCards(south, heartLed) },
  play: async ({ args, canvas, userEvent }) => {
    const enabledCards = () =>
      canvas
        .getAllByRole('option')
        .filter((option) => option.getAttribute('aria-disabled') !== 'true')
        .map((option) => option.getAttribute('aria-label'));
    // The collection renders in two passes: wait for the cards' names.
    await waitFor(() =>
      expect(enabledCards()).toEqual(['queen of hearts', 'jack of hearts', '8 of hearts']),
    );
    // A card that may not be played does nothing when clicked.
    await userEvent.click(canvas.getByRole('option', { name: 'ace of clubs' }));
    await expect(args.onPlay).not.toHaveBeenCalled();
    // Keyboard focus skips the cards that may not be played.
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'queen of hearts' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('option', { name: '8 of hearts' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    await expect(args.onPlay).toHaveBeenCalledWith({ suit: 'H', rank: '8' });
  },
};

export const RowsByKeyboard: Story = {
  args: { cards: SHAPELY_HAND, seat: 'N', layout: 'rows', onPlay: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'ace of spades' })).toHaveFocus();
    // Down moves to the row below: from the spades to the hearts.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'queen of hearts' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPlay).toHaveBeenCalledWith({ suit: 'C', rank: '5' });
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { onPlay: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listbox', { name: 'Hand van Zuid' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'klaveren aas' })).toBeVisible();
  },
};

export const Simplified: Story = {
  args: { onPlay: fn() },
  render: (args) => (
    <DeckProvider face="simplified">
      <Hand {...args} />
    </DeckProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listbox')).toHaveAttribute('data-face', 'simplified');
  },
};

export const Empty: Story = {
  args: { cards: [], onPlay: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listbox')).toHaveTextContent('no cards');
  },
};

/** The learner lesson's reveal link points out the correct card. */
export const Highlighted: Story = {
  args: { onPlay: fn(), highlight: { suit: 'H', rank: 'J' } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('option', { name: 'jack of hearts' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await expect(canvas.getByRole('option', { name: 'queen of hearts' })).not.toHaveAttribute(
      'data-highlighted',
    );
  },
};
