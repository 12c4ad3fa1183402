import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuctionTable } from './AuctionTable.js';

const meta = {
  title: 'Bridge/AuctionTable',
  component: AuctionTable,
  args: { dealer: 'N', calls: ['1H', 'Pass', '2H', 'Pass', '4H', 'Pass', 'Pass', 'Pass'] },
} satisfies Meta<typeof AuctionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The calls as drawn (the spoken forms are left out). */
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map(
      (cell) => cell.querySelector('[aria-hidden="true"]')?.textContent ?? '',
    ),
  );

/** A complete auction: North deals and opens in North's column (W N E S). */
export const Complete: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Auction' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.firstChild?.textContent),
    ).toEqual(['West', 'North', 'East', 'South']);
    await expect(rowsOf(table)).toEqual([
      ['', '1♥\uFE0E', 'Pass', '2♥\uFE0E'],
      ['Pass', '4♥\uFE0E', 'Pass', 'Pass'],
      ['Pass', '', '', ''],
    ]);
    // Complete: no question mark.
    await expect(canvas.queryByText('?')).toBeNull();
    await expect(canvas.getByTestId('auction-announcement')).toHaveTextContent('West: Pass');
  },
};

/** West deals: the first call sits in the first column. A question mark waits for North. */
export const InProgress: Story = {
  args: { dealer: 'W', calls: ['Pass', '1NT', 'X'], vulnerable: 'EW' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(rowsOf(table)).toEqual([['Pass', '1NT', 'X', '?']]);
    await expect(canvas.getByText('South to call')).toBeInTheDocument();
    await expect(canvas.getByTestId('auction-announcement')).toHaveTextContent('East: Double');
  },
};

/** East-West vulnerable: their columns are marked, in colour and in words. */
export const Vulnerability: Story = {
  args: { dealer: 'S', calls: [], vulnerable: 'EW' },
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers.map((header) => header.hasAttribute('data-vulnerable'))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    await expect(headers[0]).toHaveAccessibleName(/^West ?, vulnerable$/);
    await expect(headers[3]).toHaveAccessibleName(/^South ?, not vulnerable, dealer$/);
    await expect(rowsOf(canvas.getByRole('table'))).toEqual([['', '', '', '?']]);
  },
};

export const PassedOut: Story = {
  args: { dealer: 'E', calls: ['Pass', 'Pass', 'Pass', 'Pass'] },
  play: async ({ canvas }) => {
    await expect(rowsOf(canvas.getByRole('table'))).toEqual([
      ['', '', 'Pass', 'Pass'],
      ['Pass', 'Pass', '', ''],
    ]);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { dealer: 'N', calls: ['1NT', 'Pass', '3NT'] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bieding' });
    await expect(rowsOf(table)).toEqual([
      ['', '1SA', 'Pas', '3SA'],
      ['?', '', '', ''],
    ]);
    await expect(canvas.getByTestId('auction-announcement')).toHaveTextContent(
      'Zuid: 3 sans atout',
    );
  },
};

/** In the hand player the conversation announces calls: the table's own live region is off. */
export const Silent: Story = {
  args: { dealer: 'N', calls: ['1NT', 'Pass'], announce: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('auction-announcement')).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Auction' })).toBeVisible();
  },
};
