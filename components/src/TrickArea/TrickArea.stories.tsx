import type { Meta, StoryObj } from '@storybook/react-vite';
import { LEARNER_TIMINGS, type SeatedCard, trickWinner } from '@tenace/engine';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { TrickArea } from './TrickArea.js';

// West leads the king of spades, hearts are trumps; North ruffs.
const trick: SeatedCard[] = [
  { seat: 'W', suit: 'S', rank: 'K' },
  { seat: 'N', suit: 'H', rank: '3' },
  { seat: 'E', suit: 'S', rank: '4' },
  { seat: 'S', suit: 'S', rank: 'A' },
];

const meta = {
  title: 'Bridge/TrickArea',
  component: TrickArea,
  args: { cards: trick.slice(0, 2), bottom: 'S' },
} satisfies Meta<typeof TrickArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoCards: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Current trick' })).toBeVisible();
    await expect(canvas.getAllByRole('img').map((card) => card.getAttribute('aria-label'))).toEqual(
      ['king of spades', '3 of hearts'],
    );
    const west = canvasElement.querySelector('[data-seat="W"]');
    await expect(west).toHaveAttribute('data-position', 'left');
    await expect(canvas.getByTestId('trick-announcement')).toHaveTextContent('North: 3 of hearts');
  },
};

/** hands.md §9: a card moves for 250 ms after a 50 ms start delay (the engine's timings). */
export const AnimationTimings: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(canvasElement.querySelector('li') as Element);
    await expect(style.animationDuration).toBe(`${LEARNER_TIMINGS.cardAnimationMs / 1000}s`);
    await expect(style.animationDelay).toBe(`${LEARNER_TIMINGS.animationStartDelayMs / 1000}s`);
    await expect(style.animationName).not.toBe('none');
  },
};

/** Four cards: the winner comes from the engine (North ruffs with hearts trumps). */
export const Won: Story = {
  args: { cards: trick, winner: trickWinner(trick, 'H') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-winner]')).toHaveAttribute('data-seat', 'N');
    await expect(canvas.getByTestId('trick-announcement')).toHaveTextContent(
      'North wins the trick',
    );
  },
};

/** In notrump the ace of the suit led wins. */
export const WonInNotrump: Story = {
  args: { cards: trick, winner: trickWinner(trick) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-winner]')).toHaveAttribute('data-seat', 'S');
  },
};

export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No cards played to this trick yet')).toBeInTheDocument();
  },
};

/** Cards arriving one by one, as in play: each is announced. */
export const CardsArriving: Story = {
  render: function Arriving(args) {
    const [count, setCount] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setCount((n) => Math.min(n + 1, trick.length))}>
          Next card
        </button>
        <TrickArea {...args} cards={trick.slice(0, count)} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Next card' });
    await userEvent.click(next);
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await waitFor(() =>
      expect(canvas.getByTestId('trick-announcement')).toHaveTextContent('East: 4 of spades'),
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { cards: trick, winner: 'N' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Huidige slag' })).toBeVisible();
    await expect(canvas.getByTestId('trick-announcement')).toHaveTextContent('Noord wint de slag');
  },
};

/** In the hand player the conversation announces cards and tricks: the area's live region is off. */
export const Silent: Story = {
  args: { cards: trick, winner: 'N', announce: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('trick-announcement')).toBeNull();
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
  },
};
