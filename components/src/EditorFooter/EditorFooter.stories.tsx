import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyHand } from '@tenace/engine';
import { expect, fn, within } from 'storybook/test';
import { SAMPLE_DEAL } from '../fixtures/deals.testkit.js';
import { EditorFooter } from './EditorFooter.js';

const dealt = { ...emptyHand(), deal: SAMPLE_DEAL };
/** Auction-only with a summary: every step can be left and Preview works (hands.md §5). */
const finished = { ...dealt, auctionOnly: true, summary: 'A textbook slam.' };

const meta = {
  title: 'Editor/EditorFooter',
  component: EditorFooter,
  args: {
    hand: emptyHand(),
    step: 'deal',
    status: 'Draft',
    onBack: fn(),
    onSaveAndExit: fn(),
    onPreview: fn(),
    onForward: fn(),
  },
} satisfies Meta<typeof EditorFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hands.md §5: on the deal step Next waits for 52 cards; Back has nowhere to go; no preview. */
export const DealIncomplete: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save and exit' }));
    await expect(args.onSaveAndExit).toHaveBeenCalledOnce();
  },
};

export const DealComplete: Story = {
  args: { hand: dealt },
  play: async ({ args, canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save and continue' }));
    await expect(args.onForward).toHaveBeenCalledOnce();
  },
};

/** hands.md §4: on the last step a Draft hand is sent for approval. */
export const LastStepDraft: Story = {
  args: { hand: finished, step: 'summary' },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Send for approval' }));
    await expect(args.onForward).toHaveBeenCalledOnce();
  },
};

/** Any other status: the button says Save. */
export const LastStepApproved: Story = {
  args: { hand: finished, step: 'summary', status: 'Approved' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Send for approval' })).toBeNull();
  },
};

/** A blank summary keeps the last step closed. */
export const SummaryBlank: Story = {
  args: { hand: { ...finished, summary: '  ' }, step: 'summary' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Send for approval' }),
    ).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { hand: finished, step: 'summary', isSaving: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { hand: finished, step: 'summary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Terug', 'Opslaan en sluiten', 'Voorbeeld', 'Ter goedkeuring versturen']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};
