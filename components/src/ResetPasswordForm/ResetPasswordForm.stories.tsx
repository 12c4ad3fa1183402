import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ResetPasswordForm } from './ResetPasswordForm.js';

const meta = {
  title: 'Store/Forms/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §5: new password and confirmation, then save. */
export const ChooseAPassword: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: 'Save password' });
    await userEvent.type(canvas.getByLabelText(/^New password/), 'new secret');
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'new secret');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith('new secret');
  },
};

/** storefront.md §5: "mismatch gives a 'passwords don't match' message". */
export const Mismatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'new secret');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'new secert');
    await userEvent.tab();
    await expect(canvas.getByText("passwords don't match")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save password' })).toBeDisabled();
  },
};

export const ServerProblem: Story = {
  args: { error: { kind: 'problem' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was a problem resetting your password.',
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Nieuw wachtwoord/), 'een');
    await userEvent.type(canvas.getByLabelText(/^Bevestig nieuw wachtwoord/), 'twee');
    await userEvent.tab();
    await expect(canvas.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
  },
};
