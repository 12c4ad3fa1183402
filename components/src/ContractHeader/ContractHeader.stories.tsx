import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContractHeader } from './ContractHeader.js';

const meta = {
  title: 'Bridge/ContractHeader',
  component: ContractHeader,
  args: {
    contract: { level: 4, denomination: 'S', risk: 'X', value: '4S' },
    declarer: 'S',
    vulnerable: 'NS',
  },
} satisfies Meta<typeof ContractHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Doubled: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('region', { name: 'Contract' });
    await expect(header).toHaveTextContent('4♠\uFE0EX4 spades doubled by South');
    await expect(canvas.getByText('Vulnerable: North-South')).toHaveAttribute(
      'data-declarer-vulnerable',
    );
  },
};

export const Notrump: Story = {
  args: {
    contract: { level: 3, denomination: 'NT', risk: '', value: '3NT' },
    declarer: 'W',
    vulnerable: 'None',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent('3NT3 notrump by West');
    await expect(canvas.getByText('Vulnerable: none')).not.toHaveAttribute(
      'data-declarer-vulnerable',
    );
  },
};

/** During the auction there is no contract yet. */
export const DuringTheAuction: Story = {
  args: { contract: undefined, declarer: undefined, vulnerable: 'Both' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No contract yet')).toBeVisible();
    await expect(canvas.getByText('Vulnerable: both sides')).toBeVisible();
  },
};

export const PassedOut: Story = {
  args: { contract: undefined, declarer: undefined, passedOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Passed out')).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveTextContent('door Zuid');
    await expect(canvas.getByText('Kwetsbaar: Noord-Zuid')).toBeVisible();
  },
};
