import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ForgottenPasswordForm } from './ForgottenPasswordForm.js';

const meta = {
  title: 'Store/Forms/ForgottenPasswordForm',
  component: ForgottenPasswordForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ForgottenPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §5: e-mail valid, max 100; the reset e-mail is asked for. */
export const SendResetEmail: Story = {
  args: { showTitle: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Forgotten password' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'anna@example');
    await userEvent.tab();
    await expect(canvas.getByText('Invalid Email')).toBeVisible();
    await userEvent.type(email, '.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset e-mail' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('anna@example.com');
  },
};

/** storefront.md §4: "shows 'email-sent-please-follow-instructions'". */
export const Sent: Story = {
  args: { isSent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'An e-mail has been sent: please follow the instructions in it.',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ServerProblem: Story = {
  args: { error: { kind: 'problem' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was a problem finding your account.',
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { isSent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We hebben je een e-mail gestuurd: volg de instructies daarin.',
    );
  },
};
