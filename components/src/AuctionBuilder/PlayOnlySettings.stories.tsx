import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyHand } from '@tenace/engine';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { SAMPLE_DEAL } from '../fixtures/deals.testkit.js';
import { PlayOnlySettings, type PlayOnlySettingsProps } from './PlayOnlySettings.js';

/** As the auction step holds it: each edit becomes the new hand. */
function Settings(props: PlayOnlySettingsProps) {
  const [hand, setHand] = useState(props.hand);
  return (
    <PlayOnlySettings
      hand={hand}
      onEdit={(next) => {
        props.onEdit(next);
        setHand(next);
      }}
    />
  );
}

const meta = {
  title: 'Editor/PlayOnlySettings',
  component: PlayOnlySettings,
  args: { hand: { ...emptyHand(), deal: SAMPLE_DEAL }, onEdit: fn() },
  render: (args) => <Settings {...args} />,
} satisfies Meta<typeof PlayOnlySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hands.md §4: with no auction, play-only starts at 1D; contract, risk and declarer are chosen. */
export const ChoosesTheContract: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Play only' });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(toggle);
    const level = canvas.getByRole('radiogroup', { name: 'Level' });
    await expect(within(level).getByRole('radio', { name: '1' })).toBeChecked();
    const denomination = canvas.getByRole('radiogroup', { name: 'Denomination' });
    await expect(within(denomination).getByRole('radio', { name: 'diamonds' })).toBeChecked();
    await userEvent.click(within(level).getByRole('radio', { name: '4' }));
    await userEvent.click(within(denomination).getByRole('radio', { name: 'spades' }));
    const risk = canvas.getByRole('radiogroup', { name: 'Risk' });
    await expect(within(risk).getByRole('radio', { name: 'Undoubled' })).toBeChecked();
    await userEvent.click(within(risk).getByRole('radio', { name: 'Double' }));
    const declarer = canvas.getByRole('radiogroup', { name: 'Declarer' });
    await userEvent.click(within(declarer).getByRole('radio', { name: 'East' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        playOnly: true,
        contract: { level: 4, denomination: 'S', risk: 'X', value: '4S' },
        declarer: 'E',
      }),
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Alleen spelen' }));
    await expect(canvas.getByRole('radiogroup', { name: 'Leider' })).toBeVisible();
  },
};
