import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CallText, CardText, ContractText, SuitText } from './BridgeText.js';

const meta = {
  title: 'Bridge/BridgeText',
  component: CallText,
  args: { call: '1H' },
} satisfies Meta<typeof CallText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn as 1♥, read as "1 heart". */
export const Bid: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('1♥\uFE0E1 heart');
  },
};

export const Calls: Story = {
  render: () => (
    <p>
      <CallText call="Pass" /> <CallText call="2NT" /> <CallText call="X" /> <CallText call="XX" />{' '}
      <CallText call="7C" />
    </p>
  ),
  play: async ({ canvas }) => {
    for (const spoken of ['2 notrump', 'Double', 'Redouble', '7 clubs']) {
      await expect(canvas.getByText(spoken)).toBeInTheDocument();
    }
    // Pass is drawn and said the same.
    await expect(canvas.getAllByText('Pass')).toHaveLength(2);
  },
};

/** In Dutch, notrump is sans atout: 2SA. */
export const DutchCalls: Story = {
  globals: { locale: 'nl' },
  render: () => (
    <p>
      <CallText call="Pass" /> <CallText call="2NT" /> <CallText call="X" />
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Pas');
    await expect(canvasElement).toHaveTextContent('2SA');
    await expect(canvas.getByText('2 sans atout')).toBeInTheDocument();
    await expect(canvas.getByText('Doublet')).toBeInTheDocument();
  },
};

export const Cards: Story = {
  render: () => (
    <p>
      Lead <CardText suit="S" ranks={['K', 'Q']} /> then <CardText suit="D" ranks={['T']} />
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('♠\uFE0EKQ');
    await expect(canvas.getByText('king of spades, queen of spades')).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('♦\uFE0E10');
  },
};

/** Dutch letters: heer and vrouw print as H and V. */
export const DutchCards: Story = {
  globals: { locale: 'nl' },
  render: () => <CardText suit="S" ranks={['K', 'Q', 'J']} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('♠\uFE0EHVB');
    await expect(
      canvas.getByText('schoppen heer, schoppen vrouw, schoppen boer'),
    ).toBeInTheDocument();
  },
};

export const Suit: Story = {
  render: () => (
    <p>
      Both <SuitText suit="H" /> and <SuitText suit="C" />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('hearts')).toBeInTheDocument();
    await expect(canvas.getByText('clubs')).toBeInTheDocument();
  },
};

export const Contracts: Story = {
  render: () => (
    <p>
      <ContractText contract={{ level: 4, denomination: 'S', risk: 'X', value: '4S' }} />{' '}
      <ContractText contract={{ level: 3, denomination: 'NT', risk: '', value: '3NT' }} />{' '}
      <ContractText contract={{ level: 6, denomination: 'D', risk: 'XX', value: '6D' }} />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 spades doubled')).toBeInTheDocument();
    await expect(canvas.getByText('3 notrump')).toBeInTheDocument();
    await expect(canvas.getByText('6 diamonds redoubled')).toBeInTheDocument();
  },
};
