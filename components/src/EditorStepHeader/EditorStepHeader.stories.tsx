import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PLAY_ONLY_CONTRACT, emptyHand } from '@tenace/engine';
import { expect, fn, within } from 'storybook/test';
import { SAMPLE_DEAL } from '../fixtures/deals.testkit.js';
import { EditorStepHeader } from './EditorStepHeader.js';

/** Editor progress 0: the deal has 52 cards (hands.md §4). */
const dealt = { ...emptyHand(), deal: SAMPLE_DEAL };
/** Editor progress 1: a contract is set. */
const withContract = { ...dealt, playOnly: true, contract: DEFAULT_PLAY_ONLY_CONTRACT };

const meta = {
  title: 'Editor/EditorStepHeader',
  component: EditorStepHeader,
  args: { hand: dealt, current: 'auction', onStep: fn() },
} satisfies Meta<typeof EditorStepHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deal is done: Deal can be clicked, Auction is current, Play and Summary wait. */
export const DealDone: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Editor steps' });
    const steps = within(nav).getAllByRole('button');
    await expect(steps).toHaveLength(4);
    // The hidden ', completed' is a box of its own, so the name may hold a space before the comma.
    for (const [index, name] of [/^Deal ?, completed$/, 'Auction', 'Play', 'Summary'].entries()) {
      await expect(steps[index]).toHaveAccessibleName(name);
    }
    const auction = within(nav).getByRole('button', { name: 'Auction' });
    await expect(auction).toHaveAttribute('aria-current', 'step');
    await expect(within(nav).getByRole('button', { name: 'Play' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Summary' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: /^Deal ?, completed$/ }));
    await expect(args.onStep).toHaveBeenCalledWith('deal');
  },
};

/** With a contract set the Auction step is done too, and the keyboard reaches it. */
export const ContractSet: Story = {
  args: { hand: withContract, current: 'deal' },
  play: async ({ args, canvasElement, userEvent }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Editor steps' });
    await expect(within(nav).getByRole('button', { name: /^Deal ?, completed$/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: /^Auction ?, completed$/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStep).toHaveBeenCalledWith('auction');
  },
};

/** Nothing dealt: only the current step shows as active; nothing else can be reached. */
export const NewHand: Story = {
  args: { hand: emptyHand(), current: 'deal' },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Stappen van de editor' });
    await expect(
      within(nav).getByRole('button', { name: /^Verdeling ?, voltooid$/ }),
    ).toBeEnabled();
    await expect(within(nav).getByRole('button', { name: 'Bieding' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};
