import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ContactForm } from './ContactForm.js';

const meta = {
  title: 'Store/Forms/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §5: phone is optional; the rest is required. */
export const SendAMessage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const send = canvas.getByRole('button', { name: 'Send message' });
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Anna');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Jansen');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'anna@example.com');
    await expect(canvas.getByRole('textbox', { name: /Phone/ })).not.toBeRequired();
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Hello!');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Anna',
      lastName: 'Jansen',
      email: 'anna@example.com',
      phone: '',
      message: 'Hello!',
    });
  },
};

/** storefront.md §5, §9: phone max 50, message max 500. */
export const Limits: Story = {
  args: { defaultValues: { firstName: 'Anna', lastName: 'Jansen', email: 'anna@example.com' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '1'.repeat(51));
    await userEvent.tab();
    await expect(canvas.getByText('At most 50 characters')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'x'.repeat(501));
    await userEvent.tab();
    await expect(canvas.getByText('At most 500 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'anna');
    await userEvent.tab();
    await expect(canvas.getByText('Invalid Email')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: /Message/ }));
    await userEvent.tab();
    await expect(canvas.getByText('Message is required')).toBeVisible();
  },
};

/** storefront.md §8: 'there was a problem' sending-your-message. */
export const ServerProblem: Story = {
  args: { error: { kind: 'problem' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was a problem sending your message.',
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Contact' })).toBeVisible();
    await expect(canvas.getByText('(niet verplicht)')).toBeVisible();
  },
};
