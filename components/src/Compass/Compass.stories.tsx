import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Compass } from './Compass.js';

const meta = {
  title: 'Bridge/Compass',
  component: Compass,
  args: { vulnerable: 'NS', dealer: 'E', toPlay: 'W', bottom: 'S' },
} satisfies Meta<typeof Compass>;

export default meta;
type Story = StoryObj<typeof meta>;

const letterAt = (root: HTMLElement, position: string) =>
  root.querySelector(`[data-position="${position}"]:not(svg)`)?.textContent;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', {
        name: 'Dealer: East. Vulnerable: North-South. West to play',
      }),
    ).toBeVisible();
    // South at the bottom, West left, North top, East right.
    await expect(letterAt(canvasElement, 'bottom')).toBe('S');
    await expect(letterAt(canvasElement, 'left')).toBe('W');
    await expect(letterAt(canvasElement, 'top')).toBe('N');
    await expect(letterAt(canvasElement, 'right')).toBe('E');
    await expect(canvas.getByTestId('compass-arrow')).toHaveAttribute('data-position', 'left');
    const vulnerable = [...canvasElement.querySelectorAll('[data-vulnerable][data-seat]')];
    await expect(vulnerable.map((seat) => seat.getAttribute('data-seat'))).toEqual(['N', 'S']);
  },
};

/** Rotated: East's viewpoint puts East at the bottom and South on the left. */
export const EastAtTheBottom: Story = {
  args: { bottom: 'E', toPlay: 'N', vulnerable: 'Both' },
  play: async ({ canvas, canvasElement }) => {
    await expect(letterAt(canvasElement, 'bottom')).toBe('E');
    await expect(letterAt(canvasElement, 'left')).toBe('S');
    await expect(canvas.getByTestId('compass-arrow')).toHaveAttribute('data-position', 'right');
    await expect(canvasElement.querySelectorAll('[data-vulnerable][data-seat]')).toHaveLength(4);
  },
};

export const NoneVulnerableSmall: Story = {
  args: { vulnerable: 'None', toPlay: undefined, dealer: undefined, size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Vulnerable: none' })).toBeVisible();
    await expect(canvas.queryByTestId('compass-arrow')).toBeNull();
  },
};

/** Dutch compass letters: N O Z W. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas, canvasElement }) => {
    await expect(letterAt(canvasElement, 'bottom')).toBe('Z');
    await expect(letterAt(canvasElement, 'right')).toBe('O');
    await expect(
      canvas.getByRole('img', {
        name: 'Gever: Oost. Kwetsbaar: Noord-Zuid. West is aan de beurt',
      }),
    ).toBeVisible();
  },
};
