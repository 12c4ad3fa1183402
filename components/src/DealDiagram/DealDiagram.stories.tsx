import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dealFromPbn, SAMPLE_DEAL } from '../fixtures/deals.testkit.js';
import { DealDiagram } from './DealDiagram.js';

const meta = {
  title: 'Bridge/DealDiagram',
  component: DealDiagram,
  args: { deal: SAMPLE_DEAL, dealer: 'N', vulnerable: 'EW', bottom: 'S' },
} satisfies Meta<typeof DealDiagram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn suit lines of one seat. */
const linesOf = (root: HTMLElement, seat: string) =>
  [...root.querySelectorAll(`[data-seat="${seat}"] li`)].map(
    (line) => line.querySelector('[aria-hidden="true"]')?.textContent,
  );

export const Deal: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'The deal' })).toBeVisible();
    // North: AK52.K76.A83.Q94 (PBN), printed with 10 for the ten.
    await expect(linesOf(canvasElement, 'N')).toEqual([
      '♠\uFE0EAK52',
      '♥\uFE0EK76',
      '♦\uFE0EA83',
      '♣\uFE0EQ94',
    ]);
    await expect(linesOf(canvasElement, 'S')).toEqual([
      '♠\uFE0E10763',
      '♥\uFE0EQJ8',
      '♦\uFE0EQ542',
      '♣\uFE0EA2',
    ]);
    await expect(
      canvasElement.querySelector('[data-seat="W"][data-position]')?.getAttribute('data-position'),
    ).toBe('left');
    const north = canvas.getByRole('list', { name: 'North' });
    await expect(within(north).getByText(/^ace of spades, king of spades/)).toBeInTheDocument();
    await expect(
      canvas.getByRole('img', { name: 'Dealer: North. Vulnerable: East-West' }),
    ).toBeVisible();
  },
};

/** A void prints a dash and reads "no diamonds". */
export const WithAVoid: Story = {
  args: {
    deal: dealFromPbn('N:AKJ9762.QT843..5 Q.AKJ.AKQJT9.AKQ T54.5.8765432.J6 83.9762..T987432'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(linesOf(canvasElement, 'N')[2]).toBe('♦\uFE0E—');
    await expect(canvas.getAllByText('no diamonds')).toHaveLength(2);
  },
};

/** East's viewpoint: East at the bottom, North on the right. */
export const RotatedForEast: Story = {
  args: { bottom: 'E' },
  play: async ({ canvasElement }) => {
    const position = (seat: string) =>
      canvasElement
        .querySelector(`[data-seat="${seat}"][data-position]`)
        ?.getAttribute('data-position');
    await expect(position('E')).toBe('bottom');
    await expect(position('N')).toBe('right');
    await expect(position('W')).toBe('top');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'De spelverdeling' })).toBeVisible();
    // Dutch letters in Dutch: AH52 for AK52.
    await expect(linesOf(canvasElement, 'N')[0]).toBe('♠\uFE0EAH52');
  },
};
