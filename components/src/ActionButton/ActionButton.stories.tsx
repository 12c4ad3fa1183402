import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ActionButton } from './ActionButton.js';

const meta = {
  title: 'Player/ActionButton',
  component: ActionButton,
  args: { children: 'Skip to summary', onPress: fn() },
} satisfies Meta<typeof ActionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Secondary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Skip to summary' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Primary: Story = {
  args: { variant: 'primary', children: 'Continue' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Skip to summary' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
