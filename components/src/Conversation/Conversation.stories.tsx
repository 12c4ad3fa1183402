import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { Conversation } from './Conversation.js';
import { ALL_MESSAGES, ANSWER, ENCOURAGEMENT, INTRO, PRE } from './messages.testkit.js';

const meta = {
  title: 'Player/Conversation',
  component: Conversation,
  args: { author: { name: 'Anna de Vries' }, messages: ALL_MESSAGES, onLink: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 560, width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Conversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of message: the author's words, calls and cards, feedback, a trick, the summary. */
export const EveryKind: Story = {
  play: async ({ canvas }) => {
    const drawer = canvas.getByRole('region', { name: 'Conversation with Anna de Vries' });
    await expect(within(drawer).getByRole('heading', { name: 'Anna de Vries' })).toBeVisible();
    await expect(within(drawer).getByText('AV')).toBeVisible();
    const items = within(drawer).getAllByRole('listitem');
    await expect(items).toHaveLength(ALL_MESSAGES.length);
    // System lines draw calls and cards as notation, read by name.
    await expect(items[1]).toHaveTextContent('North: Pass');
    await expect(items[6]).toHaveTextContent('South: 1NT1 notrump');
    await expect(items[7]).toHaveTextContent(/The contract is 4.*X4 spades doubled by East/);
    await expect(items[10]).toHaveTextContent(
      /6 of diamonds is also right; the hand goes on with .*2 of diamonds, as the author played it/,
    );
    await expect(items[11]).toHaveTextContent(
      'West wins the 1st trick. North-South 0, East-West 1',
    );
    // The author's card codes are drawn as cards.
    await expect(items[8]).toHaveTextContent(/West leads .*Qqueen of spades, the top/);
    // Old links cannot be followed (no link is enabled by default).
    await expect(
      within(drawer).getByRole('button', { name: 'click here for a hint' }),
    ).toBeDisabled();
    await expect(items[4]).toHaveTextContent('Hint');
    await expect(items[12]).toHaveTextContent('Summary');
  },
};

/** The author is typing the next message (hands.md §9: waiting dots 1 s). */
export const Typing: Story = {
  args: { messages: [INTRO], typing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('typing')).toHaveTextContent('Anna de Vries is typing');
  },
};

/** In the learner's turn, the hint and reveal links can be followed. */
export const LinksOpen: Story = {
  args: {
    messages: [INTRO, PRE, ENCOURAGEMENT, ANSWER],
    isLinkEnabled: () => true,
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'click here for a hint' }));
    await expect(args.onLink).toHaveBeenCalledWith('hint');
    await userEvent.click(canvas.getByRole('button', { name: 'show me' }));
    await expect(args.onLink).toHaveBeenLastCalledWith('reveal');
  },
};

/** The player's actions sit at the drawer's foot. */
export const WithActions: Story = {
  args: {
    messages: [INTRO],
    children: (
      <>
        <ActionButton>Restart hand</ActionButton>
        <ActionButton>Skip to summary</ActionButton>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Skip to summary' })).toBeVisible();
  },
};

export const WithAvatar: Story = {
  args: {
    author: {
      name: 'Anna de Vries',
      avatarUrl:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Crect width="40" height="40" fill="%23c0182a"/%3E%3C/svg%3E',
    },
    messages: [INTRO],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Gesprek met Anna de Vries' })).toBeVisible();
    await expect(canvas.getByText('probeer het nog eens')).toBeVisible();
    await expect(canvas.getByText(/West wint de 1e slag/)).toBeVisible();
  },
};
