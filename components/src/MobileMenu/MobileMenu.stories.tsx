import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MobileMenu } from './MobileMenu.js';

const meta = {
  title: 'Player/MobileMenu',
  component: MobileMenu,
  args: { onBackToSet: fn(), onRestart: fn(), onSummary: fn(), onGuidance: fn() },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hands.md §2: Show Menu opens Back to Set, Restart, Summary and Guidance; Hide Menu folds it. */
export const ShowAndHide: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const show = canvas.getByRole('button', { name: 'Show Menu' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Restart' })).toBeNull();
    await userEvent.click(show);
    const hide = canvas.getByRole('button', { name: 'Hide Menu' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Back to Set', 'Restart', 'Summary', 'Guidance']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await userEvent.click(hide);
    await expect(canvas.queryByRole('button', { name: 'Guidance' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Restart' }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
    // An action folds the menu away.
    await expect(canvas.getByRole('button', { name: 'Show Menu' })).toBeVisible();
  },
};

export const Actions: Story = {
  args: { defaultExpanded: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guidance' }));
    await expect(args.onGuidance).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Summary' }));
    await expect(args.onSummary).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Set' }));
    await expect(args.onBackToSet).toHaveBeenCalledOnce();
  },
};

/** In an embed there is no set to go back to; once the hand is over there is no summary to skip to. */
export const EmbeddedAndOver: Story = {
  args: { defaultExpanded: true, onBackToSet: undefined, onSummary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Back to Set' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Summary' })).toBeDisabled();
  },
};

/** hands.md §2: a hand opened from an article goes back to the article, and says so. */
export const FromAnArticle: Story = {
  args: { defaultExpanded: true, backTo: 'article' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Back to Set' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to article' }));
    await expect(args.onBackToSet).toHaveBeenCalledOnce();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Spelermenu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verberg menu' })).toBeVisible();
  },
};
