import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CommentText } from './CommentText.js';

const meta = {
  title: 'Bridge/CommentText',
  component: CommentText,
  args: { text: 'Lead SK-Q after 1NT, see bridge.nl' },
} satisfies Meta<typeof CommentText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The engine's own example: cards, a bid and a link. */
export const CardsBidsAndLinks: Story = {
  play: async ({ canvas, canvasElement }) => {
    const drawn = [...canvasElement.querySelectorAll('p [aria-hidden="true"]')]
      .filter((node) => node.parentElement?.getAttribute('aria-hidden') !== 'true')
      .map((node) => node.textContent);
    await expect(drawn).toEqual(['♠\uFE0EKQ', '1NT']);
    await expect(canvas.getByText('king of spades, queen of spades')).toBeInTheDocument();
    await expect(canvas.getByText('1 notrump')).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: 'bridge.nl (opens in a new tab)' });
    // hands.md §5: links without http get 'http://' added.
    await expect(link).toHaveAttribute('href', 'http://bridge.nl');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** hands.md §5: card codes such as SA and H10, and a bare /S, show as suit symbols. */
export const SuitSymbols: Story = {
  args: { text: 'Cash SA and H10, then lead a /C.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'Cash ♠\uFE0EAace of spades and ♥\uFE0E1010 of hearts, then lead a ♣\uFE0Eclubs.',
    );
    await expect(canvas.getByText('clubs')).toBeInTheDocument();
  },
};

/** Ordinary words made of suit and rank letters stay words. */
export const PlainWords: Story = {
  args: { text: 'SAT said HAS: it is 21C in N/S. Partner has 3h.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull();
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'SAT said HAS: it is 21C in N/S. Partner has 3h.',
    );
  },
};

/** Line breaks in the comment are kept. */
export const Paragraphs: Story = {
  args: { text: 'First the 3H raise.\nThen think about the lead: www.ecatsbridge.com/lead.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      'http://www.ecatsbridge.com/lead',
    );
    await expect(getComputedStyle(canvas.getByText(/First the/)).whiteSpace).toBe('pre-line');
  },
};

/** In Dutch, cards print Dutch letters and read in Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { text: 'Speel SK en dan 2NT. Meer op https://www.bridge.nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('schoppen heer')).toBeInTheDocument();
    await expect(canvas.getByText('2 sans atout')).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'https://www.bridge.nl (opent in een nieuw tabblad)' }),
    ).toHaveAttribute('href', 'https://www.bridge.nl');
  },
};
