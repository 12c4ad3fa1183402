import type { Meta, StoryObj } from '@storybook/react-vite';
import { DECK, RANKS, SUITS } from '@tenace/engine';
import { expect, within } from 'storybook/test';
import { DeckProvider } from '../deck/DeckProvider.js';
import { CardFace } from './CardFace.js';
import * as styles from './CardFace.stories.css.js';

const meta = {
  title: 'Bridge/CardFace',
  component: CardFace,
  args: { card: { suit: 'S', rank: 'K' } },
  argTypes: {
    face: { control: 'inline-radio', options: ['normal', 'simplified', 'dutch'] },
  },
} satisfies Meta<typeof CardFace>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KingOfSpades: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('img', { name: 'king of spades' });
    await expect(card).toHaveAttribute('data-face', 'normal');
    await expect(card).toHaveAttribute('data-suit', 'S');
  },
};

export const Dutch: Story = {
  args: { card: { suit: 'H', rank: 'Q' }, face: 'dutch' },
  play: async ({ canvas }) => {
    // hands.md §9: the Dutch style prints Dutch rank letters: V (vrouw) for the queen. It is
    // printed three times (two corners, the centre) but is text once, so that the card's visible
    // text is "V" (WCAG 2.5.3).
    const card = canvas.getByRole('img');
    await expect(card).toHaveTextContent(/^V$/);
    const letter = within(card as unknown as HTMLElement).getByText('V');
    await expect(card.querySelectorAll(`use[href="#${letter.id}"]`)).toHaveLength(1);
    await expect(card.querySelectorAll('use')).toHaveLength(2);
  },
};

export const Simplified: Story = {
  args: { card: { suit: 'D', rank: 'T' }, face: 'simplified' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('img', { name: '10 of diamonds' });
    await expect(card).toHaveAttribute('data-face', 'simplified');
    await expect(within(card as unknown as HTMLElement).getByText('10')).toBeInTheDocument();
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every card of the deck in the three styles. */
export const WholeDeck: Story = {
  render: () => (
    <div className={styles.deck}>
      {(['normal', 'simplified', 'dutch'] as const).map((face) => (
        <section key={face} aria-label={face}>
          {SUITS.map((suit) => (
            <div key={suit} className={styles.row}>
              {RANKS.map((rank) => (
                <CardFace key={rank} card={{ suit, rank }} face={face} />
              ))}
            </div>
          ))}
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(DECK.length * 3);
  },
};

export const FourColours: Story = {
  render: () => (
    <DeckProvider fourColour>
      <div className={styles.row}>
        {SUITS.map((suit) => (
          <CardFace key={suit} card={{ suit, rank: 'A' }} />
        ))}
      </div>
    </DeckProvider>
  ),
  play: async ({ canvas }) => {
    const colours = canvas.getAllByRole('img').map((card) => getComputedStyle(card).color);
    // Four suits, four colours.
    await expect(new Set(colours).size).toBe(4);
  },
};

export const TwoColours: Story = {
  render: () => (
    <DeckProvider fourColour={false}>
      <div className={styles.row}>
        {SUITS.map((suit) => (
          <CardFace key={suit} card={{ suit, rank: 'A' }} />
        ))}
      </div>
    </DeckProvider>
  ),
  play: async ({ canvas }) => {
    const [spades, hearts, diamonds, clubs] = canvas
      .getAllByRole('img')
      .map((card) => getComputedStyle(card).color);
    await expect(hearts).toBe(diamonds);
    await expect(spades).toBe(clubs);
    await expect(spades).not.toBe(hearts);
  },
};
